import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { ordersFixture } from '../fixtures';
import { RechargeOrderList } from './RechargeOrderList';

describe('RechargeOrderList', () => {
  it('shows each order’s coins, bonus, price, pay type and state', async () => {
    const { container } = renderWithProviders(<RechargeOrderList orders={ordersFixture} />, { locale: 'en' });
    const rows = screen.getAllByTestId('recharge-order');
    expect(rows[0]).toHaveTextContent('1,000 coins +60 bonus');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('¥100.00');
    expect(rows[1]).toHaveTextContent('WeChat Pay');
    expect(rows[1]).toHaveTextContent('Waiting for payment');
    expect(rows[2]).toHaveTextContent('Closed');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('while loading, says so', () => {
    renderWithProviders(<RechargeOrderList orders={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载充值订单');
  });
});
