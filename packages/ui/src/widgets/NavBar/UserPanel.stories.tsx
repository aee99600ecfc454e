import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserPanel } from './UserPanel';

const avatar = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#0d7a3a"/></svg>')}`;
const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  is_sign: day < 3 ? 1 : 0,
  is_today: day === 3 ? 1 : 0,
  lz_num: [10, 10, 20, 20, 30, 30, 50][day - 1]!,
}));

const meta = {
  title: 'Widgets/UserPanel',
  component: UserPanel,
  args: {
    nickname: '演示观众',
    avatar,
    level: 2,
    balance: 10000,
    isAnchor: false,
    signDays: days,
    tasks: [
      { id: 1, task: '观看一场直播', img: avatar, lz_num: 10, is_complete: 1, is_receive: 0 },
      { id: 3, task: 'Tặng một món quà', img: avatar, lz_num: 20, is_complete: 1, is_receive: 1 },
      { id: 4, task: 'Follow a streamer', img: avatar, lz_num: 10, is_complete: 0, is_receive: 0 },
    ],
    signedToday: false,
    onSign: fn(),
    onClaim: fn(),
    onRecharge: fn(),
    links: { personal: '/member?type=19', follows: '/persona', space: '/member?type=18', applyAnchor: '/member?type=7' },
    onNavigate: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSigned: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(签到|Sign in|Điểm danh)$/ }));
    await expect(args.onSign).toHaveBeenCalledTimes(1);
  },
};
/** Spec §4: signed in → the button reads signed in and a click does nothing. */
export const Signed: Story = {
  args: { signedToday: true, signDays: days.map((d) => (d.day === 3 ? { ...d, is_sign: 1 } : d)) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /已签到|Signed in|Đã điểm danh/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSign).not.toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { signDays: undefined, tasks: undefined } };
export const Anchor: Story = { args: { isAnchor: true, nickname: '球场老王 · Người phát trực tiếp có tên rất dài' } };
export const Signing: Story = { args: { signing: true } };
