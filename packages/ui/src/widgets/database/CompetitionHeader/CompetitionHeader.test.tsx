import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { eplFixture, overviewFixture } from '../fixtures';
import { CompetitionHeader } from './CompetitionHeader';

describe('CompetitionHeader', () => {
  it('names the competition, its country and season, and what has been played', async () => {
    const onToggle = vi.fn();
    const { container, user } = renderWithProviders(
      <CompetitionHeader competition={eplFixture} overview={overviewFixture} onToggleFavourite={onToggle} />,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Premier League' })).toBeInTheDocument();
    expect(screen.getByText('England · Football · League')).toBeInTheDocument();
    expect(screen.getByText('Rounds played').nextSibling).toHaveTextContent('4 of 14');
    expect(screen.getByText('Goals').nextSibling).toHaveTextContent('47');
    expect(screen.getByText('Season 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Favourite Premier League', pressed: true }));
    expect(onToggle).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });
  it('with several seasons and a handler → a season picker', () => {
    renderWithProviders(<CompetitionHeader competition={eplFixture} overview={overviewFixture} onSeasonChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /赛季/ })).toHaveTextContent('第 3 赛季');
  });
  it('while loading → busy', () => {
    renderWithProviders(<CompetitionHeader competition={null} overview={null} />);
    expect(screen.getByRole('status', { name: '正在加载赛事' })).toHaveAttribute('aria-busy', 'true');
  });
});
