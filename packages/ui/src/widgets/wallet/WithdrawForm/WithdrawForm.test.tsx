import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { accountsFixture, rulesFixture } from '../fixtures';
import { WithdrawForm } from './WithdrawForm';

const props = { rules: rulesFixture, accounts: accountsFixture, bindHref: '/member?type=4', securityHref: '/member?type=3' };

describe('WithdrawForm', () => {
  it('works out the fee and the payout as the amount is typed, then applies', async () => {
    const onWithdraw = vi.fn(async () => undefined);
    const { container } = renderWithProviders(<WithdrawForm {...props} onWithdraw={onWithdraw} />);
    expect(screen.getByTestId('withdraw-account')).toHaveTextContent('招商银行 **** 1234');
    await userEvent.type(screen.getByLabelText('提现金额'), '252.5');
    expect(screen.getByTestId('withdraw-figures')).toHaveTextContent('手续费5.1实际到账247.4');
    await userEvent.type(screen.getByLabelText('支付密码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '申请提现' }));
    expect(onWithdraw).toHaveBeenCalledWith(252.5, 'bank', '123456');
    expect(await screen.findByRole('status')).toHaveTextContent('已申请提现 252.5，等待审核');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('below the minimum is refused at the field', async () => {
    const onWithdraw = vi.fn();
    renderWithProviders(<WithdrawForm {...props} onWithdraw={onWithdraw} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Amount'), '99.9');
    await userEvent.type(screen.getByLabelText('Payment password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for withdrawal' }));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/must be at least 100/);
    expect(onWithdraw).not.toHaveBeenCalled();
  });
  it('Alipay not bound: says so with a link to the binding page, and does not apply', async () => {
    const onWithdraw = vi.fn();
    const onNavigate = vi.fn();
    renderWithProviders(<WithdrawForm {...props} onNavigate={onNavigate} onWithdraw={onWithdraw} />);
    await userEvent.click(screen.getByRole('radio', { name: '支付宝' }));
    expect(screen.getByTestId('withdraw-account')).toHaveTextContent('还没有绑定支付宝');
    await userEvent.type(screen.getByLabelText('提现金额'), '150');
    await userEvent.type(screen.getByLabelText('支付密码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '申请提现' }));
    expect(onWithdraw).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '支付宝' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('link', { name: '去绑定' }));
    expect(onNavigate).toHaveBeenCalledWith('/member?type=4');
  });
  it('without a payment password, links to the security page instead of the form', () => {
    renderWithProviders(<WithdrawForm {...props} rules={{ ...rulesFixture, has_payment_password: false }} onWithdraw={vi.fn()} />);
    expect(screen.getByRole('link', { name: '去设置支付密码' })).toHaveAttribute('href', '/member?type=3');
    expect(screen.queryByLabelText('提现金额')).toBeNull();
  });
});
