import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { esportsTeams, playerStatsFixture } from '../fixtures';
import { PlayerStatTable } from './PlayerStatTable';

describe('PlayerStatTable', () => {
  it('given a LoL game → one table per team with heroes, K/D/A, last hits and gold', async () => {
    const { container } = renderWithProviders(
      <PlayerStatTable game="lol" home={esportsTeams.t1} away={esportsTeams.blg} players={playerStatsFixture('lol')} />,
      { locale: 'en' },
    );
    const [home, away] = screen.getAllByRole('table');
    expect(within(home!).getByText('T1')).toBeInTheDocument();
    expect(within(away!).getByText('Bilibili Gaming')).toBeInTheDocument();
    expect(
      within(home!)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Faker', 'Oner', 'Gumayusi', 'Keria', 'Zeus']);
    expect(within(home!).getByRole('columnheader', { name: 'Last hits' })).toBeInTheDocument();
    // Faker: 3 kills, 1 death, 2 assists, 120 last hits, 9,800 gold.
    expect(within(home!).getAllByRole('row')[1]).toHaveTextContent('FakerAzir3121209,800');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('CS2 has ADR instead of heroes and gold, in the reader’s digits', () => {
    renderWithProviders(
      <PlayerStatTable game="cs2" home={esportsTeams.navi} away={esportsTeams.vitality} players={playerStatsFixture('cs2')} />,
      {
        locale: 'vi',
      },
    );
    const [home] = screen.getAllByRole('table');
    expect(within(home!).queryByRole('columnheader', { name: 'Tướng' })).toBeNull();
    expect(within(home!).getAllByRole('row')[1]).toHaveTextContent('Faker31262,5');
  });
  it('empty and error states', () => {
    const { rerender } = renderWithProviders(<PlayerStatTable game="lol" home={esportsTeams.t1} away={esportsTeams.blg} players={[]} />, {
      locale: 'en',
    });
    expect(screen.getByText('No player stats yet')).toBeInTheDocument();
    rerender(<PlayerStatTable game="lol" home={esportsTeams.t1} away={esportsTeams.blg} players={null} error="Network down" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
  });
});
