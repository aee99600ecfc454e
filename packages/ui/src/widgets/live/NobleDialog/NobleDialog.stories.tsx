import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { NobleDialog } from './NobleDialog';

const tiers = [
  { id: 1, name: '子爵', coin: 3000, days: 30, color: '#6b8e23' },
  { id: 2, name: '伯爵', coin: 8000, days: 30, color: '#4169e1' },
  { id: 3, name: '公爵', coin: 30000, days: 30, color: '#8b008b' },
];
// 2026-12-23 in UTC noon, so the date reads the same in every time zone the baselines meet.
const UNTIL = 1_798_027_200;

const meta = {
  title: 'Widgets/Live/NobleDialog',
  component: NobleDialog,
  args: { open: true, onOpenChange: fn(), tiers, balance: 10000, onBuy: fn(async () => UNTIL) },
} satisfies Meta<typeof NobleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlreadyNoble: Story = { args: { noble: true } };
export const Loading: Story = { args: { tiers: null } };
export const Buying: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /伯爵|Earl|Bá tước/ }));
    await userEvent.click(screen.getByRole('button', { name: /^(开通|Buy|Mua)$/ }));
    await expect(args.onBuy).toHaveBeenCalledWith(2);
    await expect(await screen.findByRole('status')).toBeVisible();
  },
};
export const InsufficientBalance: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /公爵/ }));
    await expect(screen.getByRole('alert')).toBeVisible();
    await expect(screen.getByRole('button', { name: /^(开通|Buy|Mua)$/ })).toBeDisabled();
  },
};
export const BuyRefused: Story = {
  args: { onBuy: fn(async () => Promise.reject(new Error('余额不足：需要 3000.0 金币，当前 10.0'))) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^(开通|Buy|Mua)$/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('3000');
  },
};
/** Opened from its trigger by keyboard; Escape closes it and focus returns to the trigger. */
export const KeyboardFocusReturns: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const intl = useIntl();
    return (
      <NobleDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="soft">{intl.formatMessage({ id: 'ui.live.noble.open' })}</Button>}
      />
    );
  },
  play: async () => {
    const trigger = await screen.findByRole('button', { name: /开通贵族|Become a noble|Trở thành quý tộc/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};
