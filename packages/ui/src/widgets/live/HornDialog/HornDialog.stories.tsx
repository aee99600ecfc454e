import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { HornDialog } from './HornDialog';

// Fixed times (unix seconds) so the screenshots do not move.
const horns = [
  { id: 31, content: '今晚所有直播间红包雨，不见不散！', time: 1_795_000_000, status: 0 as const },
  { id: 30, content: 'Chúc mừng đội nhà vào chung kết!', time: 1_794_990_000, status: 1 as const },
  { id: 29, content: '加我微信 abc12345 送福利', time: 1_794_980_000, status: 2 as const },
];

const meta = {
  title: 'Widgets/Live/HornDialog',
  component: HornDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    quota: { price: 100, noble: false, freeLeft: 0 },
    balance: 1200,
    horns,
    onSend: fn(async () => undefined),
  },
} satisfies Meta<typeof HornDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying user: the price per horn, and their horns in each review state. */
export const Default: Story = {};
/** A noble: free horns left this month (spec §6 / §9: 30). */
export const NobleFree: Story = { args: { quota: { price: 100, noble: true, freeLeft: 29 }, balance: 0 } };
export const Empty: Story = { args: { horns: [] } };
export const Loading: Story = { args: { quota: null, horns: null } };
export const InsufficientBalance: Story = {
  args: { balance: 40 },
  play: async () => {
    await expect(await screen.findByRole('alert')).toBeVisible();
    await expect(screen.getByRole('button', { name: /发送喇叭|Send horn|Gửi loa/ })).toBeDisabled();
  },
};
export const Sending: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox'), '主队加油');
    await userEvent.click(screen.getByRole('button', { name: /发送喇叭|Send horn|Gửi loa/ }));
    await expect(args.onSend).toHaveBeenCalledWith('主队加油');
    await expect(await screen.findByRole('status')).toHaveTextContent(/等待审核|for review|chờ duyệt/i);
  },
};
export const SendRefused: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('content: 最多 100 个字符'))) },
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox'), '刷屏');
    await userEvent.click(screen.getByRole('button', { name: /发送喇叭|Send horn|Gửi loa/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('100');
  },
};
/** Opened from its trigger by keyboard; Escape closes it and focus returns to the trigger. */
export const KeyboardFocusReturns: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const intl = useIntl();
    return (
      <HornDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="soft">{intl.formatMessage({ id: 'ui.live.hornDialog.open' })}</Button>}
      />
    );
  },
  play: async () => {
    const trigger = await screen.findByRole('button', { name: /发喇叭|Send a horn|Gửi loa/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};
