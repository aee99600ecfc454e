import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { esportsTeams, playerStatsFixture } from '../fixtures';
import { PlayerStatTable } from './PlayerStatTable';

const meta = {
  title: 'Widgets/Esports/PlayerStatTable',
  component: PlayerStatTable,
  args: { game: 'lol', home: esportsTeams.t1, away: esportsTeams.blg, players: playerStatsFixture('lol') },
} satisfies Meta<typeof PlayerStatTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LoL: champions, K/D/A, last hits and gold. */
export const Default: Story = {};
export const Dota2: Story = {
  args: { game: 'dota2', home: esportsTeams.spirit, away: esportsTeams.liquid, players: playerStatsFixture('dota2') },
};
/** CS2: K/D/A and ADR with one decimal. */
export const Cs2: Story = {
  args: { game: 'cs2', home: esportsTeams.navi, away: esportsTeams.vitality, players: playerStatsFixture('cs2') },
};
export const Loading: Story = { args: { players: null } };
export const Empty: Story = { args: { players: [] } };
export const LoadFailed: Story = { args: { players: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const LongNames: Story = { args: { away: esportsTeams.longName } };
