import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { seriesFixture } from '../fixtures';
import { GameStrip } from './GameStrip';

describe('GameStrip', () => {
  it('given a Bo5 at 2–1 with game 4 on → five places: three winners, one live, one not played', async () => {
    const s = seriesFixture('dota2', 5, 'live');
    const onSelect = vi.fn();
    const { container, user } = renderWithProviders(
      <GameStrip game="dota2" bestOf={5} games={s.games!} home={s.home} away={s.away} selected={4} onSelect={onSelect} />,
      { locale: 'en' },
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Game 1Team Spirit won 21:11',
      'Game 2Team Liquid won 9:18',
      'Game 3Team Spirit won 21:11',
      'Game 4Live 12:8',
      'Game 5Not played',
    ]);
    // Only played games can be chosen.
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: /Game 4/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Game 2/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(await axeViolations(container)).toEqual([]);
  });
  it('CS2 names its maps and shows rounds', () => {
    const s = seriesFixture('cs2', 3, 'live');
    renderWithProviders(<GameStrip game="cs2" bestOf={3} games={s.games!} home={s.home} away={s.away} />, { locale: 'zh' });
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('地图3 · Nuke进行中 9:7');
  });
});
