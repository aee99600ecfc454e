import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalImClient, SESSION_REVOKED_CLOSE } from '../src/im/local';
import { FakeWebSocket } from './fakes';

// The local driver reconnects after a dropped connection, but a close 4001 from the server means the
// login session behind the userSig was revoked (sign-out, sign-out everywhere, a new password): it must
// end as signed out, not retry a login the server will refuse, forever.

async function loggedIn() {
  FakeWebSocket.made = [];
  const client = new LocalImClient({ url: 'ws://x/im', WebSocket: FakeWebSocket as never, reconnectDelayMs: { min: 10, max: 10 } });
  const login = client.login('1', 'sig');
  FakeWebSocket.last().accept();
  await Promise.resolve();
  FakeWebSocket.last().receive({ op: 'result', seq: 1, code: 0, data: { userID: '1', nick: 'a', avatar: '' } });
  await login;
  return client;
}

describe('LocalImClient on close', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('treats close 4001 as signed out: a kicked userSigExpired event, disconnected, no reconnect', async () => {
    vi.useFakeTimers();
    const client = await loggedIn();
    const states: string[] = [];
    const kicked: unknown[] = [];
    client.on('connection', ({ state }) => states.push(state));
    client.on('kicked', (e) => kicked.push(e));
    FakeWebSocket.last().drop(SESSION_REVOKED_CLOSE);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kicked).toEqual([{ type: 'userSigExpired' }]);
    expect(states).toEqual(['disconnected']);
    expect(FakeWebSocket.made).toHaveLength(1);
  });

  it('still reconnects after any other close', async () => {
    vi.useFakeTimers();
    const client = await loggedIn();
    const states: string[] = [];
    client.on('connection', ({ state }) => states.push(state));
    FakeWebSocket.last().drop(1006);
    await vi.advanceTimersByTimeAsync(50);
    expect(states[0]).toBe('reconnecting');
    expect(FakeWebSocket.made).toHaveLength(2);
  });
});

describe('LocalImClient, private messaging events (issue 16)', () => {
  it('passes receipts, read marks, notices and group changes on as facade events', async () => {
    const client = await loggedIn();
    const seen: [string, unknown][] = [];
    for (const name of ['receipt', 'read', 'notice', 'group'] as const) client.on(name, (e) => seen.push([name, e]));
    const socket = FakeWebSocket.last();
    socket.receive({ op: 'receipt', data: { conversationID: 'C2C2', state: 'read', upTo: '9' } });
    socket.receive({ op: 'read', data: { conversationID: 'C2C2' } });
    const notice = { id: 1, type: 'level', title: 'Level up', content: 'Now 3', addtime: 1, is_read: 0 };
    socket.receive({ op: 'notice', data: notice });
    socket.receive({ op: 'group', data: { groupID: 'g1', change: 'destroyed' } });
    expect(seen).toEqual([
      ['receipt', { conversationID: 'C2C2', state: 'read', upTo: '9' }],
      ['read', { conversationID: 'C2C2' }],
      ['notice', notice],
      ['group', { groupID: 'g1', change: 'destroyed' }],
    ]);
  });

  it('gives a send refused by the send limit as an ImError with retryAfter', async () => {
    const client = await loggedIn();
    const socket = FakeWebSocket.last();
    const sending = client.sendTextMessage('2', 'hi');
    await Promise.resolve();
    const seq = (socket.sent.at(-1) as { seq: number }).seq;
    socket.receive({ op: 'result', seq, code: 1, msg: 'try again in 3 s', retryAfter: 3 });
    await expect(sending).rejects.toMatchObject({ code: 1, message: 'try again in 3 s', retryAfter: 3 });
  });
});
