import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateStrip } from './DateStrip';

const meta = {
  title: 'Widgets/Scores/DateStrip',
  component: DateStrip,
  args: { today: '2026-11-23', value: '2026-11-23', direction: 'past', onChange: fn() },
} satisfies Meta<typeof DateStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results: today and the six days before. */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const days = within(canvasElement).getByRole('list').querySelectorAll('button');
    await expect(days).toHaveLength(7);
    await userEvent.click(days[0]!);
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-17');
  },
};
/** Schedule: today and the six days after. */
export const Schedule: Story = { args: { direction: 'future', value: '2026-11-25' } };
