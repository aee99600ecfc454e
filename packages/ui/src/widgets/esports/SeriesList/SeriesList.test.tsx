import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { seriesFixture, seriesListFixture } from '../fixtures';
import { SeriesList } from './SeriesList';

const hrefOf = (s: { id: number }) => `/gamingDetail?id=${s.id}`;

describe('SeriesList', () => {
  it('given live series → each row links to its page and shows the live game: kills for LoL, rounds for CS2', async () => {
    const { container } = renderWithProviders(<SeriesList series={seriesListFixture()} hrefOf={hrefOf} />, { locale: 'en' });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/gamingDetail?id=101');
    expect(within(links[0]!).getByText('Series 1–1')).toBeInTheDocument();
    expect(within(links[0]!).getByTestId('series-live-state')).toHaveTextContent('Game 3 · Kills 12–8');
    expect(within(links[1]!).getByTestId('series-live-state')).toHaveTextContent('Map 3 Nuke · Rounds 9–7');
    expect(within(links[3]!).queryByTestId('series-live-state')).toBeNull();
    expect(within(links[3]!).getByText('Upcoming')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
  it('given a new object for one series → its row shows the new score', () => {
    const list = [seriesFixture('lol', 3, 'live', 1), seriesFixture('cs2', 3, 'live', 2)];
    const { rerender } = renderWithProviders(<SeriesList series={list} hrefOf={hrefOf} />, { locale: 'en' });
    const next = { ...list[0]!, home_score: 2, phase: 'finished' as const, games: list[0]!.games!.slice(0, 2) };
    rerender(<SeriesList series={[next, list[1]!]} hrefOf={hrefOf} />);
    expect(within(screen.getAllByRole('link')[0]!).getByText('Series 2–1')).toBeInTheDocument();
    expect(within(screen.getAllByRole('link')[0]!).getByText('Finished')).toBeInTheDocument();
  });
  it('a click follows the link inside the app', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithProviders(<SeriesList series={seriesListFixture()} hrefOf={hrefOf} onNavigate={onNavigate} />);
    await user.click(screen.getAllByRole('link')[2]!);
    expect(onNavigate).toHaveBeenCalledWith('/gamingDetail?id=103');
  });
  it('loading, empty and error states say what is happening', () => {
    const { rerender } = renderWithProviders(<SeriesList series={null} hrefOf={hrefOf} />, { locale: 'en' });
    expect(screen.getByRole('status', { name: 'Loading the matches' })).toBeInTheDocument();
    rerender(<SeriesList series={[]} hrefOf={hrefOf} />);
    expect(screen.getByText('No matches')).toBeInTheDocument();
    rerender(<SeriesList series={null} error="Network down" hrefOf={hrefOf} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
  });
});
