import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { cupStandingsFixture, groupZones, leagueZones, standingsFixture } from '../fixtures';
import { StandingsPanel } from './StandingsPanel';

const base = {
  sport: 'football' as const,
  title: '英超',
  scope: 'all' as const,
  zones: leagueZones,
  groupZones,
  teamHref: (id: number) => `/base-football?team=${id}`,
};

describe('StandingsPanel', () => {
  it('given a league table → rows with form, zones named for screen readers, a legend and team links', async () => {
    const onNavigate = vi.fn();
    const { container, user } = renderWithProviders(
      <StandingsPanel {...base} standings={standingsFixture} onScopeChange={vi.fn()} onNavigate={onNavigate} />,
    );
    const table = screen.getByRole('table', { name: '英超' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(within(rows[1]!).getByRole('cell', { name: /冠军联赛区/ })).toHaveAttribute('data-zone', 'champions');
    expect(within(rows[8]!).getByRole('cell', { name: /降级区/ })).toHaveAttribute('data-zone', 'relegation');
    expect(within(rows[4]!).queryByText(/区/)).toBeNull();
    expect(within(rows[1]!).getByRole('img')).toHaveAccessibleName('曼城 近况：胜、胜、平、胜');
    expect(
      within(screen.getByRole('list', { name: '图例' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['冠军联赛区', '欧洲赛事区', '降级区']);
    await user.click(within(rows[1]!).getByRole('link', { name: '曼城' }));
    expect(onNavigate).toHaveBeenCalledWith('/base-football?team=8201');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('when Away is pressed → asks for the away table', async () => {
    const onScopeChange = vi.fn();
    const { user } = renderWithProviders(<StandingsPanel {...base} standings={standingsFixture} onScopeChange={onScopeChange} />, {
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Away' }));
    expect(onScopeChange).toHaveBeenCalledWith('away');
  });
  it('given a cup → one table per group, in letter order, with the qualifying places', () => {
    renderWithProviders(<StandingsPanel {...base} title="UCL" standings={cupStandingsFixture} onScopeChange={vi.fn()} />, { locale: 'en' });
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual(['UCL · Group A', 'UCL · Group B']);
    expect(within(tables[0]!).getAllByRole('cell', { name: /Qualification/ })).toHaveLength(2);
  });
  it('while loading → a busy placeholder; on failure → the message with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = renderWithProviders(<StandingsPanel {...base} standings={null} onScopeChange={vi.fn()} />);
    expect(screen.getByRole('status', { name: '正在加载积分榜' })).toHaveAttribute('aria-busy', 'true');
    rerender(<StandingsPanel {...base} standings={null} error="网络不可用" onRetry={onRetry} onScopeChange={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络不可用');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
  it('given no finished match → the empty state', () => {
    renderWithProviders(<StandingsPanel {...base} standings={{ group: 0, list: [] }} onScopeChange={vi.fn()} />);
    expect(screen.getByText('暂无积分榜')).toBeInTheDocument();
  });
});
