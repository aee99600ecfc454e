import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

describe('Popover', () => {
  it('given a closed popover → Enter on the trigger opens it → Escape closes it and focus returns', async () => {
    const { user } = renderWithProviders(
      <Popover label="分享" trigger={<Button>分享 Share</Button>} showClose>
        <a href="#copy">复制链接</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: '分享 Share' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: '分享' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-state', 'open');
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes from its translated close button', async () => {
    const { user } = renderWithProviders(
      <Popover label="Chia sẻ" defaultOpen trigger={<Button>Chia sẻ</Button>} showClose>
        x
      </Popover>,
      { locale: 'vi' },
    );
    await user.click(await screen.findByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
