import { describe, expect, it } from 'vitest';
import { viewOfRoomMessage, withBadge } from './roomEvents';

describe('viewOfRoomMessage', () => {
  it('reads a settings change from the anchor centre (124) as new room info', () => {
    expect(viewOfRoomMessage({ type: 124, uid: 7, title: '新标题', thumb: '/c.png', category: 0, match_id: 0 }, 'm1', 'zh')).toEqual({
      info: { title: '新标题' },
    });
  });
  it('keeps live state and announcements apart from it', () => {
    expect(viewOfRoomMessage({ type: 122, uid: 7, islive: 0 }, 'm2', 'zh')).toEqual({ live: 0 });
    expect(viewOfRoomMessage({ type: 123, uid: 7, announcement: 'hi' }, 'm3', 'zh')).toEqual({ announcement: 'hi' });
  });
});

describe('withBadge (issue 15 fan groups)', () => {
  it('a member entering with a fan group wears its badge on the entry and on their later lines; others do not', () => {
    const badges = new Map<number, string>();
    const entry = viewOfRoomMessage(
      {
        type: 102,
        uid: 7,
        user_nickname: '球迷七',
        avatar: '',
        is_noble: 0,
        is_guard: 0,
        guard: null,
        fan_group: { group_id: 'g3', name: '老王的球迷团', badge: '老王球迷' },
      } as never,
      'e1',
      'zh',
    )!.line!;
    expect(withBadge(entry, badges).badge).toBe('老王球迷');
    expect(withBadge({ id: 't1', kind: 'text', uid: 7, nick: '球迷七', text: '好球' }, badges).badge).toBe('老王球迷');
    expect(withBadge({ id: 't2', kind: 'text', uid: 8, nick: '路人', text: '好球' }, badges).badge).toBeUndefined();
    // Entering again without a group (left it) takes the badge off.
    withBadge({ id: 'e2', kind: 'entry', uid: 7, nick: '球迷七' }, badges);
    expect(withBadge({ id: 't3', kind: 'text', uid: 7, nick: '球迷七', text: '再来' }, badges).badge).toBeUndefined();
  });
});
