import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { basketballPlayerFixture, playerProfileFixture } from '../fixtures';
import { PlayerCard } from './PlayerCard';

describe('PlayerCard', () => {
  it('football: profile, team link and the season’s goals', async () => {
    const { container } = renderWithProviders(
      <PlayerCard sport="football" profile={playerProfileFixture} teamHref="/base-football?team=8201" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '哈兰德' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '曼城' })).toHaveAttribute('href', '/base-football?team=8201');
    expect(screen.getByText('进球').previousSibling ?? screen.getByText('进球').nextSibling).toHaveTextContent('6');
    expect(screen.getByText('前锋')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
  it('basketball: per-game figures with one decimal', () => {
    renderWithProviders(<PlayerCard sport="basketball" profile={basketballPlayerFixture} />, { locale: 'en' });
    expect(screen.getByText('Points per game').nextSibling).toHaveTextContent('25.4');
    expect(screen.getByText('Assists per game').nextSibling).toHaveTextContent('8.0');
  });
});
