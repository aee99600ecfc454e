import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Composer } from '../Composer/Composer';
import { emojis, failedMessage, historyFixture, messagesFixture, NOW } from '../fixtures';
import { MessagePane } from './MessagePane';

const meta = {
  title: 'Widgets/Messaging/MessagePane',
  component: MessagePane,
  args: {
    title: '球场老王',
    messages: messagesFixture,
    emojis,
    origin: 'https://arena.example',
    now: NOW,
    onRetry: fn(),
    onLoadMore: fn(),
  },
  decorators: [(Story) => <div style={{ height: 560, display: 'flex', border: '1px solid #ccc' }}>{Story()}</div>],
} satisfies Meta<typeof MessagePane>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Time separators after 120 s of silence, own messages on the right with read / delivered / sending,
 * emoji as 20×20 images, an image, a link to our own origin and a foreign address left as text.
 */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'https://arena.example/live?uid=2' })).toBeInTheDocument();
    await expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    await expect(screen.getByText(/^(已读|Read|Đã xem)$/)).toBeInTheDocument();
    // The text laid out again (a late web font, a narrower pane) keeps the reader at the newest message.
    const scroller = screen.getAllByTestId('message')[0]?.closest('section') as HTMLElement;
    const atBottom = () => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 2;
    await waitFor(() => expect(atBottom()).toBe(true));
    const frame = scroller.closest('[style*="height: 560"]') as HTMLElement;
    frame.style.width = '320px';
    await waitFor(() => expect(atBottom()).toBe(true));
    frame.style.width = '';
    await waitFor(() => expect(atBottom()).toBe(true));
  },
};
export const Loading: Story = { args: { messages: null } };
export const Empty: Story = { args: { messages: [] } };
export const LoadFailed: Story = { args: { messages: null, error: '网络不可用，请稍后重试', onReload: fn() } };
/** A send refused by the send limit: its reason and a retry. */
export const Failed: Story = {
  args: { messages: [...messagesFixture, failedMessage] },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /重试|Retry|Thử lại/ }));
    await expect(args.onRetry).toHaveBeenCalledWith('m8');
  },
};
/** A group: the sender's nick above others' messages. */
export const Group: Story = { args: { title: '英超夜猫子', showNicks: true } };
export const WithComposer: Story = {
  args: { composer: <Composer recipient="球场老王" emojis={emojis} onSend={fn()} onAttach={fn()} /> },
};
/** Earlier pages: scrolling to the top loads 15 more and the message on screen stays in place. */
export const Paging: Story = {
  args: { messages: historyFixture(15, 85), hasMore: true },
  render: function Render(args) {
    const [messages, setMessages] = useState(args.messages ?? []);
    const [loading, setLoading] = useState(false);
    // One page on its way at a time: a scroll and the pane's own "fill the view" load can ask in the
    // same frame, before `loading` re-renders.
    const inFlight = useRef(false);
    const from = 100 - messages.length;
    return (
      <MessagePane
        {...args}
        messages={messages}
        hasMore={from > 0}
        loadingMore={loading}
        onLoadMore={() => {
          if (inFlight.current) return;
          inFlight.current = true;
          setLoading(true);
          setTimeout(() => {
            setMessages((m) => {
              const first = 100 - m.length;
              return [...historyFixture(Math.min(15, first), Math.max(0, first - 15)), ...m];
            });
            inFlight.current = false;
            setLoading(false);
          }, 50);
        }}
      />
    );
  },
  play: async () => {
    const log = await screen.findByRole('region', { name: /消息记录|Messages with|Tin nhắn với/ });
    const anchor = await screen.findByText('第 86 条消息');
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getByText('第 71 条消息')).toBeInTheDocument());
    // The message that was at the top is still in view, not jumped away.
    const box = anchor.getBoundingClientRect();
    const view = log.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(view.top - 1);
    await expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
  },
};
