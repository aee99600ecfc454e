import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { MatchFilters } from '../MatchFilters/MatchFilters';
import { defaultGameSettings, defaultImmediatelySettings, ScoreSettingsPanel } from './ScoreSettings';

describe('ScoreSettingsPanel', () => {
  it('shows SPEC §3 defaults and reports each switch', async () => {
    const onGame = vi.fn();
    const onImmediately = vi.fn();
    const { user } = renderWithProviders(
      <ScoreSettingsPanel
        game={defaultGameSettings}
        immediately={defaultImmediatelySettings}
        onGameChange={onGame}
        onImmediatelyChange={onImmediately}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('switch', { name: 'Goal sound' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Red card alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show odds' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Yellow card alerts' }));
    expect(onGame).toHaveBeenCalledWith({ red: true, voice: false, yellow: false });
    await user.click(screen.getByRole('switch', { name: 'Show corners' }));
    expect(onImmediately).toHaveBeenCalledWith({ value1: true, value2: true, value3: false, value4: true });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('MatchFilters', () => {
  const competitions = [
    { id: 1, name: 'EPL', count: 3 },
    { id: 2, name: 'CSL', count: 2 },
    { id: 3, name: 'V.League 1', count: 4 },
  ];
  it('given all leagues → untick one and apply → filters by the other two; select all again → no filter', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<MatchFilters competitions={competitions} countries={[]} value={null} onChange={onChange} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'CSL (2)' }));
    expect(screen.getByText('2 of 3 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'competition', ids: [1, 3] });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('invert chooses exactly the leagues that were not chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <MatchFilters competitions={competitions} countries={[]} value={{ mode: 'competition', ids: [1] }} onChange={onChange} />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Filtered (1)' }));
    await user.click(screen.getByRole('button', { name: 'Invert' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ mode: 'competition', ids: [2, 3] });
  });
});
