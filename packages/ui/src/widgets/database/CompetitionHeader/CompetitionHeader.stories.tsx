import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { competitionsFixture, eplFixture, longNameCompetition, overviewFixture } from '../fixtures';
import { CompetitionHeader } from './CompetitionHeader';

const meta = {
  title: 'Widgets/Database/CompetitionHeader',
  component: CompetitionHeader,
  args: { competition: eplFixture, overview: overviewFixture, onSeasonChange: fn(), onToggleFavourite: fn() },
} satisfies Meta<typeof CompetitionHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, name, country, season (with a picker: there are two), rounds and matches played, goals, teams; starred. */
export const Default: Story = {};
export const Loading: Story = { args: { competition: null, overview: null } };
export const LoadFailed: Story = { args: { competition: null, overview: null, error: '没有这个赛事', onRetry: fn() } };
export const LongNames: Story = { args: { competition: longNameCompetition } };
/** A season not begun: nothing played yet; only one season so no picker; a visitor sees no star. */
export const NotStarted: Story = {
  args: {
    competition: { ...competitionsFixture[1]!, is_favourite: 0 },
    overview: { ...overviewFixture, seasons: undefined, rounds_played: 0, matches_played: 0, scored: 0, current_round: 1 },
    onToggleFavourite: undefined,
  },
};
export const Basketball: Story = { args: { competition: competitionsFixture[4]!, overview: { ...overviewFixture, scored: 3568 } } };
