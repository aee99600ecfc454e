import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { walletFixture } from '../fixtures';
import { WalletSummary } from './WalletSummary';

describe('WalletSummary', () => {
  it('shows the three wallets with one decimal and offers the actions', async () => {
    const onAction = vi.fn();
    const { container } = renderWithProviders(<WalletSummary wallet={walletFixture} onAction={onAction} />);
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,280.5');
    expect(screen.getByTestId('wallet-balances')).toHaveTextContent('36.8');
    expect(screen.getByTestId('wallet-withdrawal_balance')).toHaveTextContent('520.3');
    await userEvent.click(screen.getByRole('button', { name: '兑换' }));
    expect(onAction).toHaveBeenCalledWith('convert');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('while loading, says so and keeps conversion and withdrawal off', () => {
    renderWithProviders(<WalletSummary wallet={null} onAction={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wallet');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });
});
