import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { teamStatsRows } from '../fixtures';
import { StatTable } from './StatTable';

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

describe('StatTable', () => {
  it('sorts by a column from its header button: high to low, then low to high', async () => {
    const rows = teamStatsRows();
    const { container, user } = renderWithProviders(<StatTable sport="football" rows={rows} />, { locale: 'en' });
    expect(names()[0]).toBe('Manchester City');
    const header = screen.getByRole('columnheader', { name: /GA$/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const byConceded = [...rows].sort((a, b) => b.conceded - a.conceded);
    expect(names()[0]).toBe(byConceded[0]!.team_name_en);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe([...rows].sort((a, b) => a.conceded - b.conceded)[0]!.team_name_en);
    expect(await axeViolations(container)).toEqual([]);
  });
  it('basketball columns speak of points, not goals', () => {
    renderWithProviders(<StatTable sport="basketball" rows={teamStatsRows(2)} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'PPG' })).toHaveAttribute('title', 'Points per game');
    expect(screen.queryByRole('button', { name: 'CS' })).toBeNull();
  });
});
