import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { type GoalPopupItem, GoalPopupStack } from './GoalPopup';

const goal: GoalPopupItem = {
  key: 'g1',
  kind: 'goal',
  minute: '67',
  home: '阿森纳',
  away: 'Manchester City',
  homeScore: 2,
  awayScore: 1,
  side: 'home',
};
const awayGoal: GoalPopupItem = {
  key: 'g2',
  kind: 'goal',
  minute: '45+2',
  home: 'Hà Nội FC',
  away: 'TP. Hồ Chí Minh',
  homeScore: 0,
  awayScore: 1,
  side: 'away',
};
const correction: GoalPopupItem = {
  key: 'c1',
  kind: 'correction',
  minute: '71',
  home: '北京国安',
  away: '上海海港',
  homeScore: 1,
  awayScore: 1,
  side: 'home',
  previous: { home: 2, away: 1 },
};
const red: GoalPopupItem = {
  key: 'r1',
  kind: 'red',
  minute: '66',
  home: '北京国安',
  away: '上海海港',
  homeScore: 1,
  awayScore: 1,
  side: 'away',
};
const yellow: GoalPopupItem = {
  key: 'y1',
  kind: 'yellow',
  minute: '23',
  home: 'Arsenal',
  away: 'Chelsea',
  homeScore: 0,
  awayScore: 0,
  side: 'home',
};

const meta = {
  title: 'Widgets/Scores/GoalPopup',
  component: GoalPopupStack,
  // Stories keep their alerts: auto-close is covered by the unit tests.
  args: { items: [goal], onClose: fn(), autoCloseMs: 0 },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoalPopupStack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A home goal: the scoring side marked. Its close button closes it. */
export const HomeGoal: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /阿森纳/ }));
    await expect(args.onClose).toHaveBeenCalledWith('g1');
  },
};
export const AwayGoal: Story = { args: { items: [awayGoal] } };
/** A score that went down: shown as a correction with the score it was. */
export const Correction: Story = { args: { items: [correction] } };
export const RedCard: Story = { args: { items: [red] } };
export const YellowCard: Story = { args: { items: [yellow] } };
/** Several at once stack at the top, newest first; a phone (≤ 500 px) shows only the newest. */
export const Stack: Story = {
  tags: ['variants'],
  args: { items: [yellow, correction, awayGoal, goal] },
  play: async () => {
    const popups = await screen.findAllByTestId('goal-popup');
    await expect(popups).toHaveLength(4);
    await expect(popups[0]).toHaveAttribute('data-kind', 'goal');
    const visible = popups.filter((p) => p.checkVisibility());
    await expect(visible).toHaveLength(window.innerWidth <= 500 ? 1 : 4);
    await expect(visible[0]).toBe(popups[0]);
  },
};
