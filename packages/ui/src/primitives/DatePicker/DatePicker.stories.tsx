import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Calendar, DatePicker, weekStarts } from './DatePicker';

// A fixed day so that stories (and their screenshots) do not change with the date they run on.
const day = '2026-11-23';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: '比赛日期 Match day', defaultValue: day, onChange: fn() },
  argTypes: { firstDayOfWeek: { control: 'select', options: weekStarts } },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  args: { minValue: '2026-11-16', maxValue: '2026-11-30' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement)
      .getByRole('button', { name: /日历|calendar|lịch/i })
      .focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // The popover is in the page before it is placed and shown (a busy CI machine caught it hidden).
    await waitFor(() => expect(within(dialog).getByRole('grid')).toBeVisible());
    // The focused day is the chosen one; the arrow moves a day and Enter picks it.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-24');
  },
};

export const Empty: Story = { args: { defaultValue: null } };

export const Invalid: Story = { args: { error: '请选择三个月内的日期 · Chỉ xem được trong ba tháng', isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const CalendarOnly: StoryObj<typeof Calendar> = {
  render: () => (
    <Calendar
      label="比赛日期 Match day"
      defaultValue={day}
      minValue="2026-11-10"
      maxValue="2026-11-30"
      isDateUnavailable={(iso) => iso === '2026-11-18'}
    />
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toBeVisible();
  },
};

export const Playground: Story = {};
