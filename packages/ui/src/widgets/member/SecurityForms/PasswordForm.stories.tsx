import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { securityInfoFixture } from '../fixtures';
import { PasswordForm } from './PasswordForm';

const SUBMIT = /^(修改密码|Change password|Đổi mật khẩu)$/;
const OLD = /^(原密码|Old password|Mật khẩu cũ)$/;
const CODE = /^(验证码|Verification code|Mã xác minh)$/;
const NEW = /^(新密码|New password|Mật khẩu mới)$/;
const CONFIRM = /^(确认新密码|Confirm the new password|Nhập lại mật khẩu mới)$/;
const BY_CODE = /用短信验证码|With an SMS code|Dùng mã SMS/;

const input = (name: RegExp) => screen.findByLabelText(name, { selector: 'input' });
const submit = async () => userEvent.click(await screen.findByRole('button', { name: SUBMIT }));
async function fill(name: RegExp, value: string) {
  const field = await input(name);
  await userEvent.click(field);
  await userEvent.paste(value);
  return field;
}

const meta = {
  title: 'Widgets/Member/PasswordForm',
  component: PasswordForm,
  args: {
    mobile: securityInfoFixture.mobile,
    onSendCode: fn(async () => true),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The old password proves it is the owner (the default way). */
export const Empty: Story = {};
/** An SMS code to the own number instead: the number it goes to is the field's description. */
export const WithSmsCode: Story = { args: { defaultMode: 'code' } };
/** Sent empty: the old and the new password are asked for at their fields; focus on the first. */
export const Required: Story = {
  play: async ({ args }) => {
    await submit();
    const old = await input(OLD);
    await expect(old).toHaveAttribute('aria-invalid', 'true');
    await expect(old).toHaveAccessibleDescription(/请输入原密码|enter the old password|nhập mật khẩu cũ/);
    await expect(await input(NEW)).toHaveAccessibleDescription(/请输入新密码|enter a new password|nhập mật khẩu mới/);
    await expect(old).toHaveFocus();
    await expect(await screen.findByRole('alert')).toHaveTextContent(/修正|correct|sửa/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const CodeRequired: Story = {
  args: { defaultMode: 'code' },
  play: async () => {
    await fill(NEW, 'secret-1');
    await fill(CONFIRM, 'secret-1');
    await submit();
    await expect(await input(CODE)).toHaveAccessibleDescription(/请输入验证码|enter the verification code|nhập mã xác minh/);
  },
};
export const CodeTooShort: Story = {
  args: { defaultMode: 'code' },
  play: async () => {
    await fill(CODE, '12345');
    await fill(NEW, 'secret-1');
    await fill(CONFIRM, 'secret-1');
    await submit();
    await expect(await input(CODE)).toHaveAccessibleDescription(/验证码为 6|The code has 6|Mã gồm 6/);
  },
};
/** Spec §5: at least 6 characters. */
export const PasswordTooShort: Story = {
  play: async () => {
    await fill(OLD, 'arena123');
    await fill(NEW, '12345');
    await fill(CONFIRM, '12345');
    await submit();
    await expect(await input(NEW)).toHaveAccessibleDescription(/密码为 6–64|must have 6–64|phải có 6–64/);
  },
};
export const ConfirmMismatch: Story = {
  play: async () => {
    await fill(OLD, 'arena123');
    await fill(NEW, 'secret-1');
    await fill(CONFIRM, 'secret-2');
    await submit();
    await expect(await input(CONFIRM)).toHaveAccessibleDescription(/不一致|do not match|không khớp/);
    await expect(await input(CONFIRM)).toHaveFocus();
  },
};
/** Sending: the button spins until the server answers. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async () => {
    await fill(OLD, 'arena123');
    await fill(NEW, 'secret-1');
    await fill(CONFIRM, 'secret-1');
    const button = await screen.findByRole('button', { name: SUBMIT });
    await userEvent.click(button);
    // The button keeps its place (its name turns to the spinner's while busy).
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};
/** The server refused (code 1): its message shows in the form as an alert. */
export const ServerRefused: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('原密码错误'))) },
  play: async () => {
    await fill(OLD, 'not-it');
    await fill(NEW, 'secret-1');
    await fill(CONFIRM, 'secret-1');
    await submit();
    await expect(await screen.findByRole('alert')).toHaveTextContent('原密码错误');
  },
};
/** Changed: the form clears and says the other devices were signed out. */
export const Changed: Story = {
  play: async ({ args }) => {
    await fill(OLD, 'arena123');
    await fill(NEW, 'secret-1');
    await fill(CONFIRM, 'secret-1');
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledWith({ mode: 'old', old: 'arena123', code: '', password: 'secret-1' });
    await expect(await screen.findByRole('status')).toHaveTextContent(
      /其他设备已退出登录|other devices have been signed out|thiết bị khác đã bị đăng xuất/,
    );
    await expect(await input(OLD)).toHaveValue('');
  },
};
/** A code was sent: the send button counts down 60 s (spec §9) and stays disabled. */
export const CodeCountdown: Story = {
  // The seconds left depend on when the screenshot is taken: behaviour is checked, appearance is not.
  tags: ['no-visual'],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: BY_CODE }));
    const send = await screen.findByRole('button', { name: /获取验证码|Get code|Lấy mã/ });
    await userEvent.click(send);
    await expect(args.onSendCode).toHaveBeenCalled();
    await waitFor(() => expect(send).toBeDisabled());
    await expect(send.textContent).toMatch(/\d+/);
  },
};
