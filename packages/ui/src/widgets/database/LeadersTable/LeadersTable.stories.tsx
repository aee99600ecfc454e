import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { leaderRows } from '../fixtures';
import { type LeaderKind, LeadersTable } from './LeadersTable';

const meta = {
  title: 'Widgets/Database/LeadersTable',
  component: LeadersTable,
  args: {
    sport: 'football',
    kind: 'goals',
    onKindChange: fn(),
    rows: leaderRows(10),
    playerHref: (id: number) => `/base-football?player=${id}`,
    teamHref: (id: number) => `/base-football?team=${id}`,
    onNavigate: fn(),
  },
  render: function Render(args) {
    const [kind, setKind] = useState<LeaderKind>(args.kind);
    return (
      <LeadersTable
        {...args}
        kind={kind}
        onKindChange={(k) => {
          args.onKindChange(k);
          setKind(k);
        }}
      />
    );
  },
} satisfies Meta<typeof LeadersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Top scorers: equal totals share a rank; players and teams link to their pages. */
export const Default: Story = {};
export const Loading: Story = { args: { rows: null } };
export const Empty: Story = { args: { rows: [] } };
export const LoadFailed: Story = { args: { rows: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const LongNames: Story = { args: { rows: leaderRows(10, false, true) } };
/** Basketball: points per game with one decimal in the reader's format, the totals beside. */
export const Basketball: Story = { args: { sport: 'basketball', kind: 'points', rows: leaderRows(10, true) } };
