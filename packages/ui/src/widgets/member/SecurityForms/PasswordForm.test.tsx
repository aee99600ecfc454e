import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { PasswordForm } from './PasswordForm';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('PasswordForm', () => {
  it('ties each problem to its field, focuses the first, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user, container } = renderWithProviders(<PasswordForm mobile="86-*******0003" onSendCode={vi.fn()} onSubmit={onSubmit} />);
    expect(await axeViolations(container)).toEqual([]);
    await user.type(field('新密码'), '12345');
    await user.type(field('确认新密码'), '12345');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(field('原密码')).toHaveAttribute('aria-invalid', 'true');
    expect(field('原密码')).toHaveAccessibleDescription('请输入原密码');
    expect(field('原密码')).toHaveFocus();
    expect(field('新密码')).toHaveAccessibleDescription(/密码为 6–64 位字符/);
    expect(field('确认新密码')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('请先修正标出的内容');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with an SMS code: the code goes to the own number, is checked, and is sent without an old password', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onSendCode = vi.fn(async () => true);
    const { user } = renderWithProviders(<PasswordForm mobile="86-*******0003" onSendCode={onSendCode} onSubmit={onSubmit} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('radio', { name: 'With an SMS code' }));
    expect(screen.queryByLabelText('Old password', { selector: 'input' })).toBeNull();
    expect(field('Verification code')).toHaveAccessibleDescription('The code is sent to +86 *******0003');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSendCode).toHaveBeenCalledOnce();
    await user.type(field('Verification code'), '12a345');
    await user.type(field('New password'), 'secret-1');
    await user.type(field('Confirm the new password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Verification code')).toHaveAccessibleDescription(/The code has 6 digits/);
    await user.type(field('Verification code'), '6');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith({ mode: 'code', old: '', code: '123456', password: 'secret-1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed; your other devices have been signed out');
    expect(field('New password')).toHaveValue('');
  });

  it('shows the server’s refusal in the form and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error('Mật khẩu cũ không đúng')));
    const { user } = renderWithProviders(<PasswordForm mobile={null} onSendCode={vi.fn()} onSubmit={onSubmit} />, { locale: 'vi' });
    await user.type(field('Mật khẩu cũ'), 'not-it');
    await user.type(field('Mật khẩu mới'), 'secret-1');
    await user.type(field('Nhập lại mật khẩu mới'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu cũ không đúng');
    expect(field('Mật khẩu mới')).toHaveValue('secret-1');
  });
});
