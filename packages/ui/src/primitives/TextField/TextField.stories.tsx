import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeField, PasswordField, TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: '手机号 Mobile', placeholder: '13800138000', maxLength: 11, inputMode: 'tel', prefix: '+86' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescriptionAndCount: Story = {
  args: {
    label: '直播公告 Announcement',
    prefix: undefined,
    maxLength: 50,
    showCount: true,
    description: '不超过 50 个字 · Tối đa 50 ký tự',
    defaultValue: '欢迎来到直播间',
  },
};

export const Invalid: Story = {
  args: { error: '请填写必填项 Please fill in the required field', isRequired: true },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '13800000001' } };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /手机号/ });
    await userEvent.type(input, '138001380001234');
    // spec §5: the mobile number is at most 11 digits.
    await expect(input).toHaveValue('13800138000');
  },
};

export const Password: StoryObj<typeof PasswordField> = {
  render: () => <PasswordField label="密码 Password" defaultValue="arena123" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/密码/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { pressed: false }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const CodeCountdown: StoryObj<typeof CodeField> = {
  // The seconds left depend on when the screenshot is taken: behaviour is checked, appearance is not.
  tags: ['no-visual'],
  render: () => <CodeField label="验证码 Code" onSend={fn(async () => true)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button');
    await userEvent.click(send);
    // The countdown is running and the button stays disabled until it reaches zero.
    await expect(send).toBeDisabled();
    await expect(send.textContent).toMatch(/\d+/);
  },
};

export const CodeNotSent: StoryObj<typeof CodeField> = {
  render: () => <CodeField label="验证码 Code" error="请先填写手机号 Fill in the mobile number first" onSend={fn(async () => false)} />,
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button');
    await userEvent.click(send);
    await expect(send).toBeEnabled();
  },
};

export const Playground: Story = {};
