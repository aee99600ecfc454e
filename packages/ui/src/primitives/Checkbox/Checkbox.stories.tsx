import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: '记住账号 Remember me', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Toggled: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const States: Story = {
  render: () => (
    <Stack space="small">
      <Checkbox label="已勾选 Checked" defaultChecked />
      <Checkbox label="部分 Mixed" checked="indeterminate" />
      <Checkbox label="禁用 Disabled" disabled />
      <Checkbox label="禁用已勾选 Disabled checked" disabled defaultChecked />
    </Stack>
  ),
};

export const WithDescription: Story = { args: { description: '在这台设备上保持登录 · Stay signed in on this device' } };

export const Invalid: Story = {
  args: { label: '我已阅读并同意分析师守则', required: true, error: '请勾选后提交 · Please tick to continue' },
};

export const LongTextVi: Story = {
  args: { label: 'Tôi đã đọc và đồng ý với điều khoản dịch vụ và chính sách quyền riêng tư của nền tảng phát sóng trực tiếp' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Playground: Story = {};
