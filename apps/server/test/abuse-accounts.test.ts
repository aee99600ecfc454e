import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { PURPOSE_PAYMENT, PURPOSE_RESET } from '../src/services/accounts';
import { hashPassword, SCRYPT_CONCURRENCY, SCRYPT_QUEUE, scryptLoad } from '../src/services/crypto';
import { call, clock, login, register, solveCaptcha, startApp, type TestDb, variants } from './helpers';

// Issue 12, "Accounts and abuse limits" (OWASP ASVS 5.0 ch. 6 and 7): each rule, on PGlite and PostgreSQL.
for (const variant of variants) {
  describe.skipIf(await variant.skip())(`account abuse limits on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    const time = clock();
    let serial = 0;
    /** A fresh number for each test (the limits are per number). */
    const nextMobile = () => `86-1390000${String(1000 + serial++).padStart(4, '0')}`;
    const sms = (mobile: string) => arena.devSms!.latestFor(mobile)!;
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      await arena.app.ready();
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });
    // Every test starts in fresh hourly windows (all calls come from one address).
    beforeEach(() => time.advance(60 * 60_000));

    describe('SMS code guessing', () => {
      it('lets a burst of 1,000 parallel wrong guesses compare at most 5 times, then refuses the right code too', async () => {
        const mobile = nextMobile();
        expect((await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 })).code).toBe(0);
        const code = sms(mobile);
        const wrong = wrongFor(code);
        const answers = await Promise.allSettled(
          Array.from({ length: 1_000 }, (_, i) => arena.services.accounts.checkCode(mobile, 1, wrong, `10.0.${i >> 8}.${i & 255}`)),
        );
        const reasons = answers.map((a) => (a.status === 'rejected' ? (a.reason as { id?: string }).id : 'accepted'));
        const compared = reasons.filter((r) => r === 'server.sms.incorrect').length;
        expect(compared).toBeLessThanOrEqual(5);
        expect(compared).toBeGreaterThan(0);
        expect(reasons.filter((r) => r !== 'server.sms.incorrect').every((r) => r === 'server.sms.tooManyAttempts')).toBe(true);
        const [row] = await store.db.query<{ attempts: number }>('select attempts from sms_codes where mobile = $1', [mobile]);
        expect(row!.attempts).toBe(5);
        expect((await register(arena, { mobile, code, password: 'secret123' })).msg).toBe('Too many wrong codes; request a new one');
      });

      it('caps wrong codes per number across its codes (10 an hour), the right one included', async () => {
        const mobile = nextMobile();
        for (let round = 0; round < 2; round++) {
          await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 });
          const wrong = wrongFor(sms(mobile));
          for (let i = 0; i < 5; i++)
            expect((await register(arena, { mobile, code: wrong, password: 'secret123' })).msg).toMatch(/Incorrect/);
          time.advance(61_000);
        }
        await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 });
        expect((await register(arena, { mobile, code: sms(mobile), password: 'secret123' })).msg).toBe(
          'Too many wrong codes; try again in an hour',
        );
        time.advance(60 * 60_000);
        await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 });
        expect((await register(arena, { mobile, code: sms(mobile), password: 'secret123' })).code).toBe(0);
      });

      it('caps wrong codes per client address (30 an hour) across numbers', async () => {
        const client = '203.0.113.7';
        const refusals: string[] = [];
        for (let n = 0; n < 7; n++) {
          const mobile = nextMobile();
          await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 });
          const wrong = wrongFor(sms(mobile));
          for (let i = 0; i < 5; i++) {
            await arena.services.accounts.checkCode(mobile, 1, wrong, client).catch((e: { id: string }) => refusals.push(e.id));
          }
        }
        expect(refusals.filter((r) => r === 'server.sms.incorrect')).toHaveLength(30);
        expect(refusals.filter((r) => r === 'server.sms.tooManyFailures')).toHaveLength(5);
      });

      it('a right code gives its unit back: a person who types right is never capped', async () => {
        const client = '203.0.113.8';
        for (let n = 0; n < 12; n++) {
          const mobile = nextMobile();
          await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 });
          await arena.services.accounts.checkCode(mobile, 1, sms(mobile), client);
        }
        const mobile = nextMobile();
        await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 });
        await expect(arena.services.accounts.checkCode(mobile, 1, sms(mobile), client)).resolves.toBeGreaterThan(0);
      });
    });

    describe('getCode', () => {
      it('binds a code to its purpose: a payment-password code cannot reset the login password', async () => {
        const { mobile } = DEMO_ACCOUNTS[1]!;
        time.advance(61_000);
        expect((await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 3 })).code).toBe(0);
        const code = sms(mobile);
        const reset = await call(arena, 'POST', '/api/user/forgotPassword', {
          ...(await solveCaptcha(arena)),
          mobile,
          code,
          password: 'taken-over',
        });
        expect(reset).toMatchObject({ code: 1, msg: 'Request a verification code first' });
        await expect(arena.services.accounts.checkCode(mobile, PURPOSE_RESET, code, '1.1.1.1')).rejects.toMatchObject({
          id: 'server.sms.requestFirst',
        });
        await expect(arena.services.accounts.checkCode(mobile, PURPOSE_PAYMENT, code, '1.1.1.1')).resolves.toBeGreaterThan(0);
      });

      it('answers the same whether or not the number has an account, and forgot-password too', async () => {
        time.advance(61_000);
        const known = await call(arena, 'POST', '/api/user/getCode', {
          ...(await solveCaptcha(arena)),
          mobile: DEMO_ACCOUNTS[2]!.mobile,
          type: 2,
        });
        const unknown = await call(arena, 'POST', '/api/user/getCode', {
          ...(await solveCaptcha(arena)),
          mobile: '86-13977770001',
          type: 2,
        });
        expect(unknown).toEqual(known);
        expect(arena.devSms!.latestFor('86-13977770001')).toBeUndefined();
        const guess = { code: '123456', password: 'taken-over' };
        const a = await call(arena, 'POST', '/api/user/forgotPassword', {
          ...(await solveCaptcha(arena)),
          mobile: '86-13977770001',
          ...guess,
        });
        const b = await call(arena, 'POST', '/api/user/forgotPassword', {
          ...(await solveCaptcha(arena)),
          mobile: DEMO_ACCOUNTS[2]!.mobile,
          ...guess,
        });
        expect(a).toEqual(b);
        expect(a).toMatchObject({ code: 1, msg: 'Incorrect verification code' });
      });

      it('sends only to the allowed country codes', async () => {
        const answer = await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile: '7-9161234567', type: 1 });
        expect(answer).toMatchObject({ code: 1, msg: 'Codes cannot be sent to +7 numbers yet' });
        expect(arena.devSms!.latestFor('7-9161234567')).toBeUndefined();
      });

      it('caps sends per number per day (10)', async () => {
        const mobile = nextMobile();
        time.advance(24 * 60 * 60_000);
        const answers: number[] = [];
        for (let i = 0; i < 11; i++) {
          answers.push((await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 })).code);
          time.advance(61_000);
        }
        expect(answers).toEqual([...Array(10).fill(0), 1]);
        expect((await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile, type: 1 })).msg).toBe(
          'Too many codes requested; try again later',
        );
      });

      it('caps sends per client address per hour (20)', async () => {
        time.advance(60 * 60_000 - (time.now() % (60 * 60_000)));
        const codes: number[] = [];
        for (let i = 0; i < 21; i++) {
          time.advance(3_000); // the captcha's own limit is 20 questions a minute
          const res = await arena.app.inject({
            method: 'POST',
            url: '/api/user/getCode',
            payload: { mobile: nextMobile(), type: 1, ...(await solveCaptcha(arena)) },
            headers: { lang: 'en' },
            remoteAddress: '198.51.100.9',
          });
          codes.push(res.json().code);
        }
        expect(codes).toEqual([...Array(20).fill(0), 1]);
      });
    });

    describe('password login', () => {
      it('throttles a number after 5 failures, with a lock that doubles, whatever the address', async () => {
        const { mobile, password } = DEMO_ACCOUNTS[3]!;
        for (let i = 0; i < 5; i++) expect((await login(arena, mobile, 'wrong-guess')).msg).toBe('Incorrect mobile number or password');
        expect((await login(arena, mobile, password)).msg).toBe('Too many failed logins for this number; try again in 1 minutes');
        time.advance(61_000);
        expect((await login(arena, mobile, 'wrong-guess')).msg).toBe('Incorrect mobile number or password');
        expect((await login(arena, mobile, password)).msg).toBe('Too many failed logins for this number; try again in 2 minutes');
        time.advance(121_000);
        expect((await login(arena, mobile, password)).code).toBe(0);
        // A right password starts the count over.
        expect((await login(arena, mobile, 'wrong-guess')).msg).toBe('Incorrect mobile number or password');
      });

      it('counts a parallel burst before any password is checked: 100 at once, 5 pass the count', async () => {
        const mobile = '86-13988880001';
        const answers = await Promise.allSettled(Array.from({ length: 100 }, () => arena.services.accounts.reserveLogin(mobile)));
        expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
      });

      it('bounds scrypt work: 2 hashes at a time, a capped queue, then "busy, retry"', async () => {
        let peak = 0;
        const answers = await Promise.allSettled(
          Array.from({ length: 60 }, () =>
            hashPassword('secret123').finally(() => {
              peak = Math.max(peak, scryptLoad().running);
            }),
          ),
        );
        const busy = answers.filter((a) => a.status === 'rejected' && (a.reason as { id: string }).id === 'server.auth.busy');
        expect(busy).toHaveLength(60 - SCRYPT_CONCURRENCY - SCRYPT_QUEUE);
        expect(peak).toBeLessThanOrEqual(SCRYPT_CONCURRENCY);
        expect(scryptLoad()).toEqual({ running: 0, waiting: 0 });
      });
    });
  });
}
