import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { esportsTeams, seriesFixture } from '../fixtures';
import { SeriesScoreboard } from './SeriesScoreboard';

const meta = {
  title: 'Widgets/Esports/SeriesScoreboard',
  component: SeriesScoreboard,
  args: { series: seriesFixture('lol', 3, 'live'), leagueHref: '/gamingLeague?id=7', onNavigate: fn() },
} satisfies Meta<typeof SeriesScoreboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LoL Bo3 at 1–1, game 3 on: kills, towers, gold lead and the clock. */
export const Default: Story = {};
export const Loading: Story = { args: { series: null } };
export const LoadFailed: Story = { args: { series: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const Upcoming: Story = { args: { series: seriesFixture('lol', 5, 'upcoming') } };
export const LolBo1Live: Story = { args: { series: seriesFixture('lol', 1, 'live') } };
export const Dota2Bo5Live: Story = { args: { series: seriesFixture('dota2', 5, 'live') } };
/** The away side leads in gold: the lead is written on its side. */
export const Dota2AwayLeads: Story = {
  args: {
    series: (() => {
      const s = seriesFixture('dota2', 3, 'live');
      return { ...s, games: s.games!.map((g) => (g.phase === 'live' ? { ...g, gold_lead: -4100 } : g)) };
    })(),
  },
};
/** CS2 map 3 on: rounds by half and each side's money. */
export const Cs2Bo3Live: Story = { args: { series: seriesFixture('cs2', 3, 'live') } };
export const Cs2Bo1Finished: Story = { args: { series: seriesFixture('cs2', 1, 'finished') } };
export const Finished: Story = { args: { series: seriesFixture('lol', 5, 'finished') } };
/** A finished game chosen in the strip instead of the live one. */
export const ShowingGameOne: Story = { args: { series: seriesFixture('lol', 3, 'live'), shownGame: 1 } };
export const LongNames: Story = { args: { series: { ...seriesFixture('cs2', 3, 'live'), away: esportsTeams.longName } } };
