import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { emojis } from '../fixtures';
import { Composer } from './Composer';

const meta = {
  title: 'Widgets/Messaging/Composer',
  component: Composer,
  args: { recipient: '球场老王', emojis, onSend: fn(), onAttach: fn() },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Enter sends; Shift+Enter breaks the line first. */
export const EnterSends: Story = {
  play: async ({ args }) => {
    const box = await screen.findByRole('textbox');
    await userEvent.click(box);
    await userEvent.keyboard('第一行{Shift>}{Enter}{/Shift}第二行{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('第一行\n第二行');
    await expect(box).toHaveValue('');
  },
};
/** The emoji picker by keyboard: open, arrow to the second emoji, Enter inserts it, Escape returns. */
export const EmojiByKeyboard: Story = {
  play: async () => {
    const button = await screen.findByRole('button', { name: /表情|Emoji|Biểu tượng/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('button', { name: '[微笑]' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(screen.getByRole('textbox')).toHaveValue('[666]');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
/** Sending is not possible (blocked, left the group…): the reason is shown and read with the box. */
export const Disabled: Story = { args: { disabledReason: '对方已将你加入黑名单，无法发送消息' } };
export const NoEmojiNoImage: Story = { args: { emojis: [], onAttach: undefined } };
