import type { AddressInfo } from 'node:net';
import { createImClient, type ImClient } from '@arena/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, clock, login, startApp, type TestDb, variants } from './helpers';

// Issue 12, sessions (ASVS 5.0 §7.3, §7.4): absolute and idle expiry, revocation on sign-out, password
// change and "sign out everywhere", each taking the IM userSig with it. PGlite and PostgreSQL.
const DAY = 86_400_000;

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`session limits on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let url: string;
    const time = clock();
    const clients: ImClient[] = [];
    const im = () => {
      const c = createImClient({ url, WebSocket: WebSocket as never, lang: 'en' });
      clients.push(c);
      return c;
    };
    const info = async (token: string) => (await call(arena, 'GET', '/api/Member/info', undefined, token)).code;

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      await arena.app.listen({ port: 0, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${(arena.app.server.address() as AddressInfo).port}/im`;
    });
    afterAll(async () => {
      for (const c of clients) await c.logout().catch(() => undefined);
      await arena?.close();
      await store?.drop();
    });

    it('ends a session unused for SESSION_IDLE_DAYS (7), and any session SESSION_MAX_AGE_DAYS (30) after login', async () => {
      const { mobile, password } = DEMO_ACCOUNTS[0]!;
      const idle = (await login(arena, mobile, password)).data.token as string;
      const busy = (await login(arena, mobile, password)).data.token as string;
      for (let day = 1; day <= 29; day++) {
        time.advance(DAY);
        expect(await info(busy)).toBe(0);
        if (day === 6) expect(await info(idle)).toBe(0);
      }
      expect(await info(idle)).toBe(700); // unused from day 6 to day 13
      time.advance(DAY);
      expect(await info(busy)).toBe(700); // 30 days after login, used every day
    });

    it('a userSig stops working when its session is signed out', async () => {
      const { mobile, password } = DEMO_ACCOUNTS[1]!;
      const session = await login(arena, mobile, password);
      const before = im();
      await expect(before.login(String(session.data.id), session.data.userSig)).resolves.toBeTruthy();
      expect((await call(arena, 'POST', '/api/Member/SignOut', undefined, session.data.token)).code).toBe(0);
      await expect(im().login(String(session.data.id), session.data.userSig)).rejects.toMatchObject({ code: 1 });
    });

    it('sign out everywhere ends every session of the user and their userSigs, and no one else’s', async () => {
      const { mobile, password } = DEMO_ACCOUNTS[2]!;
      const phone = await login(arena, mobile, password);
      const laptop = await login(arena, mobile, password);
      const other = await login(arena, DEMO_ACCOUNTS[3]!.mobile, DEMO_ACCOUNTS[3]!.password);
      expect(await call(arena, 'POST', '/api/Member/signOutAll', undefined, laptop.data.token)).toMatchObject({
        code: 0,
        msg: 'Logged out on every device',
      });
      expect(await info(phone.data.token)).toBe(700);
      expect(await info(laptop.data.token)).toBe(700);
      expect(await info(other.data.token)).toBe(0);
      await expect(im().login(String(phone.data.id), phone.data.userSig)).rejects.toMatchObject({ code: 1 });
      await expect(im().login(String(other.data.id), other.data.userSig)).resolves.toBeTruthy();
    });
  });
}
