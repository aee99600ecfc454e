import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { type GoalPopupItem, GoalPopupStack } from './GoalPopup';

const goal: GoalPopupItem = {
  key: 'a',
  kind: 'goal',
  minute: '67',
  home: 'Arsenal',
  away: 'Chelsea',
  homeScore: 2,
  awayScore: 1,
  side: 'home',
};
const correction: GoalPopupItem = {
  key: 'b',
  kind: 'correction',
  minute: '70',
  home: 'Hà Nội FC',
  away: 'Nam Định',
  homeScore: 1,
  awayScore: 1,
  side: 'home',
  previous: { home: 2, away: 1 },
};

afterEach(() => vi.useRealTimers());

describe('GoalPopupStack', () => {
  it('shows the minute, the teams, the score and marks the scoring side', async () => {
    renderWithProviders(<GoalPopupStack items={[goal]} onClose={() => undefined} autoCloseMs={0} />, { locale: 'en' });
    const popup = screen.getByTestId('goal-popup');
    expect(popup).toHaveTextContent("Goal · 67'");
    expect(popup).toHaveTextContent('Arsenal');
    expect(popup).toHaveTextContent('2 - 1');
    expect(screen.getByText('Arsenal')).toHaveAttribute('data-scored');
    expect(screen.getByText('Chelsea')).not.toHaveAttribute('data-scored');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a correction with the score it was, never as a goal', () => {
    renderWithProviders(<GoalPopupStack items={[correction]} onClose={() => undefined} autoCloseMs={0} />, { locale: 'vi' });
    const popup = screen.getByTestId('goal-popup');
    expect(popup).toHaveAttribute('data-kind', 'correction');
    expect(popup).toHaveTextContent('Điều chỉnh tỷ số');
    expect(popup).toHaveTextContent('Trước đó 2-1');
  });

  it('closes by its button, and by itself after autoCloseMs; newest first, at most `max`', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const items = ['1', '2', '3', '4', '5'].map((k) => ({ ...goal, key: k, minute: k }));
    renderWithProviders(<GoalPopupStack items={items} onClose={onClose} autoCloseMs={8000} max={4} />, {
      locale: 'en',
      user: { advanceTimers: vi.advanceTimersByTime },
    });
    const popups = screen.getAllByTestId('goal-popup');
    expect(popups).toHaveLength(4);
    expect(popups[0]).toHaveTextContent("5'");
    act(() => {
      screen.getAllByRole('button', { name: 'Close alert: Arsenal vs Chelsea' })[0]!.click();
    });
    expect(onClose).toHaveBeenCalledWith('5');
    act(() => vi.advanceTimersByTime(7999));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onClose.mock.calls.map((c) => c[0]).sort()).toEqual(['2', '3', '4', '5', '5']);
  });

  it('renders nothing without alerts', () => {
    const { container } = renderWithProviders(<GoalPopupStack items={[]} onClose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
