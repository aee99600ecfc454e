import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ApplicationStatus } from './ApplicationStatus';

const meta = {
  title: 'Widgets/AnchorCentre/ApplicationStatus',
  component: ApplicationStatus,
  args: { state: { status: 0, realName: '张三' }, centreHref: '/member?type=9', onReapply: fn() },
} satisfies Meta<typeof ApplicationStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
/** Approved: a link to the anchor centre. */
export const Approved: Story = {
  args: { state: { status: 1 } },
  play: async () => {
    await expect(await screen.findByRole('link', { name: /主播中心|streamer centre|trung tâm streamer/ })).toHaveAttribute(
      'href',
      '/member?type=9',
    );
  },
};
/** Refused: the operator's reason (text, never HTML) and re-applying. */
export const Rejected: Story = {
  args: { state: { status: 2, reason: '证件照片不清楚 <b>请重拍</b>' } },
  play: async ({ args }) => {
    await expect(await screen.findByText(/证件照片不清楚 <b>请重拍<\/b>/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^(重新申请|Apply again|Đăng ký lại)$/ }));
    await expect(args.onReapply).toHaveBeenCalled();
  },
};
