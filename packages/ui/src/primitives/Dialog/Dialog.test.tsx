import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { ConfirmDialog, Dialog } from './Dialog';

/** A dialog opened from a separate button, as the room opens its guard dialog. */
function OpenedFromOutside() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>开通守护</Button>
      <Dialog title="守护" open={open} onOpenChange={setOpen}>
        <p>内容</p>
      </Dialog>
    </>
  );
}

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

  it('given a dialog opened from outside (controlled, no trigger) → when Escape is pressed → focus returns to the element that opened it', async () => {
    const { user } = renderWithProviders(<OpenedFromOutside />);
    const opener = screen.getByRole('button', { name: '开通守护' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '守护' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
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
    const { user } = renderWithProviders(
      <ConfirmDialog defaultOpen title="确认退出" message="您已退出" onConfirm={onConfirm} confirmLabel="Re-Login" />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: '确认退出' });
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Re-Login' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
