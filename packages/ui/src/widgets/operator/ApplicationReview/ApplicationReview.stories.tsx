import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { applicationsForReview } from '../fixtures';
import { ApplicationReview } from './ApplicationReview';

const resolved = () => Promise.resolve();
const meta = {
  title: 'Widgets/Operator/ApplicationReview',
  component: ApplicationReview,
  args: { items: applicationsForReview, onApprove: fn(resolved), onReject: fn(resolved) },
} satisfies Meta<typeof ApplicationReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending applications: identity, both sides of the ID, contact, experience (markup as text). */
export const Default: Story = {};
export const Loading: Story = { args: { items: null } };
export const Empty: Story = { args: { items: [] } };
export const LoadFailed: Story = { args: { items: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
export const MorePages: Story = { args: { hasMore: true, onLoadMore: fn() } };
/** Approve by keyboard hands over the applicant's id. */
export const Approve: Story = {
  play: async ({ args }) => {
    const [first] = await screen.findAllByTestId('application-review');
    within(first!).getAllByRole('button')[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApprove).toHaveBeenCalledWith(3001);
  },
};
