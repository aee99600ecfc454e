import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { NobleDialog } from './NobleDialog';

const tiers = [
  { id: 1, name: '子爵', coin: 3000, days: 30 },
  { id: 2, name: '伯爵', coin: 8000, days: 30 },
];

describe('NobleDialog', () => {
  it('given tiers → the privileges of spec §6 and each price; the first tier is chosen', async () => {
    renderWithProviders(<NobleDialog open onOpenChange={vi.fn()} tiers={tiers} balance={5000} onBuy={vi.fn()} />);
    expect(screen.getByText('喇叭：每月 30 条免费广告弹幕')).toBeInTheDocument();
    expect(screen.getByText('贵宾席位')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /子爵/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3,000 金币 / 30 天')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('given a double click on buy → one purchase, then the date it lasts until', async () => {
    let finish!: (until: number) => void;
    const onBuy = vi.fn(() => new Promise<number>((r) => (finish = r)));
    const { user } = renderWithProviders(<NobleDialog open onOpenChange={vi.fn()} tiers={tiers} balance={5000} onBuy={onBuy} />);
    const buy = screen.getByRole('button', { name: '开通' });
    await user.dblClick(buy);
    expect(onBuy).toHaveBeenCalledTimes(1);
    expect(onBuy).toHaveBeenCalledWith(1);
    finish(1_798_027_200);
    expect(await screen.findByRole('status')).toHaveTextContent(/已开通子爵，有效期至 2026/);
  });

  it('given a tier the balance cannot pay → an alert and buy disabled', async () => {
    const onBuy = vi.fn();
    const { user } = renderWithProviders(<NobleDialog open onOpenChange={vi.fn()} tiers={tiers} balance={5000} onBuy={onBuy} />);
    await user.click(screen.getByRole('button', { name: /伯爵/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('余额不足');
    expect(screen.getByRole('button', { name: '开通' })).toBeDisabled();
  });
});
