import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { withdrawalsForReview } from '../fixtures';
import { WithdrawalReview } from './WithdrawalReview';

describe('WithdrawalReview', () => {
  it('shows who, how much and the payee in full; a nickname’s markup as text', async () => {
    const { container } = renderWithProviders(<WithdrawalReview items={withdrawalsForReview} onApprove={vi.fn()} onReject={vi.fn()} />);
    const rows = screen.getAllByTestId('withdrawal-review');
    expect(rows[0]).toHaveTextContent('球场老王（ID 1042）');
    expect(rows[0]).toHaveTextContent('收款人：王大锤');
    expect(rows[0]).toHaveTextContent('6225880212345678');
    expect(rows[0]).toHaveTextContent('应付 196');
    expect(rows[1]).toHaveTextContent('<b>Nguyễn</b>（ID 2077）');
    expect(rows[1]!.querySelector('b')).toBeNull();
    expect(rows[1]).toHaveTextContent('支付宝：hung@example.com');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('approves once per click, and rejects only with a reason', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onApprove = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const onReject = vi.fn(() => Promise.resolve());
    renderWithProviders(<WithdrawalReview items={withdrawalsForReview} onApprove={onApprove} onReject={onReject} />, { locale: 'en' });
    const row = screen.getAllByTestId('withdrawal-review')[0]!;
    const approve = within(row).getByRole('button', { name: "Approve · 球场老王's withdrawal" });
    await user.click(approve);
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(onApprove).toHaveBeenCalledWith(7);
    finish();

    await user.click(within(row).getByRole('button', { name: "Reject · 球场老王's withdrawal" }));
    const dialog = await screen.findByRole('dialog', { name: "Reject 球场老王's withdrawal" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onReject).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Please give a reason');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  wrong card  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith(7, 'wrong card');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
