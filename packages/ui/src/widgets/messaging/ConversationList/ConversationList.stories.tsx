import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { conversationsFixture, emojis, manyConversations, NOW } from '../fixtures';
import { ConversationList } from './ConversationList';

const meta = {
  title: 'Widgets/Messaging/ConversationList',
  component: ConversationList,
  args: { conversations: conversationsFixture, selectedId: 'C2C2', onSelect: fn(), emojis, now: NOW },
  decorators: [(Story) => <div style={{ height: 560, width: 320, display: 'flex', border: '1px solid #ccc' }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread counts (99+ above 99), the service and group tags, relative times, markup shown as text. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: /球场老王/ })).toHaveAttribute('aria-current', 'true');
    await expect(document.querySelector('img[src="x"]')).toBeNull();
  },
};
export const Loading: Story = { args: { conversations: null } };
export const Empty: Story = { args: { conversations: [] } };
export const LoadFailed: Story = { args: { conversations: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
/** A thousand conversations: rows off screen skip layout (content-visibility) and are memoised. */
export const Thousand: Story = { args: { conversations: manyConversations(1000), selectedId: null } };
/** Choosing a conversation by keyboard. */
export const Select: Story = {
  args: { selectedId: null },
  render: function Render(args) {
    const [selected, setSelected] = useState<string | null>(null);
    return (
      <ConversationList
        {...args}
        selectedId={selected}
        onSelect={(id) => {
          args.onSelect(id);
          setSelected(id);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const row = await screen.findByRole('button', { name: /Nguyễn Văn Hùng/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('C2C4');
    await expect(row).toHaveAttribute('aria-current', 'true');
  },
};
