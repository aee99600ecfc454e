import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import type { ChatMessageView } from '../../messaging/types';
import { kefuConversations, kefuMessages, NOW } from '../fixtures';
import { KefuDesk } from './KefuDesk';

const meta = {
  title: 'Widgets/Operator/KefuDesk',
  component: KefuDesk,
  args: {
    conversations: kefuConversations,
    selectedId: 'C2C1042',
    onSelect: fn(),
    onRefresh: fn(),
    onReply: fn(),
    now: NOW,
    thread: { title: '球场老王', messages: kefuMessages },
  },
  decorators: [(Story) => <div style={{ height: 560, display: 'flex', flexDirection: 'column' }}>{Story()}</div>],
} satisfies Meta<typeof KefuDesk>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation open: the user's messages on the left, the service's answers on the right; markup stays text. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByText('<script>alert(1)</script> 麻烦快点', { exact: false })).toBeVisible();
    await expect(document.querySelector('[role="log"] script, main script')).toBeNull();
  },
};
/** Nothing chosen yet. */
export const NoneChosen: Story = { args: { selectedId: null, thread: null } };
export const Loading: Story = { args: { conversations: null, selectedId: null, thread: null } };
export const Empty: Story = { args: { conversations: [], selectedId: null, thread: null } };
export const LoadFailed: Story = {
  args: { conversations: null, error: '网络不可用，请稍后重试', onRetry: fn(), selectedId: null, thread: null },
};
export const ThreadLoading: Story = { args: { thread: { title: '球场老王', messages: null } } };
export const ThreadFailed: Story = {
  args: { thread: { title: '球场老王', messages: null, error: '网络不可用，请稍后重试', onReload: fn() } },
};
/** Replying by keyboard: the answer is handed over and appears on the right. */
export const Reply: Story = {
  render: function Render(args) {
    const [messages, setMessages] = useState<ChatMessageView[]>(kefuMessages);
    return (
      <KefuDesk
        {...args}
        thread={{ title: '球场老王', messages }}
        onReply={(text) => {
          args.onReply(text);
          setMessages((m) => [
            ...m,
            { id: `r${m.length}`, fromMe: true, nick: 'Arena 客服', time: Math.floor(NOW / 1000), kind: 'text', text, state: 'sent' },
          ]);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const box = await screen.findByRole('textbox');
    await userEvent.click(box);
    await userEvent.keyboard('明天上午到账{Enter}');
    await expect(args.onReply).toHaveBeenCalledWith('明天上午到账');
    await expect(await screen.findByText('明天上午到账')).toBeVisible();
  },
};
