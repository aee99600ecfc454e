import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { NOW, noticesFixture } from '../fixtures';
import { NoticeList } from './NoticeList';

const meta = {
  title: 'Widgets/Messaging/NoticeList',
  component: NoticeList,
  args: { notices: noticesFixture, onRead: fn(), onReadAll: fn(), now: NOW },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread notices marked (dot and a hidden word), read ones plain; opening an unread one reads it. */
export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /喇叭审核通过/ }));
    await expect(args.onRead).toHaveBeenCalledWith(4);
  },
};
export const AllRead: Story = { args: { notices: noticesFixture.map((n) => ({ ...n, read: true })) } };
export const Loading: Story = { args: { notices: null } };
export const Empty: Story = { args: { notices: [] } };
export const LoadFailed: Story = { args: { notices: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };
