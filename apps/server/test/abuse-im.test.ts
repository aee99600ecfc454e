import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArenaApp } from '../src/app';
import { IM_GUARD_LIMITS } from '../src/im/guard';
import { MAX_BUFFERED_BYTES, type Session, sendText } from '../src/im/session';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { login, startApp, type TestDb, variants } from './helpers';
import { TestSocket } from './ws-client';

// Issue 12 "IM socket": the abuse rules of the local IM service (src/im/guard.ts) over real sockets —
// login deadline, connections per user and per address, budgets for every operation (join/quit floods
// included) — and slow readers dropped (src/im/session.ts).

let port = 18720;

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`IM socket abuse on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let url: string;
    const sockets: TestSocket[] = [];
    const users: { id: number; userSig: string }[] = [];
    const limits = () => arena.services.live.im.guard.limits;

    const open = async () => {
      const s = await TestSocket.open(url);
      sockets.push(s);
      return s;
    };
    let seq = 0;
    const ask = async (s: TestSocket, frame: Record<string, unknown>) => {
      const n = ++seq;
      s.send({ ...frame, seq: n, lang: 'en' });
      return s.next((f) => f.op === 'result' && f.seq === n);
    };
    const loggedIn = async (user = users[0]!) => {
      const s = await open();
      expect(await ask(s, { op: 'login', userID: String(user.id), userSig: user.userSig })).toMatchObject({ code: 0 });
      return s;
    };

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db);
      const listenPort = port++;
      await arena.app.listen({ port: listenPort, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${listenPort}/im`;
      for (const account of DEMO_ACCOUNTS.slice(0, 3)) {
        const res = await login(arena, account.mobile, account.password);
        users.push({ id: res.data.id, userSig: res.data.userSig });
      }
    });
    afterEach(async () => {
      // Closed and released on the server before the next test counts connections again.
      await Promise.all(
        sockets.splice(0).map((s) => {
          s.close();
          return s.closed;
        }),
      );
      await new Promise((r) => setTimeout(r, 100));
      Object.assign(limits(), IM_GUARD_LIMITS);
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('closes a socket that does not log in by the deadline, and keeps one that does', async () => {
      limits().loginDeadlineMs = 300;
      const idle = await open();
      const member = await loggedIn();
      expect(await idle.closed).toBe(1008);
      await new Promise((r) => setTimeout(r, 100));
      expect(member.isOpen).toBe(true);
    });

    it('refuses a login beyond the connections a user may hold', async () => {
      limits().connectionsPerUser = 2;
      await loggedIn();
      await loggedIn();
      const third = await open();
      expect(await ask(third, { op: 'login', userID: String(users[0]!.id), userSig: users[0]!.userSig })).toMatchObject({
        code: 1,
        msg: 'You are connected to the chat from too many places (at most 2); close another window',
      });
      // Another user is not affected.
      await loggedIn(users[1]);
    });

    it('closes a connection beyond the cap per address', async () => {
      limits().connectionsPerIp = 3;
      const first = [await open(), await open(), await open()];
      const fourth = await open();
      expect(await fourth.closed).toBe(1008);
      expect(first.every((s) => s.isOpen)).toBe(true);
    });

    it('bounds a join/quit flood: refusals after the door budget, entry messages bounded, then the socket closed', async () => {
      limits().refusalsBeforeClose = 20;
      const room = String(users[1]!.id);
      const watcher = await loggedIn(users[2]);
      expect(await ask(watcher, { op: 'joinGroup', groupID: room })).toMatchObject({ code: 0 });
      const flooder = await loggedIn();
      const answers = [];
      for (let i = 0; i < 40 && flooder.isOpen; i++) {
        answers.push(await Promise.race([ask(flooder, { op: i % 2 ? 'quitGroup' : 'joinGroup', groupID: room }), flooder.closed]));
      }
      const ok = answers.filter((a) => typeof a === 'object' && a.code === 0).length;
      expect(ok).toBeLessThanOrEqual(IM_GUARD_LIMITS.doorBurst + 1);
      expect(answers.some((a) => typeof a === 'object' && a.msg === 'You are sending too fast; wait a moment')).toBe(true);
      expect(await flooder.closed).toBe(1008);
      type Frame = { op?: string; data?: { payload?: { data?: string } } };
      const entries = (watcher.received as Frame[]).filter(
        (f) => f.op === 'message' && String(f.data?.payload?.data ?? '').includes('"type":102'),
      );
      // Each accepted join sent one entry to the room; the flood did not reach the room beyond the budget.
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(Math.ceil(IM_GUARD_LIMITS.doorBurst / 2) + 1);
    });

    it('gives every operation a budget per user (pings and reads included)', async () => {
      const s = await loggedIn();
      const answers = await Promise.all(
        Array.from({ length: IM_GUARD_LIMITS.opsBurst + 5 }, () => ask(s, { op: 'getOnlineMemberCount', groupID: '1' })),
      );
      expect(answers.filter((a) => a.code === 1).length).toBeGreaterThanOrEqual(4);
    });
  });
}

describe('slow IM readers', () => {
  it('are terminated instead of sent more once their backlog passes the bound', () => {
    const socket = { readyState: 1, bufferedAmount: MAX_BUFFERED_BYTES + 1, send: vi.fn(), terminate: vi.fn() };
    sendText({ socket } as unknown as Session, '{}');
    expect(socket.terminate).toHaveBeenCalled();
    expect(socket.send).not.toHaveBeenCalled();
    socket.bufferedAmount = 0;
    sendText({ socket } as unknown as Session, '{}');
    expect(socket.send).toHaveBeenCalledWith('{}');
  });
});
