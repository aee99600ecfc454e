import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '../../../i18n';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { footballFinished, footballLive, footballMatches, footballPostponed, footballUpcoming } from '../fixtures';
import type { FootballMatchData } from '../types';
import { MatchList } from './MatchList';

// Issue 5: a score update re-renders only its own row. Each row reads `ui.matchRow.versus` once per
// render (its collect button's label), so counting reads of that message counts row renders.
function countingMessages() {
  const reads = { versus: 0 };
  const messages = new Proxy(uiMessages.en, {
    get(target, key: string) {
      if (key === 'ui.matchRow.versus') reads.versus += 1;
      return target[key];
    },
  });
  return { reads, messages };
}

const many = (n: number): FootballMatchData[] =>
  Array.from({ length: n }, (_, i) => ({ ...footballLive, id: 1000 + i, home_score: i % 3 }));

describe('MatchList', () => {
  it('given 200 rows → when one match’s score changes → only that row renders again', () => {
    const { reads, messages } = countingMessages();
    const rows = many(200);
    const onToggle = vi.fn();
    const ui = (list: FootballMatchData[]) => (
      <IntlProvider locale="en" messages={messages}>
        <MatchList sport="football" matches={list} onToggleCollect={onToggle} />
      </IntlProvider>
    );
    const { rerender } = render(ui(rows));
    expect(reads.versus).toBe(200);
    reads.versus = 0;
    // A minute tick: that row renders once.
    const next = rows.slice();
    next[137] = { ...rows[137]!, match_str: '68' };
    rerender(ui(next));
    expect(reads.versus).toBe(1);
    // A goal: that row renders twice (the update, then its goal flash); no other row renders.
    reads.versus = 0;
    const after = next.slice();
    after[42] = { ...next[42]!, away_score: 9 };
    rerender(ui(after));
    expect(reads.versus).toBe(2);
    expect(screen.getAllByTestId('match-score')[42]).toHaveTextContent('0 - 9');
  });

  it('given a new array with every row a new object (a naive store) → every row renders again', () => {
    const { reads, messages } = countingMessages();
    const rows = many(50);
    const ui = (list: FootballMatchData[]) => (
      <IntlProvider locale="en" messages={messages}>
        <MatchList sport="football" matches={list} />
      </IntlProvider>
    );
    const { rerender } = render(ui(rows));
    reads.versus = 0;
    rerender(ui(rows.map((r) => ({ ...r }))));
    expect(reads.versus).toBe(50);
  });

  it('groups rows in progress, not started and finished (postponed with the finished), in that order', async () => {
    renderWithProviders(<MatchList sport="football" matches={[footballFinished, footballUpcoming, footballLive, footballPostponed]} />, {
      locale: 'en',
    });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['In progress(1)', 'Not started(1)', 'Finished(2)']);
    const live = screen.getByRole('region', { name: /In progress/ });
    expect(within(live).getByText("67'")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a goal: the score of the side that scored flashes (data-goal) when its score rises', () => {
    const { rerender } = renderWithProviders(<MatchList sport="football" matches={[footballLive]} />);
    expect(screen.getByTestId('match-score')).not.toHaveAttribute('data-goal');
    rerender(<MatchList sport="football" matches={[{ ...footballLive, away_score: 2 }]} />);
    expect(screen.getByTestId('match-score')).toHaveAttribute('data-goal', 'away');
  });

  it('says when there is nothing, and offers a retry on error', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = renderWithProviders(<MatchList sport="football" matches={[]} />, { locale: 'vi' });
    expect(screen.getByText('Không có trận đấu')).toBeInTheDocument();
    rerender(<MatchList sport="football" matches={[]} state="error" errorMessage="Network" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('the collect star is a labelled toggle button that reports the match id', async () => {
    const onToggle = vi.fn();
    const { user } = renderWithProviders(
      <MatchList sport="football" matches={footballMatches} collected={new Set([footballLive.id])} onToggleCollect={onToggle} />,
      { locale: 'en' },
    );
    const star = screen.getAllByRole('button', { name: 'Collect Arsenal vs Manchester City' })[0]!;
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(onToggle).toHaveBeenCalledWith(footballLive.id);
  });
});
