import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { ConfirmDialog, Dialog } from './Dialog';

describe('Dialog', () => {
  it('given an open dialog → when Escape is pressed → it closes and focus returns to the trigger', async () => {
    const { user } = renderWithProviders(
      <Dialog title="登录" trigger={<Button>打开</Button>}>
        <p>内容</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: '打开' });
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('labels its close button in the current language', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<Dialog title="Log in" defaultOpen onOpenChange={onOpenChange} />, { locale: 'vi' });
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('ConfirmDialog', () => {
  it('focuses Cancel first and calls onConfirm only from the confirm button', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<ConfirmDialog defaultOpen title="确认退出" message="您已退出" onConfirm={onConfirm} confirmLabel="Re-Login" />);
    const dialog = await screen.findByRole('alertdialog', { name: '确认退出' });
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Re-Login' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
