import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../primitives/Button/Button';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { HORN_MAX_LENGTH, HornDialog, type HornDialogProps } from './HornDialog';

const base: Omit<HornDialogProps, 'onSend'> = {
  open: true,
  onOpenChange: () => undefined,
  quota: { price: 100, noble: false, freeLeft: 0 },
  balance: 500,
  horns: [
    { id: 3, content: '<b>等</b>', time: 1_795_000_000, status: 0 },
    { id: 2, content: '好', time: 1_795_000_000, status: 1 },
    { id: 1, content: '坏', time: 1_795_000_000, status: 2 },
  ],
};

function WithTrigger(props: Partial<HornDialogProps>) {
  const [open, setOpen] = useState(false);
  return <HornDialog {...base} onSend={vi.fn()} {...props} open={open} onOpenChange={setOpen} trigger={<Button>喇叭入口</Button>} />;
}

describe('HornDialog', () => {
  it('given horns in each review state → their states are named (spec §4), user text stays text, and the price is the send box’s description', async () => {
    const { container } = renderWithProviders(<HornDialog {...base} onSend={vi.fn()} />);
    expect(screen.getByText('等待审核')).toBeInTheDocument();
    expect(screen.getByText('审核成功')).toBeInTheDocument();
    expect(screen.getByText('审核失败')).toBeInTheDocument();
    expect(screen.getByText('<b>等</b>')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[role="dialog"] b')).toBeNull();
    const box = screen.getByRole('textbox', { name: '喇叭内容' });
    expect(box).toHaveAccessibleDescription('每条 100 金币');
    expect(box).toHaveAttribute('maxLength', String(HORN_MAX_LENGTH));
    expect(await axeViolations()).toEqual([]);
  });

  it('given a noble with free horns → the free count instead of the price, and sending with no coins is allowed', () => {
    renderWithProviders(<HornDialog {...base} quota={{ price: 100, noble: true, freeLeft: 29 }} balance={0} onSend={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: '喇叭内容' })).toHaveAccessibleDescription('贵族特权：本月还可免费发送 29 条');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given a send → one call however fast the second click, the box clears and it says waiting for review', async () => {
    let finish!: () => void;
    const onSend = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { user } = renderWithProviders(<HornDialog {...base} onSend={onSend} />);
    await user.type(screen.getByRole('textbox', { name: '喇叭内容' }), '  主队加油 ');
    const send = screen.getByRole('button', { name: '发送喇叭' });
    await user.click(send);
    await user.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('主队加油');
    finish();
    expect(await screen.findByRole('status')).toHaveTextContent('喇叭已提交，等待审核');
    expect(screen.getByRole('textbox', { name: '喇叭内容' })).toHaveValue('');
  });

  it('given a refusal → the server’s message as an alert, the text kept', async () => {
    const { user } = renderWithProviders(<HornDialog {...base} onSend={vi.fn(async () => Promise.reject(new Error('余额不足')))} />);
    await user.type(screen.getByRole('textbox', { name: '喇叭内容' }), '再来');
    await user.click(screen.getByRole('button', { name: '发送喇叭' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('余额不足');
    expect(screen.getByRole('textbox', { name: '喇叭内容' })).toHaveValue('再来');
  });

  it('given it opened from its trigger by keyboard → Escape closes it and focus returns to the trigger', async () => {
    const { user } = renderWithProviders(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: '喇叭入口' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '喇叭' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
