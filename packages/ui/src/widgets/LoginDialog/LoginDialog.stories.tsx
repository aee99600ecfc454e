import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LoginDialog, type LoginMode, loginModes, qrStates } from './LoginDialog';

// A fixture QR image (a plain SVG data URL: stories never use the network).
const qrImage = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 10 10" shape-rendering="crispEdges"><rect width="10" height="10" fill="#fff"/><path d="M1 1h3v3H1zM6 1h3v3H6zM1 6h3v3H1zM5 5h1v1H5zM7 6h1v2H7z" fill="#000"/></svg>',
)}`;

const countryCodes = [
  { id: 1, code: '86', name: '中国' },
  { id: 2, code: '84', name: 'Việt Nam' },
  { id: 3, code: '852', name: '中国香港' },
];

const meta = {
  title: 'Widgets/LoginDialog',
  component: LoginDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'qr',
    onModeChange: fn(),
    qrState: 'shown',
    qrImage,
    onQrRefresh: fn(),
    countryCodes,
    onSendCode: fn(async () => true),
    onLogin: fn(),
    onRegister: fn(),
    onForgot: fn(),
    onCaptchaAnswer: fn(),
    onCaptchaRefresh: fn(),
    onCaptchaCancel: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: loginModes }, qrState: { control: 'inline-radio', options: qrStates } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QrShown: Story = {};
export const QrLoading: Story = { args: { qrState: 'loading', qrImage: undefined } };
export const QrScanned: Story = { args: { qrState: 'scanned' } };
/** Scanned, with the number the phone must pick (number matching, issue 12). */
export const QrScannedNumber: Story = { args: { qrState: 'scanned', qrNumber: 82 } };
export const QrExpired: Story = {
  args: { qrState: 'expired' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /刷新二维码|Refresh the QR code|Làm mới mã QR/ }));
    await expect(args.onQrRefresh).toHaveBeenCalled();
  },
};
export const QrError: Story = { args: { qrState: 'error', qrImage: undefined } };

export const PasswordLogin: Story = { args: { mode: 'login' } };
export const PasswordLoginRemembered: Story = { args: { mode: 'login', rememberedMobile: '84-900000003' } };
export const Register: Story = { args: { mode: 'register' } };
export const ForgotPassword: Story = { args: { mode: 'forgot' } };
export const Registered: Story = { args: { mode: 'login', notice: '注册成功，请登录 · Registered: please log in · Đăng ký thành công' } };
export const Pending: Story = { args: { mode: 'login', pending: true, rememberedMobile: '86-13800000001' } };

/** Spec §5 / §8: a missing required field shows the fill-in warning (repair.i1) and submits nothing. */
export const MissingFieldWarning: Story = {
  args: { mode: 'login' },
  play: async ({ args }) => {
    const password = await screen.findByLabelText(/^(密码|Password|Mật khẩu)/);
    await userEvent.click(password);
    // Enter in the password box submits (spec §2).
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alert')).toHaveTextContent(/请填写必填项|Please fill in the required fields|Vui lòng điền/);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const SubmitsWireMobile: Story = {
  args: { mode: 'login' },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /手机号|Mobile number|Số điện thoại/ }), '13800000001');
    await userEvent.type(screen.getByLabelText(/^(密码|Password|Mật khẩu)/), 'arena123{Enter}');
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({ mobile: '86-13800000001', password: 'arena123', remember: false }));
  },
};

export const ShortPassword: Story = {
  args: { mode: 'register' },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /手机号|Mobile number|Số điện thoại/ }), '13800000009');
    await userEvent.type(screen.getByRole('textbox', { name: /验证码|Verification code|Mã xác minh/ }), '123456');
    await userEvent.type(screen.getByLabelText(/^(密码|Password|Mật khẩu)/), '123{Enter}');
    await expect(await screen.findByRole('alert')).toHaveTextContent(/6/);
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const Captcha: Story = { args: { mode: 'login', captcha: { question: '7 + 5 = ?' } } };
export const CaptchaWrongAnswer: Story = {
  args: { mode: 'login', captcha: { question: '6 × 4 = ?', error: '答案不正确，请换一题再试 · Wrong answer; try a new question' } },
};

/** Modes switch with text links and the form resets (spec §4). */
export const Playground: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState<LoginMode>(args.mode);
    return <LoginDialog {...args} mode={mode} onModeChange={setMode} />;
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /手机号登录|Log in with phone number|Đăng nhập bằng số điện thoại/ }));
    const mobile = await screen.findByRole('textbox', { name: /手机号|Mobile number|Số điện thoại/ });
    await userEvent.type(mobile, '139');
    await userEvent.click(screen.getByRole('button', { name: /立即注册|Register|Đăng ký/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /手机号|Mobile number|Số điện thoại/ })).toHaveValue(''));
  },
};
