import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Switch } from '../Switch/Switch';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithProviders(<Checkbox label="记住账号" description="下次自动填写" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '记住账号' });
    expect(box).toHaveAccessibleDescription('下次自动填写');
    expect(box).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);

    await user.tab();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('记住账号'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('does not toggle while disabled, and reports an error', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithProviders(<Checkbox label="Tôi đồng ý" disabled error="Bắt buộc" onCheckedChange={onCheckedChange} />, {
      locale: 'vi',
    });
    const box = screen.getByRole('checkbox', { name: 'Tôi đồng ý' });
    await user.click(box);
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Bắt buộc');
  });

  it('shows a mixed state', () => {
    renderWithProviders(<Checkbox label="全部赛事" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: '全部赛事' })).toHaveAttribute('aria-checked', 'mixed');
  });
});

describe('Switch', () => {
  it('toggles with Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithProviders(<Switch label="弹幕" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: '弹幕' });
    expect(await axeViolations()).toEqual([]);
    await user.tab();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });
});
