import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { type MenuUserStatus, RoomUserMenu } from './RoomUserMenu';

const user = { uid: 7, nick: '小白' };
const plain: MenuUserStatus = { following: false, muted: false, assistant: false, streamer: false };

async function openMenu(props: Partial<Parameters<typeof RoomUserMenu>[0]> = {}, status: MenuUserStatus = plain) {
  const onAction = vi.fn(async () => undefined);
  const r = renderWithProviders(<RoomUserMenu user={user} onAction={onAction} loadStatus={async () => status} {...props} />);
  await r.user.click(screen.getByRole('button', { name: /小白/ }));
  const menu = await screen.findByRole('menu');
  // The status arrives after the menu opens.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { ...r, onAction, menu };
}

/** The actions of a menu (the first item is the profile, disabled). */
const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .filter((i) => i.getAttribute('aria-disabled') !== 'true')
    .map((i) => i.textContent);

describe('the room user menu (issue 15)', () => {
  it('given a viewer → follow and send message only; no moderation', async () => {
    const { menu } = await openMenu({ role: 'viewer' });
    expect(names(menu)).toEqual(['关注', '发私信']);
    expect(await axeViolations()).toEqual([]);
  });

  it('given an assistant on an ordinary viewer → mute and kick, but not appoint', async () => {
    const { menu } = await openMenu({ role: 'assistant' });
    expect(names(menu)).toEqual(['关注', '发私信', '禁言›', '踢出直播间（24 小时）']);
  });

  it('given an assistant on another assistant or on the streamer → no moderation (the server refuses it too)', async () => {
    expect(names((await openMenu({ role: 'assistant' }, { ...plain, assistant: true })).menu)).toEqual(['关注', '发私信']);
  });

  it('given the streamer on a muted assistant → unmute, kick and remove assistant', async () => {
    const { menu } = await openMenu({ role: 'streamer' }, { ...plain, muted: true, assistant: true, following: true });
    expect(names(menu)).toEqual(['取消关注', '发私信', '解除禁言', '踢出直播间（24 小时）', '取消房管']);
  });

  it('given kick chosen → nothing happens until "confirm" in the dialog', async () => {
    const { user: u, onAction, menu } = await openMenu({ role: 'streamer' });
    await u.click(within(menu).getByRole('menuitem', { name: /踢出/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确认将 小白 踢出直播间 24 小时？');
    expect(onAction).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'kick' });
  });

  it('given the menu is about the viewer themself → the profile only', async () => {
    const { menu } = await openMenu({ role: 'streamer', self: true });
    expect(names(menu)).toEqual([]);
    expect(menu).toHaveTextContent('ID：7');
  });
});
