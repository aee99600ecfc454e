import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withdrawalsForReview } from '../fixtures';
import { WithdrawalReview } from './WithdrawalReview';

const resolved = () => Promise.resolve();
const meta = {
  title: 'Widgets/Operator/WithdrawalReview',
  component: WithdrawalReview,
  args: { items: withdrawalsForReview, onApprove: fn(resolved), onReject: fn(resolved) },
} satisfies Meta<typeof WithdrawalReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting withdrawals with the payee in full; a nickname's markup stays text. */
export const Default: Story = {};
export const Loading: Story = { args: { items: null } };
export const Empty: Story = { args: { items: [] } };
export const LoadFailed: Story = { args: { items: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };
/** Reject asks for a reason first (an empty one is refused in place), then hands it over; focus returns to the button. */
export const Reject: Story = {
  play: async ({ args }) => {
    const [first] = await screen.findAllByTestId('withdrawal-review');
    const reject = within(first!).getAllByRole('button')[1]!;
    await userEvent.click(reject);
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getAllByRole('button').at(-1)!;
    await userEvent.click(submit);
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Account name mismatch');
    await userEvent.click(submit);
    await expect(args.onReject).toHaveBeenCalledWith(7, 'Account name mismatch');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(reject).toHaveFocus();
  },
};
/** A rejection the server refuses: its message is shown in the dialog, which stays open. */
export const RejectFailed: Story = {
  args: { onReject: fn(() => Promise.reject(new Error('该提现已审核'))) },
  play: async () => {
    const [first] = await screen.findAllByTestId('withdrawal-review');
    await userEvent.click(within(first!).getAllByRole('button')[1]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'x');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('该提现已审核');
  },
};
