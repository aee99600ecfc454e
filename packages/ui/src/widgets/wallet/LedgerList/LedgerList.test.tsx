import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { ledgerFixture, ledgerKindsFixture } from '../fixtures';
import { LedgerList } from './LedgerList';

describe('LedgerList', () => {
  it('shows each movement signed, with its kind and order id, and loads more', async () => {
    const onLoadMore = vi.fn();
    const { container } = renderWithProviders(
      <LedgerList entries={ledgerFixture} kinds={ledgerKindsFixture} kind={null} onKindChange={vi.fn()} hasMore onLoadMore={onLoadMore} />,
    );
    const rows = screen.getAllByTestId('ledger-item');
    expect(rows[0]).toHaveTextContent('充值');
    expect(rows[0]).toHaveTextContent('+1,060');
    expect(rows[0]).toHaveTextContent('单号 R20261122120000A1');
    expect(rows[1]).toHaveTextContent('-200');
    expect(rows[3]).toHaveTextContent('-9.9');
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(onLoadMore).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
  it('failed: the server’s message and a retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LedgerList entries={null} error="网络不可用" onRetry={onRetry} kinds={[]} kind={null} onKindChange={vi.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your ledger could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
