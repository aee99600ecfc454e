import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { securityInfoFixture } from '../fixtures';
import { PaymentPasswordForm } from './PaymentPasswordForm';

const SET = /^(设置支付密码|Set payment password|Đặt mật khẩu thanh toán)$/;
const CHANGE = /^(修改支付密码|Change payment password|Đổi mật khẩu thanh toán)$/;
const RESET = /^(重置支付密码|Reset payment password|Đặt lại mật khẩu thanh toán)$/;
const OLD = /^(原支付密码|Old payment password|Mật khẩu thanh toán cũ)$/;
const CODE = /^(验证码|Verification code|Mã xác minh)$/;
const NEW = /^(支付密码|新支付密码|Payment password|New payment password|Mật khẩu thanh toán|Mật khẩu thanh toán mới)$/;
const CONFIRM = /^(确认支付密码|Confirm the payment password|Nhập lại mật khẩu thanh toán)$/;

const input = (name: RegExp) => screen.findByLabelText(name, { selector: 'input' });
const press = async (name: RegExp) => userEvent.click(await screen.findByRole('button', { name }));
async function fill(name: RegExp, value: string) {
  const field = await input(name);
  await userEvent.click(field);
  await userEvent.paste(value);
  return field;
}

const meta = {
  title: 'Widgets/Member/PaymentPasswordForm',
  component: PaymentPasswordForm,
  args: {
    hasPaymentPassword: false,
    mobile: securityInfoFixture.mobile,
    onSendCode: fn(async () => true),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof PaymentPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** None set yet: the first one, entered twice. */
export const SetFirst: Story = {};
export const Loading: Story = { args: { hasPaymentPassword: null } };
/** One is set: changed with the old one (the default way) … */
export const Change: Story = { args: { hasPaymentPassword: true } };
/** … or, forgotten, reset with an SMS code to the own number. */
export const ResetBySms: Story = { args: { hasPaymentPassword: true, defaultMode: 'reset' } };
/** Sent empty: the payment password is asked for at its field. */
export const Required: Story = {
  play: async ({ args }) => {
    await press(SET);
    const field = await input(NEW);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/请输入支付密码|enter a payment password|nhập mật khẩu thanh toán/);
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** Spec §5: at least 6 digits (digits only). */
export const NotDigits: Story = {
  play: async () => {
    await fill(NEW, '12345a');
    await fill(CONFIRM, '12345a');
    await press(SET);
    await expect(await input(NEW)).toHaveAccessibleDescription(/支付密码为 6–16|must be 6–16|phải gồm 6–16/);
  },
};
/** Spec §5: both entries must match. */
export const ConfirmMismatch: Story = {
  play: async () => {
    await fill(NEW, '246810');
    await fill(CONFIRM, '246811');
    await press(SET);
    await expect(await input(CONFIRM)).toHaveAccessibleDescription(/不一致|do not match|không khớp/);
  },
};
export const OldRequired: Story = {
  args: { hasPaymentPassword: true },
  play: async () => {
    await fill(NEW, '135790');
    await fill(CONFIRM, '135790');
    await press(CHANGE);
    await expect(await input(OLD)).toHaveAccessibleDescription(/请输入原支付密码|old payment password|mật khẩu thanh toán cũ/);
  },
};
export const CodeRequired: Story = {
  args: { hasPaymentPassword: true, defaultMode: 'reset' },
  play: async () => {
    await fill(NEW, '135790');
    await fill(CONFIRM, '135790');
    await press(RESET);
    await expect(await input(CODE)).toHaveAccessibleDescription(/请输入验证码|enter the verification code|nhập mã xác minh/);
  },
};
export const CodeTooShort: Story = {
  args: { hasPaymentPassword: true, defaultMode: 'reset' },
  play: async () => {
    await fill(CODE, '123');
    await fill(NEW, '135790');
    await fill(CONFIRM, '135790');
    await press(RESET);
    await expect(await input(CODE)).toHaveAccessibleDescription(/验证码为 6|The code has 6|Mã gồm 6/);
  },
};
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async () => {
    await fill(NEW, '246810');
    await fill(CONFIRM, '246810');
    const button = await screen.findByRole('button', { name: SET });
    await userEvent.click(button);
    // The button keeps its place (its name turns to the spinner's while busy).
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};
/** The server refused (code 1): its message shows in the form. */
export const ServerRefused: Story = {
  args: { hasPaymentPassword: true, onSubmit: fn(async () => Promise.reject(new Error('原支付密码错误'))) },
  play: async () => {
    await fill(OLD, '111111');
    await fill(NEW, '135790');
    await fill(CONFIRM, '135790');
    await press(CHANGE);
    await expect(await screen.findByRole('alert')).toHaveTextContent('原支付密码错误');
  },
};
export const Saved: Story = {
  play: async ({ args }) => {
    await fill(NEW, '246810');
    await fill(CONFIRM, '246810');
    await press(SET);
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'set', old: '', code: '', password: '246810', confirm: '246810' });
    await expect(await screen.findByRole('status')).toHaveTextContent(/支付密码已设置|Payment password set|Đã đặt mật khẩu thanh toán/);
  },
};
export const Changed: Story = {
  args: { hasPaymentPassword: true },
  play: async ({ args }) => {
    await fill(OLD, '246810');
    await fill(NEW, '135790');
    await fill(CONFIRM, '135790');
    await press(CHANGE);
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'change', old: '246810', code: '', password: '135790', confirm: '135790' });
    await expect(await screen.findByRole('status')).toHaveTextContent(/支付密码已修改|Payment password changed|Đã đổi mật khẩu thanh toán/);
    await expect(await input(OLD)).toHaveValue('');
  },
};
/** A reset code was sent: the send button counts down 60 s (spec §9) and stays disabled. */
export const CodeCountdown: Story = {
  tags: ['no-visual'],
  args: { hasPaymentPassword: true, defaultMode: 'reset' },
  play: async ({ args }) => {
    const send = await screen.findByRole('button', { name: /获取验证码|Get code|Lấy mã/ });
    await userEvent.click(send);
    await expect(args.onSendCode).toHaveBeenCalled();
    await waitFor(() => expect(send).toBeDisabled());
    await expect(send.textContent).toMatch(/\d+/);
  },
};
