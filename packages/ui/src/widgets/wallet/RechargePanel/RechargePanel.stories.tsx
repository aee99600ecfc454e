import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { anyOf, packagesFixture, providerFixture } from '../fixtures';
import { RechargePanel } from './RechargePanel';

const PAY = anyOf('去支付', 'Pay', 'Thanh toán');

const meta = {
  title: 'Widgets/Wallet/RechargePanel',
  component: RechargePanel,
  args: {
    packages: packagesFixture,
    provider: providerFixture,
    onPay: fn(async (_id: number, _payType: string): Promise<void> => undefined),
  },
} satisfies Meta<typeof RechargePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Packages with their bonus and price; Alipay or WeChat Pay. */
export const Default: Story = {};
export const Loading: Story = { args: { packages: null, provider: null } };
export const Empty: Story = { args: { packages: [] } };
/** No payment provider configured: recharge is not available here. */
export const Unavailable: Story = { args: { provider: { available: false, payTypes: [] } } };
export const LoadFailed: Story = { args: { packages: null, provider: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
/** Pay without a package: the packages are marked and the first takes focus. */
export const NoPackageChosen: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: PAY }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(/充值套餐|recharge package|gói nạp/);
    await expect(args.onPay).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
  },
};
/** The order is being created: the button waits. */
export const Submitting: Story = {
  args: { onPay: fn((_id: number, _payType: string) => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    await userEvent.click(screen.getAllByRole('radio')[2]!);
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(args.onPay).toHaveBeenCalledWith(3, 'alipay');
    await waitFor(() => expect(document.querySelector('button[aria-busy="true"]')).not.toBeNull());
  },
};
/** The server refused (code 1): its message shows. */
export const PayRefused: Story = {
  args: { onPay: fn(async (_id: number, _payType: string): Promise<void> => Promise.reject(new Error('充值暂不可用，请稍后再试'))) },
  play: async () => {
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('充值暂不可用');
  },
};
