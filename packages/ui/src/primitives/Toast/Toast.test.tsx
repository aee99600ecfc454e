import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { dismissAllToasts, Toaster, toast } from './Toast';

afterEach(() => {
  act(() => dismissAllToasts());
  vi.useRealTimers();
});

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());

  it('given a toast raised outside React → it shows, and disappears after 5 s', () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toast({ title: '网络错误' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('网络错误');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given a hovered toast → it stays past its duration, and closes the rest of its time after the pointer leaves', () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toast({ title: '已关注', tone: 'positive' });
    });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('已关注');
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given focus inside a toast → it does not close', () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toast({ title: 'Đang kết nối lại' });
    });
    act(() => screen.getByRole('button', { name: '关闭通知' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('the returned function dismisses it; the same message again restarts it instead of stacking a copy', () => {
    renderWithProviders(<Toaster />);
    let dismiss = () => {};
    act(() => {
      toast({ title: '请登录后操作', tone: 'critical' });
    });
    act(() => vi.advanceTimersByTime(4000));
    act(() => {
      dismiss = toast({ title: '请登录后操作', tone: 'critical' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => dismiss());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps at most `max` on screen, the newest ones', () => {
    renderWithProviders(<Toaster max={2} />);
    act(() => {
      toast({ title: 'one' });
      toast({ title: 'two' });
      toast({ title: 'three' });
    });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['two', 'three']);
  });
});

describe('Toast with a keyboard', () => {
  it('errors are alerts; F8 reaches the newest, Escape closes it and focus goes back', async () => {
    const { user } = renderWithProviders(
      <>
        <Button
          onClick={() =>
            toast({ tone: 'critical', title: 'The anchor is not allowed to give himself gifts', duration: Number.POSITIVE_INFINITY })
          }
        >
          send
        </Button>
        <Toaster />
      </>,
      { locale: 'en' },
    );
    const send = screen.getByRole('button', { name: 'send' });
    await user.click(send);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The anchor is not allowed to give himself gifts');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(alert);
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{F8}');
    expect(alert).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveFocus();
  });

  it('closes from its button', async () => {
    const { user } = renderWithProviders(<Toaster />, { locale: 'vi' });
    act(() => {
      toast({ title: 'Đã lưu', duration: Number.POSITIVE_INFINITY });
    });
    await user.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
