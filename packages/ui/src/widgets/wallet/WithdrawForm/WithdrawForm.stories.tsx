import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { accountsFixture, anyOf, rulesFixture } from '../fixtures';
import { WithdrawForm } from './WithdrawForm';

const AMOUNT = anyOf('提现金额', 'Amount', 'Số tiền rút');
const PASSWORD = anyOf('支付密码', 'Payment password', 'Mật khẩu thanh toán');
const SUBMIT = anyOf('申请提现', 'Apply for withdrawal', 'Yêu cầu rút tiền');

const fill = async (amount: string, password: string) => {
  if (amount) await userEvent.type(await screen.findByLabelText(AMOUNT), amount);
  if (password) await userEvent.type(screen.getByLabelText(PASSWORD), password);
  await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
};

const meta = {
  title: 'Widgets/Wallet/WithdrawForm',
  component: WithdrawForm,
  args: {
    rules: rulesFixture,
    accounts: accountsFixture,
    bindHref: '/member?type=4',
    securityHref: '/member?type=3',
    onNavigate: fn(),
    onWithdraw: fn(async (_amount: number, _method: string, _password: string): Promise<void> => undefined),
  },
} satisfies Meta<typeof WithdrawForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bound bank card, the minimum and the fee rule. */
export const Default: Story = {};
export const Loading: Story = { args: { rules: null, accounts: null } };
export const LoadFailed: Story = { args: { rules: null, accounts: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const NoPaymentPassword: Story = { args: { rules: { ...rulesFixture, has_payment_password: false } } };
/** Nothing bound: a link to the binding page, and applying marks the method. */
export const NoAccount: Story = {
  args: { accounts: { bank: null, alipay: null } },
  play: async ({ args }) => {
    await fill('150', '123456');
    await expect(screen.getByTestId('withdraw-account')).toHaveTextContent(/银行卡|bank card|thẻ ngân hàng/);
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};
/** The fee (2 %, at least 2) and the payout follow the amount as it is typed. */
export const FeeAsTyped: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText(AMOUNT), '252.5');
    await expect(screen.getByTestId('withdraw-figures')).toHaveTextContent(/5[.,]1.*247[.,]4/);
  },
};
export const BelowMinimum: Story = {
  play: async () => {
    await fill('50', '123456');
    await expect(screen.getByLabelText(AMOUNT)).toHaveAttribute('aria-invalid', 'true');
  },
};
export const AboveIncome: Story = { play: async () => fill('600', '123456') };
export const PasswordFormat: Story = { play: async () => fill('150', '123') };
export const Submitting: Story = {
  args: { onWithdraw: fn((_amount: number, _method: string, _password: string) => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    await fill('150', '123456');
    await expect(args.onWithdraw).toHaveBeenCalledWith(150, 'bank', '123456');
    await waitFor(() => expect(document.querySelector('button[aria-busy="true"]')).not.toBeNull());
  },
};
export const Applied: Story = {
  play: async ({ args }) => {
    await fill('150', '123456');
    await expect(args.onWithdraw).toHaveBeenCalledWith(150, 'bank', '123456');
    await expect(await screen.findByRole('status')).toHaveTextContent(/150/);
  },
};
export const Refused: Story = {
  args: {
    onWithdraw: fn(
      async (_amount: number, _method: string, _password: string): Promise<void> =>
        Promise.reject(new Error('支付密码错误，还可以再试 4 次')),
    ),
  },
  play: async () => {
    await fill('150', '654321');
    await expect(await screen.findByRole('alert')).toHaveTextContent('支付密码错误');
  },
};
