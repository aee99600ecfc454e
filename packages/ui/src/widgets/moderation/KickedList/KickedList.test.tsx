import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { KickedList } from './KickedList';

describe('the kicked list (issue 15)', () => {
  it('given a lift that the server refuses → its message shows', async () => {
    const onLift = vi.fn(async () => Promise.reject(new Error('只有主播和房管可以管理直播间')));
    const { user: u } = renderWithProviders(<KickedList rows={[{ uid: 9, nick: '刷屏', until: 1_800_000_000 }]} onLift={onLift} />);
    await u.click(screen.getByRole('button', { name: '解除对 刷屏 的踢出' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('只有主播和房管可以管理直播间');
  });
});
