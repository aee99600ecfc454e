import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { CodeField, PasswordField, TextField } from './TextField';

afterEach(() => vi.useRealTimers());

describe('TextField', () => {
  it('keeps to its maxLength and shows an error as its description', async () => {
    const { user } = renderWithProviders(<TextField label="搜索" maxLength={10} error="请输入关键词" />);
    const input = screen.getByRole('textbox', { name: '搜索' });
    await user.type(input, '曼城对热刺的英超焦点战直播');
    // spec §5: search at most 10 characters.
    expect(input).toHaveValue('曼城对热刺的英超焦点');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入关键词');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    const { user } = renderWithProviders(<PasswordField label="Password" defaultValue="arena123" />, { locale: 'en' });
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('CodeField', () => {
  it('after a send the button counts down from 60 and stays disabled until zero', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(async () => true);
    renderWithProviders(<CodeField label="验证码" onSend={onSend} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    // Click, then let the send's promise settle.
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledOnce();
    expect(button).toHaveTextContent('60 秒后重新获取');
    expect(button).toBeDisabled();

    act(() => vi.advanceTimersByTime(59_000));
    expect(button).toHaveTextContent('1 秒后重新获取');
    expect(button).toBeDisabled();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledOnce();

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('获取验证码');
    expect(button).toBeEnabled();
  });

  it('starts no countdown when the send fails', async () => {
    const onSend = vi.fn(async () => false);
    const { user } = renderWithProviders(<CodeField label="Mã" onSend={onSend} />, { locale: 'vi' });
    const button = screen.getByRole('button', { name: 'Lấy mã' });
    await user.click(button);
    expect(onSend).toHaveBeenCalledOnce();
    expect(button).toHaveTextContent('Lấy mã');
    expect(button).toBeEnabled();
  });

  it('starts no countdown when the send throws', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('network');
    });
    const { user } = renderWithProviders(<CodeField label="Code" onSend={onSend} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});
