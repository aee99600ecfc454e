import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { contributorsFixture, incomeByDayFixture, recordsFixture } from '../fixtures';
import { IncomeReport } from './IncomeReport';

describe('IncomeReport', () => {
  it('lists records with duration, peak viewers and gift income, and ranks contributors', async () => {
    const onPeriodChange = vi.fn();
    const { container } = renderWithProviders(
      <IncomeReport
        records={recordsFixture}
        income={incomeByDayFixture}
        period="day"
        onPeriodChange={onPeriodChange}
        contributors={contributorsFixture}
      />,
    );
    const rows = within(screen.getByTestId('broadcast-records')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('直播中');
    expect(rows[2]).toHaveTextContent('2 小时 15 分');
    expect(rows[2]).toHaveTextContent('1,204');
    expect(rows[2]).toHaveTextContent('460');
    expect(rows[3]).toHaveTextContent('45 分 30 秒');
    expect(screen.getByText('<b>不是 HTML</b>')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '按周' }));
    expect(onPeriodChange).toHaveBeenCalledWith('week');
    expect(await axeViolations(container)).toEqual([]);
  });
});
