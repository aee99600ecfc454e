import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { emojis } from '../fixtures';
import { NewMessageNotice } from './NewMessageNotice';

const meta = {
  title: 'Widgets/Messaging/NewMessageNotice',
  component: NewMessageNotice,
  args: { from: '球场老王', text: '今晚八点开播[微笑]', emojis, onOpen: fn(), onDismiss: fn() },
  decorators: [(Story) => <div style={{ height: 200 }}>{Story()}</div>],
} satisfies Meta<typeof NewMessageNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /查看|Open|Xem/ }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
export const Image: Story = { args: { kind: 'image', text: '' } };
export const LongText: Story = {
  args: {
    from: 'AVeryLongNicknameOfAFootballSupporter',
    text: '<b>不是粗体</b> 这是一条很长很长很长很长很长很长的消息，超出一行的部分会被省略',
  },
};
