import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { KickedList } from './KickedList';

// A fixed instant keeps the visual baselines stable: 2026-11-25 20:30 UTC.
const until = Date.UTC(2026, 10, 25, 20, 30) / 1000;
const rows = [
  { uid: 40, nick: '刷屏小号', until },
  { uid: 41, nick: 'Spam Bot 9000', until: until + 3600 },
];

const meta = {
  title: 'Widgets/Moderation/KickedList',
  component: KickedList,
  args: { rows, onLift: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof KickedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /刷屏小号/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|确认|Confirm|OK|Xác nhận/i }));
    await expect(args.onLift).toHaveBeenCalledWith(40);
  },
};
export const ReadOnly: Story = { args: { onLift: undefined } };
export const Loading: Story = { args: { rows: null } };
export const Empty: Story = { args: { rows: [] } };
export const LoadFailed: Story = { args: { rows: null, error: '网络不可用，请稍后重试' } };
