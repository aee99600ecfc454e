import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { playerMatchesFixture } from '../fixtures';
import { PlayerMatches } from './PlayerMatches';

describe('PlayerMatches', () => {
  it('lists the recent matches with the result and the player’s line; a substitute’s minutes are marked', async () => {
    const { container } = renderWithProviders(
      <PlayerMatches sport="football" matches={playerMatchesFixture} matchHref={(id) => `/score-detail?id=${id}&type=0`} />,
      { locale: 'en' },
    );
    const rows = within(screen.getByRole('table', { name: 'Recent matches' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('img')).toHaveAccessibleName('Form: won');
    expect(within(rows[0]!).getByRole('link', { name: 'v Arsenal, 3 - 1: match details' })).toHaveAttribute(
      'href',
      '/score-detail?id=400&type=0',
    );
    expect(rows[2]).toHaveTextContent('28 (sub)');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('no finished match → the empty state', () => {
    renderWithProviders(<PlayerMatches sport="football" matches={[]} />);
    expect(screen.getByText('暂无已完赛的比赛')).toBeInTheDocument();
  });
});
