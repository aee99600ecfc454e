import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { leaderRows } from '../fixtures';
import { LeadersTable } from './LeadersTable';

describe('LeadersTable', () => {
  it('football: the goals with shared ranks, players and teams linking to their pages', async () => {
    const { container } = renderWithProviders(
      <LeadersTable
        sport="football"
        kind="goals"
        onKindChange={vi.fn()}
        rows={leaderRows(4)}
        playerHref={(id) => `/base-football?player=${id}`}
        teamHref={(id) => `/base-football?team=${id}`}
      />,
      { locale: 'en' },
    );
    const rows = within(screen.getByRole('table', { name: 'Top scorers' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.firstChild?.textContent)).toEqual(['1', '1', '3', '3']);
    expect(within(rows[0]!).getByRole('link', { name: 'Erling Haaland' })).toHaveAttribute('href', '/base-football?player=50000');
    expect(screen.queryByRole('columnheader', { name: 'Per game' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
  it('basketball: per game with one decimal in the reader’s format; the kinds are points, rebounds, assists', async () => {
    const onKindChange = vi.fn();
    const { user } = renderWithProviders(
      <LeadersTable sport="basketball" kind="points" onKindChange={onKindChange} rows={leaderRows(2, true)} />,
      {
        locale: 'vi',
      },
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Điểm', 'Bắt bóng', 'Kiến tạo']);
    const first = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('22,5');
    await user.click(screen.getByRole('button', { name: 'Bắt bóng' }));
    expect(onKindChange).toHaveBeenCalledWith('rebounds');
  });
  it('no figures yet → the empty state', () => {
    renderWithProviders(<LeadersTable sport="football" kind="assists" onKindChange={vi.fn()} rows={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
