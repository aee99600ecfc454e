import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longNameCompetition, teamProfileFixture, teamRef } from '../fixtures';
import { TeamHeader } from './TeamHeader';

const meta = {
  title: 'Widgets/Database/TeamHeader',
  component: TeamHeader,
  args: {
    sport: 'football',
    profile: teamProfileFixture,
    competitionHref: '/base-football?id=82',
    matchHref: (id: number) => `/score-detail?id=${id}&type=0`,
    onNavigate: fn(),
  },
} satisfies Meta<typeof TeamHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, league and season, place and points, record, goals per game, form, the next match. */
export const Default: Story = {};
export const Loading: Story = { args: { profile: null } };
export const LoadFailed: Story = { args: { profile: null, error: '没有这支球队', onRetry: fn() } };
export const LongNames: Story = { args: { profile: { ...teamProfileFixture, team: teamRef(7, true), competition: longNameCompetition } } };
/** A new season: no standing, no form, no next match. */
export const Empty: Story = {
  args: {
    profile: {
      ...teamProfileFixture,
      standing: null,
      form: [],
      next_match: null,
      stats: { ...teamProfileFixture.stats, played: 0, won: 0, drawn: 0, lost: 0, scored_per_game: 0, conceded_per_game: 0 },
    },
  },
};
