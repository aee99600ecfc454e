import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { ConversionForm } from './ConversionForm';

const props = { income: 520.3, hasPaymentPassword: true, securityHref: '/member?type=3' };

describe('ConversionForm', () => {
  it('converts only after SPEC §8’s warning is confirmed; focus returns to the button', async () => {
    const onConvert = vi.fn(async () => undefined);
    const { container } = renderWithProviders(<ConversionForm {...props} onConvert={onConvert} />);
    await userEvent.type(screen.getByLabelText('兑换数量'), '50.5');
    await userEvent.type(screen.getByLabelText('支付密码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('兑换后不可提现，只能消费，请确认！');
    expect(onConvert).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    expect(onConvert).toHaveBeenCalledWith(50.5, '123456');
    expect(await screen.findByRole('status')).toHaveTextContent('已兑换 50.5 金币');
    await waitFor(() => expect(screen.getByRole('button', { name: '兑换' })).toHaveFocus());
    expect(await axeViolations(container)).toEqual([]);
  });
  it('marks an amount above the income and a short password at their fields', async () => {
    const onConvert = vi.fn();
    renderWithProviders(<ConversionForm {...props} onConvert={onConvert} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Amount to convert'), '600');
    await userEvent.type(screen.getByLabelText('Payment password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    const amount = screen.getByLabelText('Amount to convert');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/cannot be more than the 520.3 available/);
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription(/at least 6 digits/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConvert).not.toHaveBeenCalled();
  });
  it('without a payment password, links to the security page', async () => {
    const onNavigate = vi.fn();
    renderWithProviders(<ConversionForm {...props} hasPaymentPassword={false} onNavigate={onNavigate} onConvert={vi.fn()} />);
    await userEvent.click(screen.getByRole('link', { name: '去设置支付密码' }));
    expect(onNavigate).toHaveBeenCalledWith('/member?type=3');
  });
});
