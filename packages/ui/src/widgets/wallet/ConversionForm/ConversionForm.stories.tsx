import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { anyOf } from '../fixtures';
import { ConversionForm } from './ConversionForm';

const AMOUNT = anyOf('兑换数量', 'Amount to convert', 'Số lượng quy đổi');
const PASSWORD = anyOf('支付密码', 'Payment password', 'Mật khẩu thanh toán');
const SUBMIT = anyOf('兑换', 'Convert', 'Quy đổi');
const CONFIRM = anyOf('确认兑换', 'Convert', 'Quy đổi');

const fill = async (amount: string, password: string) => {
  if (amount) await userEvent.type(await screen.findByLabelText(AMOUNT), amount);
  if (password) await userEvent.type(screen.getByLabelText(PASSWORD), password);
  await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
};

const meta = {
  title: 'Widgets/Wallet/ConversionForm',
  component: ConversionForm,
  args: {
    income: 520.3,
    hasPaymentPassword: true,
    securityHref: '/member?type=3',
    onNavigate: fn(),
    onConvert: fn(async (_amount: number, _password: string): Promise<void> => undefined),
  },
} satisfies Meta<typeof ConversionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { income: null } };
/** No payment password yet: a link to the security page instead of the form. */
export const NoPaymentPassword: Story = { args: { hasPaymentPassword: false } };
export const AmountRequired: Story = {
  play: async ({ args }) => {
    await fill('', '123456');
    await expect(screen.getByLabelText(AMOUNT)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(AMOUNT)).toHaveFocus());
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};
/** Two decimals: the unit is 0.1. */
export const AmountFormat: Story = { play: async () => fill('12.25', '123456') };
export const AmountAboveIncome: Story = { play: async () => fill('600', '123456') };
export const PasswordFormat: Story = {
  play: async () => {
    await fill('50', '12ab');
    await expect(screen.getByLabelText(PASSWORD)).toHaveAttribute('aria-invalid', 'true');
  },
};
/** SPEC §8's warning before anything moves. */
export const Confirm: Story = {
  play: async ({ args }) => {
    await fill('50.5', '123456');
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/兑换后不可提现|no cash withdrawal|không thể rút tiền mặt/);
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};
/** Cancelling the warning converts nothing and gives focus back to the button. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    await fill('50.5', '123456');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: SUBMIT })).toHaveFocus());
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};
export const Submitting: Story = {
  args: { onConvert: fn((_amount: number, _password: string) => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    await fill('50.5', '123456');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: CONFIRM }));
    await expect(args.onConvert).toHaveBeenCalledWith(50.5, '123456');
    await waitFor(() => expect(document.querySelector('button[aria-busy="true"]')).not.toBeNull());
  },
};
export const Converted: Story = {
  play: async ({ args }) => {
    await fill('50.5', '123456');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: CONFIRM }));
    await expect(args.onConvert).toHaveBeenCalledWith(50.5, '123456');
    await expect(await screen.findByRole('status')).toHaveTextContent(/50[.,]5/);
    await waitFor(() => expect(screen.getByRole('button', { name: SUBMIT })).toHaveFocus());
  },
};
export const Refused: Story = {
  args: {
    onConvert: fn(async (_amount: number, _password: string): Promise<void> => Promise.reject(new Error('支付密码错误，还可以再试 4 次'))),
  },
  play: async () => {
    await fill('50.5', '654321');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: CONFIRM }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('支付密码错误');
  },
};
