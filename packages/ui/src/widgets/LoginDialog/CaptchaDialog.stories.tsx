import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CaptchaDialog } from './CaptchaDialog';

const meta = {
  title: 'Widgets/CaptchaDialog',
  component: CaptchaDialog,
  args: { captcha: { question: '7 + 5 = ?' }, onAnswer: fn(), onRefresh: fn(), onCancel: fn() },
} satisfies Meta<typeof CaptchaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before an SMS code outside the login dialog (the security page): the question, its answer field focused. */
export const Open: Story = {
  play: async ({ args }) => {
    const answer = await screen.findByRole('textbox', { name: /答案|Answer|Đáp án/ });
    await expect(answer).toHaveFocus();
    await userEvent.type(answer, '12{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith('12');
  },
};
export const WrongAnswer: Story = {
  args: { captcha: { question: '6 × 4 = ?', error: '答案不正确，请换一题再试 · Wrong answer; try a new question' } },
};
export const Checking: Story = { args: { captcha: { question: '6 × 4 = ?', pending: true } } };
