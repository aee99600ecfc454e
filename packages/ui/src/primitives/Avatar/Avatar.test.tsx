import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('without a picture shows initials and is one image named with its badges', async () => {
    renderWithProviders(<Avatar name="球场老王" level={12} guard />);
    const avatar = screen.getByRole('img', { name: '球场老王，等级 12，守护' });
    expect(avatar).toHaveTextContent('球');
    expect(await axeViolations()).toEqual([]);
  });

  it('names it in the current language', () => {
    renderWithProviders(<Avatar name="Nguyễn Văn An" level={3} />, { locale: 'vi' });
    expect(screen.getByRole('img', { name: 'Nguyễn Văn An, Cấp 3' })).toHaveTextContent('NV');
  });

  it('makes initials for Chinese, Vietnamese and one-word names', () => {
    expect(initialsOf('球场老王')).toBe('球');
    expect(initialsOf('Nguyễn Văn An')).toBe('NV');
    expect(initialsOf('đạt')).toBe('Đ');
    expect(initialsOf('  ')).toBe('?');
  });
});
