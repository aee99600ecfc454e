import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { RedEnvelopeDialog } from '../RedEnvelopeDialog/RedEnvelopeDialog';
import { GuardDialog } from './GuardDialog';

const tiers = [
  { id: 1, name: '青铜守护', coin: 1000, color: '#8a5a2b' },
  { id: 2, name: '白银守护', coin: 5000, color: '#5c5f66' },
  { id: 3, name: '黄金守护', coin: 20000, color: '#8a6d0b' },
];

const meta = {
  title: 'Widgets/Live/GuardDialog',
  component: GuardDialog,
  args: { open: true, onOpenChange: fn(), streamer: '球场老王', tiers, balance: 6000, onBuy: fn(async () => undefined) },
} satisfies Meta<typeof GuardDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /白银守护/ }));
    await userEvent.click(screen.getByRole('button', { name: /开通|^Buy$|Mua/ }));
    await expect(args.onBuy).toHaveBeenCalledWith(2);
    await expect(await screen.findByRole('status')).toBeVisible();
  },
};
export const InsufficientBalance: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /黄金守护/ }));
    await expect(screen.getByRole('alert')).toBeVisible();
  },
};

export const RedEnvelopeArrived: Story = {
  render: () => (
    <RedEnvelopeDialog
      open
      onOpenChange={fn()}
      envelope={{ id: 1, nick: '铁杆球迷阿强', title: '恭喜发财，大吉大利' }}
      balance={100}
      onReceive={fn(async () => undefined)}
    />
  ),
};
export const RedEnvelopeReceived: Story = {
  render: () => (
    <RedEnvelopeDialog
      open
      onOpenChange={fn()}
      envelope={{ id: 1, nick: '铁杆球迷阿强', title: '恭喜发财' }}
      received={{ amount: 37 }}
      balance={100}
    />
  ),
};
export const RedEnvelopeEmpty: Story = {
  render: () => (
    <RedEnvelopeDialog
      open
      onOpenChange={fn()}
      envelope={{ id: 1, nick: '铁杆球迷阿强', title: '恭喜发财' }}
      received={{ amount: 0 }}
      balance={100}
    />
  ),
};
export const SendRedEnvelope: Story = {
  render: () => <RedEnvelopeDialog open onOpenChange={fn()} envelope={null} balance={500} onSend={fn(async () => undefined)} />,
};
