import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { SESSION_REVOKED } from '../src/im/guard';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, clock, login, onVariant, solveCaptcha, startApp, type TestDb, variants } from './helpers';
import { TestSocket } from './ws-client';

// Issue 12: revoking a login session closes the IM sockets already logged in with its userSig (close
// code 4001 "session revoked"), not only refuses new logins — on sign-out, sign-out everywhere, a new
// password, and (by the hub's periodic re-check) a revocation made by another instance or an expiry.
// PGlite and PostgreSQL.
const DAY = 86_400_000;
const PORT = 8650;

for (const variant of variants) {
  describe.skipIf(await variant.skip())(await onVariant('IM sockets of revoked sessions', variant), () => {
    let store: TestDb;
    let arena: ArenaApp;
    let url: string;
    const time = clock();
    const sockets: TestSocket[] = [];
    let seq = 0;

    /** A socket logged in with the userSig of this login answer. */
    const socketOf = async (session: { data: { id: number; userSig: string } }) => {
      const s = await TestSocket.open(url);
      sockets.push(s);
      const n = ++seq;
      s.send({ op: 'login', seq: n, lang: 'en', userID: String(session.data.id), userSig: session.data.userSig });
      expect(await s.next((f) => f.op === 'result' && f.seq === n)).toMatchObject({ code: 0 });
      return s;
    };
    /** The close code, or 'open' if the socket is still open after a while. */
    const closedWith = (s: TestSocket, ms = 2_000) => Promise.race([s.closed, new Promise<'open'>((r) => setTimeout(() => r('open'), ms))]);
    const reason = (s: TestSocket) => new Promise<string>((r) => s.ws.once('close', (_code, why) => r(why.toString())));

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
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
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('sign-out closes the socket of that session with 4001 "session revoked", and only that session’s', async () => {
      const { mobile, password } = DEMO_ACCOUNTS[0]!;
      const phone = await login(arena, mobile, password);
      const laptop = await login(arena, mobile, password);
      const onPhone = await socketOf(phone);
      const onLaptop = await socketOf(laptop);
      const why = reason(onPhone);
      expect((await call(arena, 'POST', '/api/Member/SignOut', undefined, phone.data.token)).code).toBe(0);
      expect(await closedWith(onPhone)).toBe(SESSION_REVOKED);
      expect(await why).toBe('session revoked');
      expect(await closedWith(onLaptop, 300)).toBe('open');
    });

    it('sign-out everywhere closes every socket of the user and no one else’s', async () => {
      const [a, b] = [DEMO_ACCOUNTS[1]!, DEMO_ACCOUNTS[2]!];
      const one = await login(arena, a.mobile, a.password);
      const two = await login(arena, a.mobile, a.password);
      const other = await login(arena, b.mobile, b.password);
      const mine = [await socketOf(one), await socketOf(one), await socketOf(two)];
      const theirs = await socketOf(other);
      expect((await call(arena, 'POST', '/api/Member/signOutAll', undefined, two.data.token)).code).toBe(0);
      expect(await Promise.all(mine.map((s) => closedWith(s)))).toEqual([SESSION_REVOKED, SESSION_REVOKED, SESSION_REVOKED]);
      expect(await closedWith(theirs, 300)).toBe('open');
      // The other user's socket still works.
      theirs.send({ op: 'getOnlineMemberCount', seq: 999, groupID: '1' });
      expect(await theirs.next((f) => f.op === 'result' && f.seq === 999)).toMatchObject({ code: 0 });
    });

    it('a new password (forgotPassword) closes every socket of the account', async () => {
      const { mobile, password } = DEMO_ACCOUNTS[3]!;
      const session = await login(arena, mobile, password);
      const other = await login(arena, DEMO_ACCOUNTS[2]!.mobile, DEMO_ACCOUNTS[2]!.password);
      const sockets = [await socketOf(session), await socketOf(session)];
      const theirs = await socketOf(other);
      time.advance(61_000);
      expect((await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 2 })).code).toBe(0);
      const reset = await call(arena, 'POST', '/api/user/forgotPassword', {
        ...(await solveCaptcha(arena)),
        mobile,
        code: arena.devSms!.latestFor(mobile),
        password: 'a-new-password',
      });
      expect(reset.code).toBe(0);
      expect(await Promise.all(sockets.map((s) => closedWith(s)))).toEqual([SESSION_REVOKED, SESSION_REVOKED]);
      expect(await closedWith(theirs, 300)).toBe('open');
    });

    it('the periodic re-check closes sockets of sessions revoked by another instance, and of expired ones', async () => {
      const { mobile, password } = DEMO_ACCOUNTS[0]!;
      const elsewhere = await login(arena, mobile, password);
      const idle = await login(arena, mobile, password);
      const kept = await login(arena, DEMO_ACCOUNTS[1]!.mobile, DEMO_ACCOUNTS[1]!.password);
      const [s1, s2, s3] = [await socketOf(elsewhere), await socketOf(idle), await socketOf(kept)];
      // Another instance signed `elsewhere` out: only the database knows.
      await store.db.query('update sessions set revoked_at = now() where id = $1', [
        elsewhere.data.session_id ?? (await sessionIdOf(elsewhere.data.token)),
      ]);
      await arena.services.live.im.recheckSessions();
      expect(await closedWith(s1)).toBe(SESSION_REVOKED);
      expect(await closedWith(s2, 300)).toBe('open');
      // Seven days unused over HTTP: the idle limit (SESSION_IDLE_DAYS) ends `idle`; `kept` is used daily.
      for (let day = 1; day <= 7; day++) {
        time.advance(DAY);
        expect((await call(arena, 'GET', '/api/Member/info', undefined, kept.data.token)).code).toBe(0);
      }
      await arena.services.live.im.recheckSessions();
      expect(await closedWith(s2)).toBe(SESSION_REVOKED);
      expect(await closedWith(s3, 300)).toBe('open');
    });

    async function sessionIdOf(token: string): Promise<number> {
      const { createHash } = await import('node:crypto');
      const [row] = await store.db.query<{ id: string }>('select id from sessions where token_hash = $1', [
        createHash('sha256').update(token).digest('hex'),
      ]);
      return Number(row!.id);
    }
  });
}
