import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { competitionsFixture } from '../fixtures';
import type { CompetitionData } from '../types';
import { CompetitionDirectory, matchesKeyword } from './CompetitionDirectory';

const hrefOf = (c: CompetitionData) => `/base-${c.sport === 1 ? 'basketball' : 'football'}?id=${c.id}`;

describe('matchesKeyword', () => {
  it('matches any name or the country in any language, ignoring case and Vietnamese accents', () => {
    const [epl, csl] = competitionsFixture;
    expect(matchesKeyword(epl!, 'premier')).toBe(true);
    expect(matchesKeyword(epl!, '英格兰')).toBe(true);
    expect(matchesKeyword(epl!, 'ngoai hang')).toBe(true);
    expect(matchesKeyword(csl!, 'trung quoc')).toBe(true);
    expect(matchesKeyword(csl!, 'premier')).toBe(false);
  });
});

describe('CompetitionDirectory', () => {
  it('lists favourites first, then each sport by country, each linking to its page', async () => {
    const onNavigate = vi.fn();
    const { container, user } = renderWithProviders(
      <CompetitionDirectory competitions={competitionsFixture} hrefOf={hrefOf} onNavigate={onNavigate} onToggleFavourite={vi.fn()} />,
      { locale: 'en' },
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['My favourites', 'Football', 'Basketball']);
    const favourites = screen.getByRole('region', { name: 'My favourites' });
    expect(within(favourites).getByRole('link', { name: /Premier League/ })).toHaveAttribute('href', '/base-football?id=82');
    expect(within(favourites).getByRole('button', { name: 'Favourite Premier League' })).toHaveAttribute('aria-pressed', 'true');
    const basketball = screen.getByRole('region', { name: 'Basketball' });
    expect(
      within(basketball)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['USA', 'China']);
    await user.click(within(basketball).getByRole('link', { name: /NBA/ }));
    expect(onNavigate).toHaveBeenCalledWith('/base-basketball?id=1');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('when the user types → filters at once and announces the count; nothing matching says what to try', async () => {
    const { user } = renderWithProviders(
      <CompetitionDirectory competitions={competitionsFixture} hrefOf={hrefOf} onToggleFavourite={vi.fn()} />,
    );
    const search = screen.getByRole('searchbox', { name: '搜索赛事' });
    await user.type(search, 'cba');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('共 1 项赛事')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('没有与“zzz”匹配的赛事')).toBeInTheDocument();
  });
  it('when a star is pressed → asks the page to toggle that competition', async () => {
    const onToggle = vi.fn();
    const { user } = renderWithProviders(
      <CompetitionDirectory competitions={competitionsFixture} hrefOf={hrefOf} onToggleFavourite={onToggle} />,
    );
    await user.click(screen.getByRole('button', { name: '收藏 中国足球超级联赛' }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 542 }));
  });
  it('the sport filter keeps one sport', async () => {
    const { user } = renderWithProviders(
      <CompetitionDirectory competitions={competitionsFixture} hrefOf={hrefOf} onToggleFavourite={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: '篮球' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
  it('while loading → busy; on failure → the message', () => {
    const { rerender } = renderWithProviders(<CompetitionDirectory competitions={null} hrefOf={hrefOf} onToggleFavourite={vi.fn()} />);
    expect(screen.getByRole('status', { name: '正在加载赛事' })).toBeInTheDocument();
    rerender(<CompetitionDirectory competitions={null} error="网络不可用" hrefOf={hrefOf} onToggleFavourite={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络不可用');
  });
});
