import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { squadFixture } from '../fixtures';
import { SquadList } from './SquadList';

describe('SquadList', () => {
  it('groups the squad by position in the usual order, shirt numbers ascending, players linking to their pages', async () => {
    const { container } = renderWithProviders(
      <SquadList sport="football" players={squadFixture} playerHref={(id) => `/base-football?player=${id}`} />,
      {
        locale: 'en',
      },
    );
    const tables = screen.getAllByRole('table');
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      'Goalkeepers 2',
      'Defenders 3',
      'Midfielders 3',
      'Forwards 2',
    ]);
    const defenders = within(tables[1]!).getAllByRole('row').slice(1);
    expect(defenders.map((r) => r.firstChild?.textContent)).toEqual(['2', '3', '24']);
    expect(within(tables[0]!).getByRole('link', { name: 'Ederson' })).toHaveAttribute('href', '/base-football?player=60000');
    expect(await axeViolations(container)).toEqual([]);
  });
});
