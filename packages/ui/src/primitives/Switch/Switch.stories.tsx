import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: '弹幕 Danmaku', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Toggled: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <Stack space="small">
      <Switch label="开 On" defaultChecked />
      <Switch label="禁用 Disabled" disabled />
      <Switch label="禁用开 Disabled on" disabled defaultChecked />
    </Stack>
  ),
};

export const LongTextVi: Story = {
  args: { label: 'Ghi nhớ tài khoản', description: 'Tự động điền số điện thoại của bạn vào lần đăng nhập tiếp theo trên thiết bị này' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Playground: Story = {};
