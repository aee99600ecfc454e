import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { esportsTeams, seriesFixture, seriesListFixture } from '../fixtures';
import { SeriesList } from './SeriesList';

const meta = {
  title: 'Widgets/Esports/SeriesList',
  component: SeriesList,
  args: { series: seriesListFixture(), hrefOf: (s) => `/gamingDetail?id=${s.id}`, onNavigate: fn() },
} satisfies Meta<typeof SeriesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live, upcoming and finished series of the three games. */
export const Default: Story = {};
export const Loading: Story = { args: { series: null } };
export const Empty: Story = { args: { series: [] } };
export const LoadFailed: Story = { args: { series: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
/** Live rows: game 3 of a Bo3 (kills), map 3 of a CS2 Bo3 (rounds), game 4 of a Bo5. */
export const Live: Story = { args: { series: seriesListFixture().filter((s) => s.phase === 'live') } };
export const Finished: Story = {
  args: {
    series: [seriesFixture('lol', 3, 'finished', 1), seriesFixture('dota2', 5, 'finished', 2), seriesFixture('cs2', 1, 'finished', 3)],
  },
};
export const Upcoming: Story = {
  args: {
    series: [seriesFixture('lol', 1, 'upcoming', 1), seriesFixture('cs2', 3, 'upcoming', 2), seriesFixture('dota2', 5, 'upcoming', 3)],
  },
};
export const LongNames: Story = {
  args: { series: [{ ...seriesFixture('lol', 5, 'live', 1), home: esportsTeams.longName }] },
};
