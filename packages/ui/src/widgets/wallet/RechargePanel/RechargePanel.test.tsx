import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { packagesFixture, providerFixture } from '../fixtures';
import { RechargePanel } from './RechargePanel';

describe('RechargePanel', () => {
  it('pays for the chosen package with the chosen pay type', async () => {
    const onPay = vi.fn(async () => undefined);
    const { container } = renderWithProviders(<RechargePanel packages={packagesFixture} provider={providerFixture} onPay={onPay} />);
    expect(screen.getAllByRole('radio', { name: /金币/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('radio', { name: /500 金币/ }));
    await userEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(onPay).toHaveBeenCalledWith(2, 'wechat');
    expect(await screen.findByRole('status')).toHaveTextContent('正在前往支付页面');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('asks for a package before paying', async () => {
    const onPay = vi.fn(async () => undefined);
    renderWithProviders(<RechargePanel packages={packagesFixture} provider={providerFixture} onPay={onPay} />, { locale: 'vi' });
    await userEvent.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Hãy chọn một gói nạp');
  });
  it('without a payment provider, says recharge is not available here', () => {
    renderWithProviders(<RechargePanel packages={packagesFixture} provider={{ available: false, payTypes: [] }} onPay={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByText(/Recharge is not available here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
