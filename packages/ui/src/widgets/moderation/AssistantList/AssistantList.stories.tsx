import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AssistantList, MAX_ASSISTANTS } from './AssistantList';

const assistants = [
  { uid: 12, nick: '球场老王' },
  { uid: 31, nick: 'Nguyễn Văn Hùng' },
  { uid: 57, nick: 'Midfield Mike' },
];

const meta = {
  title: 'Widgets/Moderation/AssistantList',
  component: AssistantList,
  args: { assistants, onAdd: fn(async () => undefined), onRemove: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AssistantList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /球场老王/ }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/球场老王/);
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|确认|Confirm|OK|Xác nhận/i }));
    await expect(args.onRemove).toHaveBeenCalledWith(12);
  },
};
export const Loading: Story = { args: { assistants: null } };
export const Empty: Story = { args: { assistants: [] } };
export const LoadFailed: Story = { args: { assistants: null, error: '网络不可用，请稍后重试' } };
/** Adding is refused by the server: its message shows under the field. */
export const AddRefused: Story = {
  args: { onAdd: fn(async () => Promise.reject(new Error('用户不存在'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '99999');
    await userEvent.click(canvas.getByRole('button', { name: /添加房管|Add assistant|Thêm quản lý/ }));
    await expect(await canvas.findByText('用户不存在')).toBeInTheDocument();
  },
};
/** At 200 the field is closed and says why. */
export const Full: Story = {
  args: {
    assistants: Array.from({ length: MAX_ASSISTANTS }, (_, i) => ({ uid: i + 100, nick: `房管 ${i + 1}` })).slice(0, MAX_ASSISTANTS),
    limit: MAX_ASSISTANTS,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420, maxHeight: 400, overflow: 'hidden' }}>{Story()}</div>],
};
