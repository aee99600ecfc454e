import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  basketballFinished,
  basketballLive,
  basketballOvertime,
  basketballUpcoming,
  footballFinished,
  footballHalfTime,
  footballLive,
  footballLongNames,
  footballPostponed,
  footballSuspended,
  footballUpcoming,
} from '../fixtures';
import { BasketballMatchRow, FootballMatchRow } from '../MatchRow/MatchRow';

const allOn = { cards: true, halfTime: true, odds: true, corners: true };

const meta = {
  title: 'Widgets/Scores/MatchRow',
  component: FootballMatchRow,
  args: { match: footballLive, collected: false, onToggleCollect: fn(), detailHref: '/score-detail?id=1&type=0', onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FootballMatchRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In play: the minute, cards, half-time score. */
export const FootballLive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const star = canvas.getByRole('button', { pressed: false });
    await userEvent.click(star);
    await expect(args.onToggleCollect).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getAllByRole('link')[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/score-detail?id=1&type=0');
  },
};
export const FootballHalfTime: Story = { args: { match: footballHalfTime } };
export const FootballNotStarted: Story = { args: { match: footballUpcoming } };
export const FootballFinished: Story = { args: { match: footballFinished } };
export const FootballPostponed: Story = { args: { match: footballPostponed } };
/** Every display setting on: corners and the odds cells (asia, eu, bs). */
export const WithOdds: Story = { args: { display: allOn } };
/** Suspended markets read 封 (WIRE.md sealing_disk 1). */
export const SuspendedOdds: Story = { args: { match: footballSuspended, display: allOn } };
export const Collected: Story = { args: { collected: true } };
export const LongNames: Story = { args: { match: footballLongNames }, tags: ['variants'] };
export const NoCards: Story = { args: { display: { cards: false, halfTime: false, odds: false, corners: false } } };

export const BasketballLive: StoryObj<typeof BasketballMatchRow> = {
  render: (args) => <BasketballMatchRow {...args} />,
  args: { match: basketballLive, onToggleCollect: fn(), display: allOn },
  tags: ['variants'],
};
export const BasketballOvertime: StoryObj<typeof BasketballMatchRow> = {
  render: (args) => <BasketballMatchRow {...args} />,
  args: { match: basketballOvertime },
};
export const BasketballNotStarted: StoryObj<typeof BasketballMatchRow> = {
  render: (args) => <BasketballMatchRow {...args} />,
  args: { match: basketballUpcoming },
};
export const BasketballFinished: StoryObj<typeof BasketballMatchRow> = {
  render: (args) => <BasketballMatchRow {...args} />,
  args: { match: basketballFinished },
};
