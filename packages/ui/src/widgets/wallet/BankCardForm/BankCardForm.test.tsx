import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { bankCardFixture } from '../fixtures';
import { BankCardForm } from './BankCardForm';

describe('BankCardForm', () => {
  it('shows the bound card masked; replace opens the form, cancel goes back', async () => {
    const { container } = renderWithProviders(<BankCardForm card={bankCardFixture} onBind={vi.fn()} />);
    expect(screen.getByText('**** **** **** 1234')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '更换银行卡' }));
    await waitFor(() => expect(screen.getByLabelText('持卡人姓名')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.getByText('**** **** **** 1234')).toBeInTheDocument();
  });
  it('ties each field’s error to it and sends nothing until they are fixed', async () => {
    const onBind = vi.fn(async () => undefined);
    renderWithProviders(<BankCardForm card={null} onBind={onBind} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Card number'), '1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Bind the bank card' }));
    expect(screen.getByLabelText("Cardholder's name")).toHaveAccessibleDescription(/Enter your real name/);
    expect(screen.getByLabelText('Bank')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(/12–24 digits/);
    expect(onBind).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Cardholder's name"), 'Zhang San');
    await userEvent.type(screen.getByLabelText('Bank'), 'CMB');
    await userEvent.type(screen.getByLabelText('Card number'), '9012 3456');
    await userEvent.click(screen.getByRole('button', { name: 'Bind the bank card' }));
    expect(onBind).toHaveBeenCalledWith({ real_name: 'Zhang San', bank_name: 'CMB', card_number: '1234567890123456', branch: '' });
    expect(await screen.findByRole('status')).toHaveTextContent('The bank card is bound');
  });
});
