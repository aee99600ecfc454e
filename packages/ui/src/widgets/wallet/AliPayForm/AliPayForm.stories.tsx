import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { aliPayFixture, anyOf } from '../fixtures';
import type { AliPayInput } from '../walletRules';
import { AliPayForm } from './AliPayForm';

const BIND = anyOf('绑定支付宝', 'Bind the Alipay account', 'Liên kết Alipay');
const NAME = anyOf('真实姓名', 'Real name', 'Họ tên thật');
const ACCOUNT = anyOf('支付宝账号', 'Alipay account', 'Tài khoản Alipay');

const fill = async (name: string, account: string) => {
  if (name) await userEvent.type(await screen.findByLabelText(NAME), name);
  if (account) await userEvent.type(screen.getByLabelText(ACCOUNT), account);
  await userEvent.click(screen.getByRole('button', { name: BIND }));
};

const meta = {
  title: 'Widgets/Wallet/AliPayForm',
  component: AliPayForm,
  args: { alipay: aliPayFixture, onBind: fn(async (_a: AliPayInput): Promise<void> => undefined) },
} satisfies Meta<typeof AliPayForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bound: Story = {};
export const Loading: Story = { args: { alipay: undefined } };
export const Unbound: Story = { args: { alipay: null } };
export const LoadFailed: Story = { args: { alipay: undefined, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const FieldsRequired: Story = {
  args: { alipay: null },
  play: async ({ args }) => {
    await fill('', '');
    await expect(screen.getByLabelText(NAME)).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByLabelText(ACCOUNT)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onBind).not.toHaveBeenCalled();
  },
};
/** Neither a mobile number nor an e-mail address. */
export const AccountFormat: Story = {
  args: { alipay: null },
  play: async () => {
    await fill('张三', 'zhangsan');
    await expect(screen.getByLabelText(ACCOUNT)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(ACCOUNT)).toHaveFocus());
  },
};
export const Submitting: Story = {
  args: { alipay: null, onBind: fn((_a: AliPayInput) => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    await fill('张三', 'zhang@example.com');
    await expect(args.onBind).toHaveBeenCalledWith({ real_name: '张三', account: 'zhang@example.com' });
    await waitFor(() => expect(document.querySelector('button[aria-busy="true"]')).not.toBeNull());
  },
};
export const Refused: Story = {
  args: { alipay: null, onBind: fn(async (_a: AliPayInput): Promise<void> => Promise.reject(new Error('请先设置支付密码'))) },
  play: async () => {
    await fill('张三', '13800138000');
    await expect(await screen.findByRole('alert')).toHaveTextContent('支付密码');
  },
};
