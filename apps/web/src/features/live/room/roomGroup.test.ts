import { HORN_GROUP, type ImClient } from '@arena/realtime';
import { describe, expect, it, vi } from 'vitest';
import { connectRoomGroup } from './roomGroup';

// The sender sees its own barrage only when the room group echoes it (no local echo), so the chat's
// send waits for the join: this is the state that drives it.

function fakeClient(join: (groupID: string) => Promise<{ memberCount: number }>) {
  const handlers = new Map<string, (payload: never) => void>();
  const client = {
    on: vi.fn((event: string, handler: (payload: never) => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    }),
    joinGroup: vi.fn(join),
    quitGroup: vi.fn(async () => undefined),
  };
  return { client: client as unknown as Pick<ImClient, 'on' | 'joinGroup' | 'quitGroup'>, raw: client, handlers };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('joining a room group', () => {
  it('given the IM login is not through → connecting; when the room group is joined → joined, with the member count', async () => {
    let loggedIn!: () => void;
    const ready = new Promise<void>((r) => {
      loggedIn = r;
    });
    let answer!: (v: { memberCount: number }) => void;
    const { client, raw } = fakeClient((g) => (g === '8' ? new Promise((r) => (answer = r)) : Promise.resolve({ memberCount: 0 })));
    const states: string[] = [];
    const onCount = vi.fn();
    connectRoomGroup(client, () => ready, 8, { onMessage: vi.fn(), onCount, onConnection: (s) => states.push(s) });
    expect(states).toEqual(['connecting']);
    await flush();
    expect(raw.joinGroup).not.toHaveBeenCalled();

    loggedIn();
    await flush();
    expect(raw.joinGroup).toHaveBeenCalledWith('8');
    expect(states).toEqual(['connecting']);
    answer({ memberCount: 12 });
    await flush();
    expect(states).toEqual(['connecting', 'joined']);
    expect(onCount).toHaveBeenCalledWith(12);
    expect(raw.joinGroup).toHaveBeenLastCalledWith(HORN_GROUP);
  });

  it('given the join is refused → failed (send stays disabled)', async () => {
    const { client } = fakeClient(async () => Promise.reject(new Error('kicked')));
    const states: string[] = [];
    connectRoomGroup(client, async () => undefined, 8, { onMessage: vi.fn(), onCount: vi.fn(), onConnection: (s) => states.push(s) });
    await flush();
    await flush();
    expect(states).toEqual(['connecting', 'failed']);
  });

  it('given the room is left before the join answers → no state change afterwards, and the group is quit', async () => {
    let answer!: (v: { memberCount: number }) => void;
    const { client, raw, handlers } = fakeClient(() => new Promise((r) => (answer = r)));
    const states: string[] = [];
    const leave = connectRoomGroup(client, async () => undefined, 8, {
      onMessage: vi.fn(),
      onCount: vi.fn(),
      onConnection: (s) => states.push(s),
    });
    await flush();
    leave();
    answer({ memberCount: 3 });
    await flush();
    expect(states).toEqual(['connecting']);
    expect(raw.quitGroup).toHaveBeenCalledWith('8');
    expect(handlers.size).toBe(0);
  });

  it('given a joined room → when the IM switches identity (login without reload, issue 16) → the room is joined again', async () => {
    const { client, raw } = fakeClient(async () => ({ memberCount: 3 }));
    let switched!: () => void;
    const states: string[] = [];
    const leave = connectRoomGroup(
      client,
      () => Promise.resolve(),
      8,
      { onMessage: vi.fn(), onCount: vi.fn(), onConnection: (s) => states.push(s) },
      (l) => {
        switched = l;
        return () => undefined;
      },
    );
    await flush();
    expect(raw.joinGroup.mock.calls.map((c) => c[0])).toEqual(['8', HORN_GROUP]);
    switched();
    await flush();
    expect(raw.joinGroup.mock.calls.map((c) => c[0])).toEqual(['8', HORN_GROUP, '8', HORN_GROUP]);
    expect(states).toEqual(['connecting', 'joined', 'connecting', 'joined']);
    leave();
  });
});
