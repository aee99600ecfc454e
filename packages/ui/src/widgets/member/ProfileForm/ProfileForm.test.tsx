import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { profileFixture, stockAvatarsFixture } from '../fixtures';
import { ProfileForm } from './ProfileForm';
import { avatarFileProblem, nicknameProblem } from './profileRules';

describe('profile rules (the server’s, issue 14)', () => {
  it('a nickname is 1–20 characters as a person counts them, one line, no text-direction tricks', () => {
    expect(nicknameProblem('  ')).toBe('nicknameRequired');
    expect(nicknameProblem('😀'.repeat(20))).toBeNull();
    expect(nicknameProblem('a'.repeat(21))).toBe('nicknameTooLong');
    expect(nicknameProblem('a\nb')).toBe('nicknameControl');
    expect(nicknameProblem('a\u202eb')).toBe('nicknameControl');
  });
  it('an avatar is png or jpg under 5M (spec §5)', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('uploadType');
    expect(avatarFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('uploadSize');
    expect(avatarFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
  });
});

describe('ProfileForm', () => {
  it('shows user text as text, has no axe violations, and ties a nickname error to the field', async () => {
    const onSave = vi.fn(async () => undefined);
    const { container } = renderWithProviders(
      <ProfileForm profile={profileFixture} avatars={stockAvatarsFixture} onSave={onSave} onUpload={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: '个性签名' })).toHaveValue(profileFixture.signature);
    expect(container.querySelector('b')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.clear(screen.getByRole('textbox', { name: /昵称/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('textbox', { name: /昵称/ })).toHaveAccessibleDescription(/请输入昵称/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed draft with an uploaded avatar, then says so', async () => {
    const onSave = vi.fn(async () => undefined);
    const onUpload = vi.fn(async () => 'https://example.test/uploads/a.png');
    renderWithProviders(<ProfileForm profile={profileFixture} avatars={null} onSave={onSave} onUpload={onUpload} />, { locale: 'en' });
    const field = screen.getByRole('textbox', { name: /Nickname/ });
    await userEvent.clear(field);
    await userEvent.type(field, ' 老王 ');
    await userEvent.upload(screen.getByLabelText('Upload an avatar'), new File(['x'], 'a.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...profileFixture, nickname: '老王', avatar: 'https://example.test/uploads/a.png' });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('while loading: a status, no form', () => {
    renderWithProviders(<ProfileForm profile={null} avatars={null} onSave={vi.fn()} onUpload={vi.fn()} />, { locale: 'vi' });
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải hồ sơ');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
