import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { teamStatsRows } from '../fixtures';
import { StatTable } from './StatTable';

const meta = {
  title: 'Widgets/Database/StatTable',
  component: StatTable,
  args: { sport: 'football', rows: teamStatsRows(), teamHref: (id: number) => `/base-football?team=${id}`, onNavigate: fn() },
} satisfies Meta<typeof StatTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every team's season numbers, per-game figures with one decimal. */
export const Default: Story = {};
export const Loading: Story = { args: { rows: null } };
export const Empty: Story = { args: { rows: [] } };
export const LoadFailed: Story = { args: { rows: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const LongNames: Story = { args: { rows: teamStatsRows(8, true) } };
export const Basketball: Story = {
  args: {
    sport: 'basketball',
    rows: teamStatsRows(4).map((r) => ({
      ...r,
      drawn: 0,
      scored: r.scored * 50,
      conceded: r.conceded * 45,
      scored_per_game: 112.4,
      conceded_per_game: 108.9,
      rebounds_per_game: 44.2,
      assists_per_game: 26.5,
    })),
  },
};
/** Sorting by yellow cards with the keyboard: high to low, then low to high; the header says which. */
export const SortedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader');
    const yellow = headers[10]!;
    within(yellow).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(yellow).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{Enter}');
    await expect(yellow).toHaveAttribute('aria-sort', 'ascending');
  },
};
