import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FanGroups } from './FanGroups';

describe('the room fan groups (issue 15)', () => {
  it('joins a group once per click and shows the server refusal', async () => {
    const onJoin = vi.fn(async () => Promise.reject(new Error('该群人数已满')));
    const { user } = renderWithProviders(
      <FanGroups groups={[{ id: 'g3', name: '老王的球迷团', members: 3, badge: '老王球迷', joined: false }]} onJoin={onJoin} />,
    );
    await user.click(screen.getByRole('button', { name: '加入 老王的球迷团' }));
    expect(onJoin).toHaveBeenCalledTimes(1);
    expect(onJoin).toHaveBeenCalledWith('g3');
    expect(await screen.findByRole('alert')).toHaveTextContent('该群人数已满');
  });

  it('a visitor is asked to log in instead of joining', async () => {
    const onLogin = vi.fn();
    const { user } = renderWithProviders(
      <FanGroups groups={[{ id: 'g3', name: '老王的球迷团', members: 3, badge: '老王球迷', joined: false }]} onLogin={onLogin} />,
    );
    await user.click(screen.getByRole('button', { name: '登录后加入' }));
    expect(onLogin).toHaveBeenCalled();
  });
});
