import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { seriesFixture } from '../fixtures';
import type { SeriesData } from '../types';
import { SeriesScoreboard } from './SeriesScoreboard';

/** The live LoL Bo3 after its third game ends with a home win. */
function decided(s: SeriesData): SeriesData {
  return {
    ...s,
    phase: 'finished',
    home_score: 2,
    games: s.games!.map((g) => (g.phase === 'live' ? { ...g, phase: 'finished' as const, winner: 'home' as const } : g)),
  };
}

describe('SeriesScoreboard', () => {
  it('given a live LoL game → the series score and the game state: kills, towers, the lead on its side, the clock', async () => {
    const { container } = renderWithProviders(
      <SeriesScoreboard series={seriesFixture('lol', 3, 'live')} leagueHref="/gamingLeague?id=7" />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByTestId('board-score')).toHaveTextContent('1 : 1');
    expect(screen.getByRole('link', { name: 'League: LoL World Championship' })).toHaveAttribute('href', '/gamingLeague?id=7');
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContain('12Kills8');
    expect(rows).toContain('5Towers3');
    expect(rows).toContain('+3,250Gold lead');
    expect(screen.getByTestId('game-state')).toHaveAccessibleName('Current game · Game 3 · Time 20:34');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('CS2 shows rounds by half and money, in the reader’s digits', () => {
    renderWithProviders(<SeriesScoreboard series={seriesFixture('cs2', 3, 'live')} />, { locale: 'vi' });
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(expect.arrayContaining(['9Hiệp7', '7Hiệp một5', '2Hiệp hai2', '$23.400Tiền$9.850']));
  });
  it('says nothing on arrival or on a kill, once when a game ends, once when the series is won', () => {
    const live = seriesFixture('lol', 5, 'live');
    const { rerender } = renderWithProviders(<SeriesScoreboard series={live} />, { locale: 'en' });
    const region = screen.getByTestId('board-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    const kill = { ...live, games: live.games!.map((g) => (g.phase === 'live' ? { ...g, home_kills: 13 } : g)) };
    rerender(<SeriesScoreboard series={kill} />);
    expect(region).toHaveTextContent('');
    // Game 4 ends with an away win: 2–2, the series goes on.
    const game4 = {
      ...kill,
      away_score: 2,
      games: kill.games!.map((g) => (g.phase === 'live' ? { ...g, phase: 'finished' as const, winner: 'away' as const } : g)),
    };
    rerender(<SeriesScoreboard series={game4} />);
    expect(region).toHaveTextContent('Game 4 to Bilibili Gaming; series 2–2');
    rerender(<SeriesScoreboard series={{ ...game4 }} />);
    expect(region).toHaveTextContent('Game 4 to Bilibili Gaming; series 2–2');
  });
  it('announces the winner of the series when its last game ends', () => {
    const live = seriesFixture('lol', 3, 'live');
    const { rerender } = renderWithProviders(<SeriesScoreboard series={live} />, { locale: 'zh' });
    rerender(<SeriesScoreboard series={decided(live)} />);
    expect(screen.getByTestId('board-announcement')).toHaveTextContent('T1赢得比赛，大比分 2:1');
  });
  it('loading and error states', () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithProviders(<SeriesScoreboard series={null} />, { locale: 'en' });
    expect(screen.getByRole('status', { name: 'Loading the match' })).toBeInTheDocument();
    rerender(<SeriesScoreboard series={null} error="Network down" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
  });
});
