import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { walletFixture } from '../fixtures';
import { WalletSummary } from './WalletSummary';

const meta = {
  title: 'Widgets/Wallet/WalletSummary',
  component: WalletSummary,
  args: { wallet: walletFixture, onAction: fn() },
} satisfies Meta<typeof WalletSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gold coins, yellow diamonds and the income wallet, one decimal each. */
export const Default: Story = {};
/** The same size as loaded: the figures are placeholders. */
export const Loading: Story = { args: { wallet: null } };
/** A new account: every wallet empty. */
export const Empty: Story = { args: { wallet: { balance: 0, balances: 0, withdrawal_balance: 0 } } };
export const LoadFailed: Story = { args: { wallet: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
