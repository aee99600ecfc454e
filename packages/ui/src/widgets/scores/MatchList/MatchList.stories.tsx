import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { basketballMatches, footballMatches } from '../fixtures';
import { MatchList } from './MatchList';

const meta = {
  title: 'Widgets/Scores/MatchList',
  component: MatchList,
  args: {
    sport: 'football',
    matches: footballMatches,
    onToggleCollect: fn(),
    onRetry: fn(),
    collected: new Set([3]),
    detailHref: (id: number) => `/score-detail?id=${id}&type=0`,
    onNavigate: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MatchList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In progress, not started and finished (abnormal matches such as postponed go with the finished). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};
export const Basketball: Story = {
  args: { sport: 'basketball', matches: basketballMatches, detailHref: (id: number) => `/score-detail?id=${id}&type=1` },
};
/** The results view: finished only. */
export const ResultsOnly: Story = { args: { sections: ['finished'] } };
export const Loading: Story = { args: { state: 'loading', matches: [] } };
export const Empty: Story = { args: { matches: [] } };
export const LoadError: Story = {
  name: 'Error',
  args: { state: 'error', errorMessage: 'Network error', matches: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
