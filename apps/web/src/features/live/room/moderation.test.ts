import { type ImClient, ImError, type ImMessage } from '@arena/realtime';
import { describe, expect, it, vi } from 'vitest';
import { isMyKickout, roleOf } from './moderationRules';
import { senderId, viewOfMessage } from './roomEvents';
import { connectRoomGroup } from './roomGroup';

// Issue 15, running the room: who may moderate, which lines open a user menu, the kickout push meant
// for this viewer and this room, and the server's reason when the room's group refuses a kicked viewer.

describe('the viewer role in a room', () => {
  it('given the standing → the streamer, an assistant, or a viewer (guests too)', () => {
    expect(roleOf({ is_anchor: 1, is_admin: 0 })).toBe('streamer');
    expect(roleOf({ is_anchor: 0, is_admin: 1 })).toBe('assistant');
    expect(roleOf({ is_anchor: 0, is_admin: 0 })).toBe('viewer');
    expect(roleOf(null)).toBe('viewer');
  });
});

describe('chat lines and their senders', () => {
  it("given a user's IM id → a user id for the menu; a guest's id → none", () => {
    expect(senderId('1024')).toBe(1024);
    expect(senderId('tourist_8f2a')).toBeUndefined();
    expect(senderId('0')).toBeUndefined();
  });

  it('given a barrage line (IM 105) → the line carries the sender id and avatar', () => {
    const message = {
      ID: 'm1',
      conversationID: 'GROUP8',
      type: 'custom',
      flow: 'in',
      from: '1024',
      nick: '小白',
      avatar: '',
      payload: {
        data: JSON.stringify({
          type: 105,
          id: 1,
          info: '好球',
          gift_id: null,
          gifticon: '',
          uid: 1024,
          user_nickname: '小白',
          avatar: '/a.png',
        }),
      },
    } as unknown as ImMessage;
    expect(viewOfMessage(message, 8, 'zh')?.line).toMatchObject({ kind: 'text', uid: 1024, nick: '小白', avatar: '/a.png', text: '好球' });
  });
});

describe('the liveKickout push', () => {
  it('given a push for this viewer and this room → leave; for someone else or another room → stay', () => {
    expect(isMyKickout({ type: 'liveKickout', uid: 5, anchor_id: 8 }, 8, 5)).toBe(true);
    expect(isMyKickout({ type: 'liveKickout', uid: 6, anchor_id: 8 }, 8, 5)).toBe(false);
    expect(isMyKickout({ type: 'liveKickout', uid: 5, anchor_id: 9 }, 8, 5)).toBe(false);
    expect(isMyKickout({ type: 'liveKickout', uid: 5, anchor_id: 8 }, 8, null)).toBe(false);
    expect(isMyKickout({ type: 'goal', uid: 5, anchor_id: 8 }, 8, 5)).toBe(false);
  });
});

describe('a refused join', () => {
  it("given the group refuses (kicked out) → failed, with the server's reason; a later join clears it", async () => {
    let refuse = true;
    const client = {
      on: vi.fn(() => () => undefined),
      joinGroup: vi.fn(async (g: string) => {
        if (g === '8' && refuse) throw new ImError(1, '你已被踢出该直播间');
        return { memberCount: 3 };
      }),
      quitGroup: vi.fn(async () => undefined),
    } as unknown as Pick<ImClient, 'on' | 'joinGroup' | 'quitGroup'>;
    const states: string[] = [];
    const reasons: (string | null)[] = [];
    let identity!: () => void;
    connectRoomGroup(
      client,
      async () => undefined,
      8,
      { onMessage: vi.fn(), onCount: vi.fn(), onConnection: (s) => states.push(s), onRefusal: (r) => reasons.push(r) },
      (l) => {
        identity = l;
        return () => undefined;
      },
    );
    await vi.waitFor(() => expect(states).toEqual(['connecting', 'failed']));
    expect(reasons).toEqual(['你已被踢出该直播间']);
    refuse = false;
    identity();
    await vi.waitFor(() => expect(states.at(-1)).toBe('joined'));
    expect(reasons.at(-1)).toBeNull();
  });
});
