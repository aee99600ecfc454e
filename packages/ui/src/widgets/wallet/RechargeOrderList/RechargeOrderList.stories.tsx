import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ordersFixture } from '../fixtures';
import { RechargeOrderList } from './RechargeOrderList';

const meta = {
  title: 'Widgets/Wallet/RechargeOrderList',
  component: RechargeOrderList,
  args: { orders: ordersFixture },
} satisfies Meta<typeof RechargeOrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, waiting for payment, and closed unpaid. */
export const Default: Story = {};
export const Loading: Story = { args: { orders: null } };
export const Empty: Story = { args: { orders: [] } };
export const LoadFailed: Story = { args: { orders: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };
