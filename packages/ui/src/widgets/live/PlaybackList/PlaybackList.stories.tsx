import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { thumb } from '../fixtures';
import { PlaybackList } from './PlaybackList';

// Fixed times (unix seconds, noon UTC) so the screenshots do not move.
const items = [
  { id: 3, title: '英超焦点战 全场解说', thumb: thumb(210), time: 1_795_435_200, duration: 5_430 },
  {
    id: 2,
    title: 'V.League trực tiếp: Hà Nội FC gặp Hoàng Anh Gia Lai, bình luận tiếng Việt cả trận',
    thumb: thumb(120),
    time: 1_795_348_800,
    duration: 2_700,
  },
  { id: 1, title: 'NBA 今日焦点', time: 1_795_262_400, duration: 59 },
];

const meta = {
  title: 'Widgets/Live/PlaybackList',
  component: PlaybackList,
  args: { items, onPlay: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{<Story />}</div>],
} satisfies Meta<typeof PlaybackList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /播放|Play|Phát/ })[0]!);
    await expect(args.onPlay).toHaveBeenCalledWith(items[0]);
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: null } };
export const LoadFailed: Story = { args: { items: null, error: '网络错误，请稍后再试' } };
export const WithMore: Story = { args: { onMore: fn() } };
