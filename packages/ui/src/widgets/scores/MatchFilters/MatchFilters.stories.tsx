import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { MatchFilters } from './MatchFilters';

const competitions = [
  { id: 82, name: '英超', count: 5 },
  { id: 108, name: 'Serie A', count: 4 },
  { id: 129, name: 'V.League 1', count: 6 },
  { id: 542, name: '中超', count: 5 },
];
const countries = [
  { id: 1, name: 'England', count: 5 },
  { id: 2, name: 'Việt Nam', count: 6 },
  { id: 5, name: '中国', count: 5 },
];

const meta = {
  title: 'Widgets/Scores/MatchFilters',
  component: MatchFilters,
  args: { competitions, countries, value: null, onChange: fn() },
} satisfies Meta<typeof MatchFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Active: Story = { args: { value: { mode: 'competition', ids: [82, 542] } } };

/** Untick one league, invert (only that league is left), apply. */
export const InvertAndApply: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const boxes = await screen.findAllByRole('checkbox');
    await expect(boxes).toHaveLength(4);
    await userEvent.click(boxes[0]!);
    await userEvent.click(screen.getByRole('button', { name: /反选|Invert|Đảo chọn/ }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')[0]).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: /确定|Apply|Áp dụng/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ mode: 'competition', ids: [82] });
  },
};

/** By country: select all means no filter. */
export const ByCountry: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('tab', { name: /按国家|By country|Theo quốc gia/ }));
    await userEvent.click(screen.getByRole('button', { name: /全选|Select all|Chọn tất cả/ }));
    await userEvent.click(screen.getByRole('button', { name: /确定|Apply|Áp dụng/ }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};
