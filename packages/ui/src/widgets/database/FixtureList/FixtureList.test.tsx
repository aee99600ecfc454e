import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { footballRound, roundsFixture } from '../fixtures';
import { FixtureList } from './FixtureList';

describe('FixtureList', () => {
  it('shows results, the live minute and the matches to come, linking teams and matches', async () => {
    const onNavigate = vi.fn();
    const { container, user } = renderWithProviders(
      <FixtureList
        sport="football"
        caption="Round 5"
        matches={footballRound(5)}
        detailHref={(id) => `/score-detail?id=${id}&type=0`}
        teamHref={(id) => `/base-football?team=${id}`}
        onNavigate={onNavigate}
      />,
      { locale: 'en' },
    );
    const rows = within(screen.getByRole('table', { name: 'Round 5' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveAttribute('data-phase', 'finished');
    expect(rows[2]).toHaveAttribute('data-phase', 'live');
    expect(within(rows[2]!).getByText("67'")).toHaveAttribute('data-live', 'true');
    expect(within(rows[3]!).getByRole('link', { name: /vs: match details/ })).toBeInTheDocument();
    const first = footballRound(5)[0]!;
    await user.click(
      within(rows[0]!).getByRole('link', {
        name: `${first.home_team_name_en} v ${first.away_team_name_en}, ${first.home_score} - ${first.away_score}: match details`,
      }),
    );
    expect(onNavigate).toHaveBeenLastCalledWith('/score-detail?id=501&type=0');
    await user.click(within(rows[0]!).getByRole('link', { name: String(first.home_team_name_en) }));
    expect(onNavigate).toHaveBeenLastCalledWith(`/base-football?team=${first.home_team_id}`);
    expect(await axeViolations(container)).toEqual([]);
  });
  it('the round picker moves to the previous and next rounds, and stops at the ends', async () => {
    const onRoundChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <FixtureList sport="football" caption="R" matches={[]} rounds={roundsFixture} round={5} onRoundChange={onRoundChange} />,
    );
    await user.click(screen.getByRole('button', { name: '下一轮' }));
    expect(onRoundChange).toHaveBeenLastCalledWith(6);
    await user.click(screen.getByRole('button', { name: '上一轮' }));
    expect(onRoundChange).toHaveBeenLastCalledWith(4);
    rerender(<FixtureList sport="football" caption="R" matches={[]} rounds={roundsFixture} round={14} onRoundChange={onRoundChange} />);
    expect(screen.getByRole('button', { name: '下一轮' })).toBeDisabled();
    expect(screen.getByText('暂无比赛')).toBeInTheDocument();
  });
  it('with pages → page buttons', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(
      <FixtureList sport="football" caption="R" matches={footballRound(2)} page={1} pageCount={3} onPageChange={onPageChange} />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: /2/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
