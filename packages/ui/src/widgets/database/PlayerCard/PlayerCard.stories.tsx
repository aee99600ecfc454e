import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { basketballPlayerFixture, playerProfileFixture, squadFixture } from '../fixtures';
import { PlayerCard } from './PlayerCard';

const meta = {
  title: 'Widgets/Database/PlayerCard',
  component: PlayerCard,
  args: { sport: 'football', profile: playerProfileFixture, teamHref: '/base-football?team=8201', onNavigate: fn() },
} satisfies Meta<typeof PlayerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Profile and the season in the team's league. */
export const Default: Story = {};
export const Loading: Story = { args: { profile: null } };
export const LoadFailed: Story = { args: { profile: null, error: '没有这名球员', onRetry: fn() } };
export const LongNames: Story = { args: { profile: { ...playerProfileFixture, player: squadFixture[9]! } } };
/** Not played yet this season. */
export const Empty: Story = {
  args: {
    profile: {
      ...playerProfileFixture,
      season: null,
      stats: { games: 0, starts: 0, minutes: 0, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0 },
    },
  },
};
/** Basketball: per-game figures with one decimal. */
export const Basketball: Story = { args: { sport: 'basketball', profile: basketballPlayerFixture, teamHref: '/base-basketball?team=100' } };
