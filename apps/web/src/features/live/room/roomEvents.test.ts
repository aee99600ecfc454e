import { describe, expect, it } from 'vitest';
import { viewOfRoomMessage } from './roomEvents';

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
