import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { contributorsFixture, incomeByDayFixture, incomeByWeekFixture, recordsFixture } from '../fixtures';
import { type IncomePeriod, IncomeReport } from './IncomeReport';

const meta = {
  title: 'Widgets/AnchorCentre/IncomeReport',
  component: IncomeReport,
  args: {
    records: recordsFixture,
    income: incomeByDayFixture,
    period: 'day',
    onPeriodChange: () => undefined,
    contributors: contributorsFixture,
  },
} satisfies Meta<typeof IncomeReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { records: null, income: null, contributors: null } };
export const Empty: Story = { args: { records: [], income: [], contributors: [] } };
/** Switching to weeks. */
export const ByWeek: Story = {
  render: function Render(args) {
    const [period, setPeriod] = useState<IncomePeriod>('day');
    return (
      <IncomeReport
        {...args}
        period={period}
        income={period === 'day' ? incomeByDayFixture : incomeByWeekFixture}
        onPeriodChange={setPeriod}
      />
    );
  },
  play: async () => {
    const week = await screen.findByRole('button', { name: /^(按周|By week|Theo tuần)$/ });
    await userEvent.click(week);
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expect((await screen.findAllByText(/一周|Week of|Tuần từ/))[0]).toBeVisible();
  },
};
