import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { anyOf, bankCardFixture } from '../fixtures';
import type { BankCardInput } from '../walletRules';
import { BankCardForm } from './BankCardForm';

const BIND = anyOf('绑定银行卡', 'Bind the bank card', 'Liên kết thẻ');
const REPLACE = anyOf('更换银行卡', 'Replace the bank card', 'Đổi thẻ ngân hàng');
const NAME = anyOf('持卡人姓名', "Cardholder's name", 'Tên chủ thẻ');
const BANK = anyOf('开户银行', 'Bank', 'Ngân hàng');
const NUMBER = anyOf('银行卡号', 'Card number', 'Số thẻ');

const fill = async (name: string, bank: string, number: string) => {
  if (name) await userEvent.type(await screen.findByLabelText(NAME), name);
  if (bank) await userEvent.type(screen.getByLabelText(BANK), bank);
  if (number) await userEvent.type(screen.getByLabelText(NUMBER), number);
  await userEvent.click(screen.getByRole('button', { name: BIND }));
};

const meta = {
  title: 'Widgets/Wallet/BankCardForm',
  component: BankCardForm,
  args: { card: bankCardFixture, onBind: fn(async (_card: BankCardInput): Promise<void> => undefined) },
} satisfies Meta<typeof BankCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bound card, masked, with "replace". */
export const Bound: Story = {};
export const Loading: Story = { args: { card: undefined } };
export const Unbound: Story = { args: { card: null } };
export const LoadFailed: Story = { args: { card: undefined, error: '网络不可用，请稍后重试', onRetry: fn() } };
/** Binding with nothing filled in: each required field says so and the first takes focus. */
export const FieldsRequired: Story = {
  args: { card: null },
  play: async ({ args }) => {
    await fill('', '', '');
    await expect(screen.getByLabelText(NAME)).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByLabelText(BANK)).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByLabelText(NUMBER)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(NAME)).toHaveFocus());
    await expect(args.onBind).not.toHaveBeenCalled();
  },
};
/** A card number of 11 digits. */
export const CardNumberFormat: Story = {
  args: { card: null },
  play: async () => {
    await fill('张三', '招商银行', '62220212345');
    await expect(screen.getByLabelText(NUMBER)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(NUMBER)).toHaveFocus());
  },
};
/** "Replace" opens the form with a way back. */
export const Replace: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: REPLACE }));
    await waitFor(() => expect(screen.getByLabelText(NAME)).toHaveFocus());
  },
};
export const Submitting: Story = {
  args: { card: null, onBind: fn((_card: BankCardInput) => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    await fill('张三', '招商银行', '6222 0212 3456 7890');
    await expect(args.onBind).toHaveBeenCalledWith({
      real_name: '张三',
      bank_name: '招商银行',
      card_number: '6222021234567890',
      branch: '',
    });
    await waitFor(() => expect(document.querySelector('button[aria-busy="true"]')).not.toBeNull());
  },
};
/** Bound: the page hands the server's masked card back and the heading takes focus. */
export const Bind: Story = {
  args: { card: null },
  render: function Render(args) {
    const [card, setCard] = useState(args.card);
    return (
      <BankCardForm
        {...args}
        card={card}
        onBind={async (c) => {
          await args.onBind(c);
          setCard({ real_name: '张*', bank_name: c.bank_name, card_number: `**** **** **** ${c.card_number.slice(-4)}` });
        }}
      />
    );
  },
  play: async () => {
    await fill('张三', '招商银行', '6222021234567890');
    await expect(await screen.findByText('**** **** **** 7890')).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent(/已绑定|is bound|Đã liên kết/);
  },
};
export const Refused: Story = {
  args: { card: null, onBind: fn(async (_card: BankCardInput): Promise<void> => Promise.reject(new Error('该银行卡已被其他账号绑定'))) },
  play: async () => {
    await fill('张三', '招商银行', '6222021234567890');
    await expect(await screen.findByRole('alert')).toHaveTextContent('其他账号');
  },
};
