import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { avatar, rankFixture } from '../fixtures';
import { HornBanner } from '../HornBanner/HornBanner';
import { RankPanel } from '../RankPanel/RankPanel';
import { RoomHeader } from './RoomHeader';

const meta = {
  title: 'Widgets/Live/RoomHeader',
  component: RoomHeader,
  args: {
    title: '英超焦点战 全场解说',
    streamer: { name: '球场老王', avatar: avatar('#3a86ff') },
    heat: 128400,
    following: false,
    onFollow: fn(),
    onShare: fn(),
    onGuard: fn(),
    onReserve: fn(),
    mobileUrl: 'http://127.0.0.1:8080/live?uid=2',
    announcement: '欢迎来到直播间，每晚八点英超解说，点关注不迷路',
    reserve: { label: '阿森纳 - 切尔西', reserved: false },
  },
} satisfies Meta<typeof RoomHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Following: Story = { args: { following: true, reserve: { label: '阿森纳 - 切尔西', reserved: true } } };
export const LongAnnouncementClipped: Story = {
  args: {
    title: 'V.League trực tiếp: Hà Nội FC gặp Hoàng Anh Gia Lai, bình luận tiếng Việt cả trận',
    announcement: 'Chào mừng các bạn đến với phòng trực tiếp! Thông báo này dài hơn năm mươi ký tự nên bị cắt bớt phần cuối.',
    reserve: null,
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Chào mừng/).textContent ?? '';
    // Spec §5: at most 50 characters of announcement (after the label).
    await expect([...text.split(': ').slice(1).join(': ')].length).toBeLessThanOrEqual(50);
  },
};

export const Ranks: Story = {
  render: () => (
    <div style={{ maxWidth: 340 }}>
      <RankPanel daily={rankFixture} weekly={[...rankFixture].reverse()} />
    </div>
  ),
};
export const RanksEmpty: Story = { render: () => <RankPanel daily={[]} weekly={[]} /> };
export const RanksLoading: Story = { render: () => <RankPanel daily={null} weekly={null} /> };
export const Horn: Story = {
  render: () => <HornBanner horn={{ nick: '贵族·阿强', content: '今晚所有直播间红包雨，不见不散！' }} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('红包雨');
  },
};
/** Reserve the streamer's announced match by keyboard (spec §4: reserved or reservable). */
export const ReserveByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /预约|Reserve|Đặt lịch/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReserve).toHaveBeenCalled();
  },
};
