import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { basketballRoundFixture, footballRound, roundsFixture } from '../fixtures';
import { FixtureList } from './FixtureList';

const meta = {
  title: 'Widgets/Database/FixtureList',
  component: FixtureList,
  args: {
    sport: 'football',
    caption: '第 5 轮 · Round 5',
    matches: footballRound(5),
    rounds: roundsFixture,
    round: 5,
    onRoundChange: fn(),
    detailHref: (id: number) => `/score-detail?id=${id}&type=0`,
    teamHref: (id: number) => `/base-football?team=${id}`,
    onNavigate: fn(),
  },
  render: function Render(args) {
    const [round, setRound] = useState(args.round ?? 5);
    return (
      <FixtureList
        {...args}
        round={round}
        matches={
          args.matches && args.rounds ? footballRound(round, 8, round < 5 ? 4 : round === 5 ? 2 : 0, round === 5 ? 1 : 0) : args.matches
        }
        onRoundChange={(r) => {
          args.onRoundChange?.(r);
          setRound(r);
        }}
      />
    );
  },
} satisfies Meta<typeof FixtureList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Round 5: two results, one match live (its minute in colour), one to come; the picker with previous / next. */
export const Default: Story = {};
export const Loading: Story = { args: { matches: null } };
export const Empty: Story = { args: { matches: [], rounds: undefined } };
export const LoadFailed: Story = { args: { matches: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const LongNames: Story = { args: { matches: footballRound(5, 8, 2, 1, true), rounds: undefined } };
/** A team's results, paged; its own side in bold. */
export const TeamPages: Story = {
  args: { rounds: undefined, matches: footballRound(3, 8, 4, 0), teamId: 8204, page: 2, pageCount: 5, onPageChange: fn() },
};
export const Basketball: Story = {
  args: { sport: 'basketball', caption: 'NBA', matches: basketballRoundFixture, rounds: undefined },
};
/** The next round by keyboard. */
export const NextRound: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: /下一轮|Next round|Vòng sau/ });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRoundChange).toHaveBeenCalledWith(6);
  },
};
