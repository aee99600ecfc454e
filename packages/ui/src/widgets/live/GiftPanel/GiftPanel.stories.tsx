import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backpackFixture, giftsFixture } from '../fixtures';
import { GiftEffect, GiftPanel } from './GiftPanel';

const meta = {
  title: 'Widgets/Live/GiftPanel',
  component: GiftPanel,
  args: {
    gifts: giftsFixture,
    backpack: backpackFixture,
    balance: 1500,
    onSend: fn(async () => undefined),
    onLogin: fn(),
    onRecharge: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{<Story />}</div>],
} satisfies Meta<typeof GiftPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /点赞/ }));
    await userEvent.click(canvas.getByRole('button', { name: /赠送|^Send$|Tặng/ }));
    await expect(args.onSend).toHaveBeenCalledWith({ giftId: 1, num: 1, fromBackpack: false });
  },
};
export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /火箭/ }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /赠送|^Send$|Tặng/ })).toBeDisabled();
  },
};
export const Backpack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /背包|Backpack|Túi/ }));
    await expect(canvas.getByRole('button', { name: /荧光棒/ })).toBeVisible();
  },
};
export const EmptyBackpack: Story = {
  args: { backpack: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: /背包|Backpack|Túi/ }));
  },
};
export const LoggedOut: Story = { args: { balance: null } };
export const Loading: Story = { args: { gifts: [], loading: true } };
export const Combo: Story = { args: { combo: 23 } };
export const SendFailed: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('The anchor is not allowed to give himself gifts'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /足球/ }));
    await userEvent.click(canvas.getByRole('button', { name: /赠送|^Send$|Tặng/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The anchor is not allowed');
  },
};
export const FullScreenEffect: Story = {
  render: () => (
    <div style={{ position: 'relative', width: 640, height: 360, background: '#16324f' }}>
      <GiftEffect effect={{ key: 'e1', nick: '铁杆球迷阿强', name: '跑车', icon: giftsFixture[4]!.icon, num: 1, seconds: 3600 }} />
    </div>
  ),
  parameters: { chromatic: { pauseAnimationAtEnd: false } },
};
