import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { HoverCard } from './HoverCard';

function AvatarPanel() {
  return (
    <>
      <a href="#before">首页</a>
      <HoverCard label="账户" trigger={<a href="#me">我的</a>}>
        <a href="#center">个人中心</a>
        <a href="#follows">我的关注</a>
      </HoverCard>
      <a href="#after">下载</a>
    </>
  );
}

describe('HoverCard', () => {
  it('given keyboard focus on the trigger → the card opens → Tab walks through its links and out', async () => {
    const { user } = renderWithProviders(<AvatarPanel />);
    await user.tab();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.tab();
    expect(screen.getByRole('link', { name: '我的' })).toHaveFocus();
    expect(await screen.findByRole('dialog', { name: '账户' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的' })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations()).toEqual([]);

    await user.tab();
    expect(screen.getByRole('link', { name: '个人中心' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '我的关注' })).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: '下载' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given focus inside the card → Escape closes it and focus returns to the trigger', async () => {
    const { user } = renderWithProviders(<AvatarPanel />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: '个人中心' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: '我的' })).toHaveFocus();
  });

  it('opens after the pointer rests on the trigger and closes after it leaves', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<AvatarPanel />);
      const trigger = screen.getByRole('link', { name: '我的' });
      fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(100));
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => vi.advanceTimersByTime(150));
      const card = screen.getByRole('dialog', { name: '账户' });
      // Moving onto the card keeps it open.
      fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
      fireEvent.pointerEnter(card, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      fireEvent.pointerLeave(card, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(400));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
