import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { SESSION_REVOKED } from '../src/im/guard';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { sha256 } from '../src/services/crypto';
import { login, onVariant, startApp, type TestDb, variants } from './helpers';
import { TestSocket } from './ws-client';

// Issue 12: the IM socket's abuse limits are settings (IM_*, src/security/limits-config.ts) with the
// former constants for defaults; a bad value refuses to boot naming the setting; a value changes what
// the socket does. PGlite and PostgreSQL.
const PORT = 8652;

describe('the IM_* settings', () => {
  it('default to the former constants', () => {
    expect(configFromEnv({}).im).toEqual({
      loginDeadlineMs: 15_000,
      connectionsPerUser: 10,
      connectionsPerIp: 50,
      opsBurst: 40,
      opsPerSecond: 10,
      doorBurst: 10,
      doorPerSecond: 1,
      refusalsBeforeClose: 50,
      maxBufferedBytes: 1024 * 1024,
      sessionCheckMs: 30_000,
      privateBurst: 10,
      privatePerMinute: 60,
    });
  });

  it('are read from the environment (rates per minute)', () => {
    const { im } = configFromEnv({
      IM_CONNECTIONS_PER_USER: '1',
      IM_OPS_PER_MINUTE: '120',
      IM_JOINS_PER_MINUTE: '30',
      IM_SESSION_CHECK_MS: '0',
      IM_PRIVATE_BURST: '200',
      IM_PRIVATE_PER_MINUTE: '30',
    });
    expect(im).toMatchObject({
      connectionsPerUser: 1,
      opsPerSecond: 2,
      doorPerSecond: 0.5,
      sessionCheckMs: 0,
      privateBurst: 200,
      privatePerMinute: 30,
    });
  });

  for (const [name, value] of [
    ['IM_LOGIN_DEADLINE_MS', '0'],
    ['IM_CONNECTIONS_PER_USER', '0'],
    ['IM_CONNECTIONS_PER_IP', 'many'],
    ['IM_OPS_BURST', '-1'],
    ['IM_OPS_PER_MINUTE', '1.5'],
    ['IM_JOINS_BURST', '0'],
    ['IM_JOINS_PER_MINUTE', 'x'],
    ['IM_REFUSALS_BEFORE_CLOSE', '0'],
    ['IM_MAX_BUFFERED_BYTES', '10'],
    ['IM_SESSION_CHECK_MS', '-5'],
    ['IM_PRIVATE_BURST', '0'],
    ['IM_PRIVATE_PER_MINUTE', 'fast'],
  ] as const) {
    it(`${name}=${value} → refused, naming ${name}`, () => {
      expect(() => configFromEnv({ [name]: value })).toThrow(
        new RegExp(`^${name} must be a whole number ≥ \\d+.*not "${value.replace('.', '\\.')}"`),
      );
    });
  }
});

for (const variant of variants) {
  describe.skipIf(await variant.skip())(await onVariant('the IM_* settings at work', variant), () => {
    let store: TestDb;
    let arena: ArenaApp;
    let url: string;
    const sockets: TestSocket[] = [];
    let seq = 0;
    const loginOn = async (s: TestSocket, user: { data: { id: number; userSig: string } }) => {
      const n = ++seq;
      s.send({ op: 'login', seq: n, lang: 'en', userID: String(user.data.id), userSig: user.data.userSig });
      return s.next((f) => f.op === 'result' && f.seq === n);
    };
    const open = async () => {
      const s = await TestSocket.open(url);
      sockets.push(s);
      return s;
    };

    beforeAll(async () => {
      store = await variant.open();
      // As a start with IM_CONNECTIONS_PER_USER=1 IM_SESSION_CHECK_MS=200 would read them.
      arena = await startApp(store.db, { im: configFromEnv({ IM_CONNECTIONS_PER_USER: '1', IM_SESSION_CHECK_MS: '200' }).im });
      const port = PORT + variants.indexOf(variant); // this task's port range
      await arena.app.listen({ port, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${port}/im`;
    });
    afterEach(async () => {
      await Promise.all(
        sockets.splice(0).map((s) => {
          s.close();
          return s.closed;
        }),
      );
      await new Promise((r) => setTimeout(r, 100));
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('IM_CONNECTIONS_PER_USER=1 refuses a second socket of the same user, not another user’s', async () => {
      const user = await login(arena, DEMO_ACCOUNTS[0]!.mobile, DEMO_ACCOUNTS[0]!.password);
      const other = await login(arena, DEMO_ACCOUNTS[1]!.mobile, DEMO_ACCOUNTS[1]!.password);
      expect(await loginOn(await open(), user)).toMatchObject({ code: 0 });
      expect(await loginOn(await open(), user)).toMatchObject({
        code: 1,
        msg: 'You are connected to the chat from too many places (at most 1); close another window',
      });
      expect(await loginOn(await open(), other)).toMatchObject({ code: 0 });
    });

    it('IM_SESSION_CHECK_MS=200 closes, on its own, a socket whose session another instance revoked', async () => {
      const user = await login(arena, DEMO_ACCOUNTS[2]!.mobile, DEMO_ACCOUNTS[2]!.password);
      const s = await open();
      expect(await loginOn(s, user)).toMatchObject({ code: 0 });
      await store.db.query('update sessions set revoked_at = now() where token_hash = $1', [sha256(user.data.token)]);
      expect(await Promise.race([s.closed, new Promise((r) => setTimeout(() => r('open'), 3_000))])).toBe(SESSION_REVOKED);
    });
  });
}
