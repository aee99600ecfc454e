import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { PaymentPasswordForm } from './PaymentPasswordForm';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('PaymentPasswordForm', () => {
  it('sets the first one: at least 6 digits, both entries equal (spec §5), then turns to "change"', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const props = { mobile: '86-*******0003', onSendCode: vi.fn(), onSubmit };
    const { user, container, rerender } = renderWithProviders(<PaymentPasswordForm hasPaymentPassword={false} {...props} />);
    expect(screen.getByRole('heading', { name: '设置支付密码' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(field('支付密码'), '12345a');
    await user.type(field('确认支付密码'), '12345a');
    await user.click(screen.getByRole('button', { name: '设置支付密码' }));
    expect(field('支付密码')).toHaveAccessibleDescription(/支付密码为 6–16 位数字/);
    expect(field('支付密码')).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(field('支付密码'));
    await user.type(field('支付密码'), '246810');
    await user.click(screen.getByRole('button', { name: '设置支付密码' }));
    expect(field('确认支付密码')).toHaveAccessibleDescription('两次输入的密码不一致');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(field('确认支付密码'));
    await user.type(field('确认支付密码'), '246810');
    await user.click(screen.getByRole('button', { name: '设置支付密码' }));
    expect(onSubmit).toHaveBeenCalledWith({ mode: 'set', old: '', code: '', password: '246810', confirm: '246810' });
    expect(await screen.findByRole('status')).toHaveTextContent('支付密码已设置');
    // The page learns it is set now: the form offers change and reset, and its message stays.
    rerender(<PaymentPasswordForm hasPaymentPassword {...props} />);
    expect(screen.getByRole('radio', { name: '用原支付密码修改' })).toBeChecked();
    expect(field('原支付密码')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('支付密码已设置');
  });

  it('changes it with the old one, or resets it with an SMS code', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onSendCode = vi.fn(async () => true);
    const { user } = renderWithProviders(
      <PaymentPasswordForm hasPaymentPassword mobile="86-*******0003" onSendCode={onSendCode} onSubmit={onSubmit} />,
      { locale: 'en' },
    );
    await user.type(field('New payment password'), '135790');
    await user.type(field('Confirm the payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(field('Old payment password')).toHaveAccessibleDescription('Please enter the old payment password');
    await user.click(screen.getByRole('radio', { name: 'Forgot it? Reset it with an SMS code' }));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSendCode).toHaveBeenCalledOnce();
    await user.type(field('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Reset payment password' }));
    expect(onSubmit).toHaveBeenCalledWith({ mode: 'reset', old: '', code: '654321', password: '135790', confirm: '135790' });
    expect(await screen.findByRole('status')).toHaveTextContent('Payment password changed');
  });

  it('while loading: a status, no form; a refusal shows in the form', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error('Mật khẩu thanh toán cũ không đúng')));
    const { user, rerender } = renderWithProviders(
      <PaymentPasswordForm hasPaymentPassword={null} mobile={null} onSendCode={vi.fn()} onSubmit={onSubmit} />,
      { locale: 'vi' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải cài đặt bảo mật');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PaymentPasswordForm hasPaymentPassword mobile={null} onSendCode={vi.fn()} onSubmit={onSubmit} />);
    await user.type(field('Mật khẩu thanh toán cũ'), '111111');
    await user.type(field('Mật khẩu thanh toán mới'), '135790');
    await user.type(field('Nhập lại mật khẩu thanh toán'), '135790');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu thanh toán' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu thanh toán cũ không đúng');
  });
});
