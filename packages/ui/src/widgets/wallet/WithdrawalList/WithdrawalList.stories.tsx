import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withdrawalsFixture } from '../fixtures';
import { WithdrawalList } from './WithdrawalList';

const meta = {
  title: 'Widgets/Wallet/WithdrawalList',
  component: WithdrawalList,
  args: { items: withdrawalsFixture },
} satisfies Meta<typeof WithdrawalList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting, rejected with its reason (text, never HTML) and paid. */
export const Default: Story = {};
export const Loading: Story = { args: { items: null } };
export const Empty: Story = { args: { items: [] } };
export const LoadFailed: Story = { args: { items: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true, onLoadMore: fn() } };
