import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { CaptchaDialog } from './CaptchaDialog';

describe('CaptchaDialog', () => {
  it('asks the question with its answer field focused, sends the answer, and cancels on Escape', async () => {
    const onAnswer = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <CaptchaDialog
        captcha={{ question: '7 + 5 = ?', error: '答案不正确' }}
        onAnswer={onAnswer}
        onRefresh={vi.fn()}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '安全验证' });
    expect(screen.getByTestId('captcha-question')).toHaveTextContent('7 + 5 = ?');
    const answer = screen.getByRole('textbox', { name: '答案' });
    expect(answer).toHaveFocus();
    expect(answer).toHaveAccessibleDescription('答案不正确');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.type(answer, ' 12 {Enter}');
    expect(onAnswer).toHaveBeenCalledWith('12');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('is closed without a question', () => {
    renderWithProviders(<CaptchaDialog captcha={undefined} onAnswer={vi.fn()} onRefresh={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
