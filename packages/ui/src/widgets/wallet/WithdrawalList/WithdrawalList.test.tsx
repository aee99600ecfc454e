import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { withdrawalsFixture } from '../fixtures';
import { WithdrawalList } from './WithdrawalList';

describe('WithdrawalList', () => {
  it('shows each withdrawal’s state, and a rejection’s reason as text', async () => {
    const { container } = renderWithProviders(<WithdrawalList items={withdrawalsFixture} />);
    const rows = screen.getAllByTestId('withdrawal-item');
    expect(rows[0]).toHaveTextContent('待审核');
    expect(rows[1]).toHaveTextContent('已驳回');
    expect(rows[1]).toHaveTextContent('驳回原因：账户名与实名不符 <b>请核对</b>');
    expect(rows[1]!.querySelector('b')).toBeNull();
    expect(rows[2]).toHaveTextContent('已到账');
    expect(rows[2]).toHaveTextContent('到账 98');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('says when there are none', () => {
    renderWithProviders(<WithdrawalList items={[]} />, { locale: 'vi' });
    expect(screen.getByText('Chưa có lần rút tiền nào')).toBeInTheDocument();
  });
});
