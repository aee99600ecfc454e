import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { QrLoginConfirm } from './QrLoginConfirm';

// A fixed time (unix seconds) so the screenshots do not move; 203.0.113.* is a documentation range.
const request = {
  device: 'desktop' as const,
  os: 'Windows 10',
  browser: 'Chrome 120',
  place: 'public' as const,
  ip: '203.0.113.*',
  requestedAt: 1_795_000_000,
};

const meta = {
  title: 'Widgets/QrLoginConfirm',
  component: QrLoginConfirm,
  args: { state: 'request', request, choices: [37, 82, 15], account: '球迷小王', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof QrLoginConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who asks (device, browser, masked address, time) and the three numbers, one of them on the computer. */
export const Request: Story = {};
/** A computer on the same network: the place reads "local network". */
export const LocalNetwork: Story = {
  args: { request: { ...request, device: 'desktop', os: 'macOS Sonoma', browser: 'Safari 17', place: 'local', ip: '192.168.1.*' } },
};
export const Loading: Story = { args: { state: 'loading', request: undefined, choices: undefined } };
/** Confirming without a number: the group says why and focus goes to the first number. */
export const NumberMissing: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /确认登录|Log in|Xác nhận đăng nhập/ }));
    await expect(await screen.findByRole('alert')).toBeVisible();
    await expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
/** Picking the number by keyboard and confirming sends it. */
export const PickAndConfirm: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: '82' }));
    await userEvent.click(screen.getByRole('button', { name: /确认登录|Log in|Xác nhận đăng nhập/ }));
    await expect(args.onConfirm).toHaveBeenCalledWith(82);
  },
};
export const Confirming: Story = { args: { state: 'confirming' } };
export const Confirmed: Story = { args: { state: 'confirmed' } };
export const Cancelled: Story = { args: { state: 'cancelled' } };
export const WrongNumber: Story = { args: { state: 'wrongNumber' } };
export const Expired: Story = { args: { state: 'expired' } };
export const ErrorState: Story = { args: { state: 'error', message: '网络连接失败' } };
