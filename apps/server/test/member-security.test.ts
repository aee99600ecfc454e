import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { sha256, verifyPassword } from '../src/services/crypto';
import { FREE_FAILURES } from '../src/services/login-throttle';
import { call, clock, solveCaptcha, startApp, type TestDb, variants } from './helpers';

// Issue 14 "Security" (member centre, /member?type=3): the login password changed with the old one or
// an SMS code (purpose 2), which ends every other session and keeps this one; the payment password
// (spec §5: at least 6 digits, both entries equal) set, changed with the old one (throttled), reset with
// an SMS code (purpose 3); the page's facts (masked number, whether a payment password is set).

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`member security on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    const time = clock();
    const user = DEMO_ACCOUNTS[2]!;
    let password: string = user.password;

    async function login(pw = password): Promise<{ code: number; msg: string; data: { token: string } }> {
      return call(arena, 'POST', '/api/user/login', {
        mobile: user.mobile,
        password: pw,
        device_type: 'pc',
        ...(await solveCaptcha(arena)),
      });
    }

    /** Sends a code of this purpose to the user's number (past the 60 s resend wait) and reads it from the dev sink. */
    async function codeFor(type: number): Promise<string> {
      time.advance(61_000);
      expect((await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile: user.mobile, type })).code).toBe(0);
      return arena.devSms!.latestFor(user.mobile)!;
    }

    const setPassword = (body: Record<string, unknown>, token: string, lang: 'zh' | 'en' | 'vi' = 'en') =>
      call(arena, 'POST', '/api/Member/setPassword', body, token, lang);
    const payment = (body: Record<string, unknown>, token: string) => call(arena, 'POST', '/api/Member/paymentPassword', body, token);

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('securityInfo: the number masked but for its last four digits; no payment password yet', async () => {
      const { data } = await login();
      expect((await call(arena, 'GET', '/api/Member/securityInfo', undefined, data.token)).data).toEqual({
        mobile: `86-*******${user.mobile.slice(-4)}`,
        has_payment_password: false,
      });
      expect((await call(arena, 'GET', '/api/Member/securityInfo')).code).toBe(700);
    });

    it('login password: rules, old or code (not both, not neither), a wrong old one in the catalog languages', async () => {
      const { data } = await login();
      expect((await setPassword({ password: '123', old_password: password }, data.token)).code).toBe(1);
      expect(await setPassword({ password: 'newpass1' }, data.token)).toMatchObject({
        code: 1,
        msg: 'Enter either the old password or an SMS code',
      });
      expect(await setPassword({ password: 'newpass1', old_password: password, code: '123456' }, data.token)).toMatchObject({ code: 1 });
      expect(await setPassword({ password: 'newpass1', old_password: 'not-it' }, data.token)).toMatchObject({
        code: 1,
        msg: 'The old password is incorrect',
      });
      expect(await setPassword({ password: 'newpass1', old_password: 'not-it' }, data.token, 'zh')).toMatchObject({
        code: 1,
        msg: '原密码错误',
      });
      expect(await setPassword({ password: 'newpass1', old_password: 'not-it' }, data.token, 'vi')).toMatchObject({
        code: 1,
        msg: 'Mật khẩu cũ không đúng',
      });
      // The password did not change; a right login clears the count of wrong ones.
      expect((await login()).code).toBe(0);
    });

    it('with the old password: the other sessions end, this one stays, the new password logs in', async () => {
      const other = (await login()).data;
      const mine = (await login()).data.token;
      // The IM hub is told which sessions ended, so their sockets close at once.
      const told: number[] = [];
      const stop = arena.services.accounts.onRevoked((ids) => told.push(...ids));
      expect(await setPassword({ password: 'changed-1', old_password: password }, mine)).toMatchObject({
        code: 0,
        msg: 'Password changed; other devices are logged out',
      });
      stop();
      const [otherSession] = await store.db.query<{ id: string }>('select id from sessions where token_hash = $1', [sha256(other.token)]);
      expect(told).toContain(Number(otherSession!.id));
      expect((await call(arena, 'GET', '/api/Member/securityInfo', undefined, other.token)).code).toBe(700);
      expect((await call(arena, 'GET', '/api/Member/securityInfo', undefined, mine)).code).toBe(0);
      expect((await login(password)).code).toBe(1);
      password = 'changed-1';
      expect((await login()).code).toBe(0);
      const [row] = await store.db.query<{ h: string }>('select password_hash as h from users where mobile = $1', [user.mobile]);
      expect(await verifyPassword('changed-1', row!.h)).toBe(true);
    });

    it('wrong old passwords are throttled per account like login', async () => {
      const { data } = await login();
      for (let i = 0; i < FREE_FAILURES - 1; i++)
        expect((await setPassword({ password: 'x-123456', old_password: 'bad' }, data.token)).code).toBe(1);
      expect((await setPassword({ password: 'x-123456', old_password: 'bad' }, data.token)).msg).toBe('The old password is incorrect');
      // Locked now: even the right old password waits.
      expect((await setPassword({ password: 'x-123456', old_password: password }, data.token)).msg).toMatch(/try again in 1 minutes/);
      time.advance(61_000);
      expect((await login()).code).toBe(0);
    });

    it('with an SMS code: only a code of purpose 2 serves; wrong and expired codes are refused; a code serves once', async () => {
      const other = (await login()).data.token;
      const mine = (await login()).data.token;
      const paymentCode = await codeFor(3);
      expect(await setPassword({ password: 'by-code-1', code: paymentCode }, mine)).toMatchObject({ code: 1 });
      const code = await codeFor(2);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await setPassword({ password: 'by-code-1', code: wrong }, mine)).toMatchObject({
        code: 1,
        msg: 'Incorrect verification code',
      });
      expect(await setPassword({ password: 'by-code-1', code }, mine)).toMatchObject({ code: 0 });
      password = 'by-code-1';
      expect((await call(arena, 'GET', '/api/Member/securityInfo', undefined, other)).code).toBe(700);
      expect((await call(arena, 'GET', '/api/Member/securityInfo', undefined, mine)).code).toBe(0);
      expect(await setPassword({ password: 'by-code-2', code }, mine)).toMatchObject({ code: 1 });
      const late = await codeFor(2);
      time.advance(10 * 60_000 + 1);
      expect(await setPassword({ password: 'by-code-2', code: late }, mine)).toMatchObject({ code: 1, msg: /expired/ });
      expect((await login()).code).toBe(0);
    });

    it('payment password: set once, changed with the old one, reset by a code of purpose 3', async () => {
      const { token } = (await login()).data;
      expect(await payment({ password: '12345', confirm_password: '12345' }, token)).toMatchObject({ code: 1 });
      expect(await payment({ password: '123456', confirm_password: '123457' }, token)).toMatchObject({
        code: 1,
        msg: 'The two payment passwords do not match',
      });
      expect((await payment({ password: '246810', confirm_password: '246810' }, token)).code).toBe(0);
      expect((await call(arena, 'GET', '/api/Member/securityInfo', undefined, token)).data.has_payment_password).toBe(true);
      expect(await payment({ password: '111111', confirm_password: '111111' }, token)).toMatchObject({
        code: 1,
        msg: 'Changing the payment password needs the old payment password or an SMS code',
      });
      expect(await payment({ password: '111111', confirm_password: '111111', old_password: '999999' }, token)).toMatchObject({
        code: 1,
        msg: 'The old payment password is incorrect',
      });
      expect((await payment({ password: '111111', confirm_password: '111111', old_password: '246810' }, token)).code).toBe(0);
      const loginCode = await codeFor(2);
      expect((await payment({ password: '222222', confirm_password: '222222', code: loginCode }, token)).code).toBe(1);
      const code = await codeFor(3);
      expect((await payment({ password: '222222', confirm_password: '222222', code }, token)).code).toBe(0);
      const [row] = await store.db.query<{ h: string }>('select payment_password_hash as h from users where mobile = $1', [user.mobile]);
      expect(await verifyPassword('222222', row!.h)).toBe(true);
    });

    it('wrong old payment passwords lock the change, with their own message', async () => {
      const { token } = (await login()).data;
      for (let i = 0; i < FREE_FAILURES; i++) {
        expect((await payment({ password: '333333', confirm_password: '333333', old_password: '000001' }, token)).code).toBe(1);
      }
      expect(await payment({ password: '333333', confirm_password: '333333', old_password: '222222' }, token)).toMatchObject({
        code: 1,
        msg: /wrong payment passwords; try again in 1 minutes/,
      });
      // The login password is not locked by it.
      expect((await login()).code).toBe(0);
      time.advance(61_000);
      expect((await payment({ password: '333333', confirm_password: '333333', old_password: '222222' }, token)).code).toBe(0);
    });
  });
}
