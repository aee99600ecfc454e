import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Calendar, DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('shows Vietnamese month names in vi, and chooses a day from the calendar', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DatePicker label="Ngày thi đấu" defaultValue="2026-11-23" onChange={onChange} />, {
      locale: 'vi',
    });
    await user.click(screen.getByRole('button', { name: /Mở lịch/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/tháng 11/i);
    expect(within(dialog).getByRole('button', { name: 'Tháng sau' })).toBeInTheDocument();
    // vi weeks start on Monday (the weekday row is hidden from screen readers: each day names itself).
    expect(dialog.querySelector('thead th')).toHaveTextContent('Thứ 2');
    await user.click(within(dialog).getByRole('button', { name: /25/ }));
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
  });

  it('speaks Chinese month names in zh', async () => {
    const { user } = renderWithProviders(<DatePicker label="比赛日期" defaultValue="2026-03-05" />);
    expect(screen.getAllByText('比赛日期')[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /打开日历/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('2026年3月');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Calendar', () => {
  it('moves by arrow keys, refuses days outside min/max, and starts the week on Sunday in en', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Calendar label="Match day" defaultValue="2026-11-23" minValue="2026-11-20" maxValue="2026-11-26" onChange={onChange} />,
      { locale: 'en' },
    );
    const grid = screen.getByRole('grid');
    expect(grid.querySelector('thead th')).toHaveTextContent('Sun');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(grid).getByRole('button', { name: /November 19/ }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(grid).getByRole('button', { name: /November 24/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  });
});
