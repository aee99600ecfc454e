import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { Composer } from '../Composer/Composer';
import { emojis, failedMessage, messagesFixture, NOW } from '../fixtures';
import { MessagePane } from './MessagePane';

describe('MessagePane', () => {
  it('shows own messages with their state, time separators, text as text and only same-origin links', async () => {
    const { container } = renderWithProviders(
      <MessagePane title="球场老王" messages={messagesFixture} emojis={emojis} origin="https://arena.example" now={NOW} />,
    );
    const messages = screen.getAllByTestId('message');
    expect(messages).toHaveLength(7);
    expect(messages[1]).toHaveAttribute('data-mine');
    expect(within(messages[1]!).getByText('已读')).toBeInTheDocument();
    expect(within(messages[5]!).getByText('已送达')).toBeInTheDocument();
    expect(within(messages[6]!).getByText('发送中')).toBeInTheDocument();
    expect(messages[5]).toHaveTextContent('<b>好的</b> 一定到');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'https://arena.example/live?uid=2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    // m1 → m2 30 s apart share one separator; m3 three hours later gets its own.
    expect(container.querySelectorAll('p').length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByRole('img', { name: '[微笑]' })[0]).toHaveAttribute('width', '20');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives a failed message its reason and a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<MessagePane title="x" messages={[failedMessage]} onRetry={onRetry} now={NOW} />, {
      locale: 'en',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent: 发送太频繁，请 12 秒后再试');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('m8');
  });

  it('Enter sends from the composer, Shift+Enter breaks the line', async () => {
    const onSend = vi.fn();
    const { user } = renderWithProviders(<Composer recipient="球场老王" onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: '发消息给 球场老王' });
    await user.type(box, 'a{Shift>}{Enter}{/Shift}b{Enter}');
    expect(onSend).toHaveBeenCalledWith('a\nb');
    expect(box).toHaveValue('');
    await user.type(box, '   {Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
