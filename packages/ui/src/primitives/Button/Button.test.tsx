import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { IconButton } from './Button';

describe('IconButton', () => {
  it('given loading → it is busy, disabled for assistive technology, shows a spinner instead of its icon and ignores clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<IconButton icon="search" label="搜索" loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: '搜索' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('svg')).toBeNull();
    expect(button.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('given loading ends → the icon is back and a click acts', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderWithProviders(<IconButton icon="search" label="搜索" loading onClick={onClick} />);
    rerender(<IconButton icon="search" label="搜索" onClick={onClick} />);
    const button = screen.getByRole('button', { name: '搜索' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button.querySelector('svg')).not.toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
