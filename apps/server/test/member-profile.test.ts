import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { deviceOf } from '../src/services/session-devices';
import { call, clock, type Env, solveCaptcha, startApp, type TestDb, variants } from './helpers';

// Issue 14 "19 personal centre": the profile's validation (code 1 with catalog messages), the level and
// the experience to the next one, and the sessions list with signing out one or all (issue 12's last item).

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe('deviceOf', () => {
  it('names the device, system and browser of a User-Agent; nothing known of an empty one', () => {
    expect(deviceOf(CHROME_WINDOWS)).toEqual({ device: 'desktop', os: 'Windows 10', browser: 'Chrome 120' });
    expect(deviceOf(SAFARI_IPHONE)).toMatchObject({ device: 'mobile', os: expect.stringMatching(/^iOS 17/), browser: 'Safari 17' });
    expect(deviceOf('')).toEqual({ device: 'unknown', os: '', browser: '' });
    expect(deviceOf(`x${' '.repeat(10)}${'A'.repeat(500)}`).browser.length).toBeLessThanOrEqual(40);
  });
});

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`personal centre on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    const time = clock();
    const user = DEMO_ACCOUNTS[3];

    /** Password login from a browser with this User-Agent. */
    async function loginFrom(userAgent: string): Promise<{ token: string; id: number }> {
      const res = await arena.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { mobile: user.mobile, password: user.password, device_type: 'pc', ...(await solveCaptcha(arena)) },
        headers: { 'user-agent': userAgent, lang: 'en' },
      });
      const env = res.json() as Env<{ token: string; id: number }>;
      expect(env.code).toBe(0);
      return env.data;
    }

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('profile: a blank, too long or multi-line nickname is code 1 with the catalog message, in the caller’s language', async () => {
      const { token } = await loginFrom(CHROME_WINDOWS);
      const update = (body: Record<string, unknown>, lang: 'zh' | 'en' | 'vi' = 'en') =>
        call(arena, 'POST', '/api/member/updateInfo', body, token, lang);
      expect(await update({ user_nickname: '   ' })).toMatchObject({ code: 1, msg: 'The nickname must not be blank' });
      expect(await update({ user_nickname: '长'.repeat(21) }, 'zh')).toMatchObject({ code: 1, msg: '昵称：最多 20 个字符' });
      expect(await update({ user_nickname: 'a\nb' })).toMatchObject({ code: 1, msg: expect.stringMatching(/line breaks/) });
      expect(await update({ user_nickname: 'a\u202eb' }, 'vi')).toMatchObject({ code: 1, msg: expect.stringMatching(/Biệt danh/) });
      expect(await update({ sex: 3 })).toMatchObject({ code: 1 });
      // 20 characters as a person counts them (an emoji is one).
      const saved = await update({ user_nickname: `球迷${'😀'.repeat(18)}`, signature: '<b>hi</b>', sex: 2 }, 'zh');
      expect(saved).toMatchObject({
        code: 0,
        msg: '资料已保存',
        data: { user_nickname: `球迷${'😀'.repeat(18)}`, signature: '<b>hi</b>', sex: 2 },
      });
      expect(await update({ user_nickname: ' 老王 ' })).toMatchObject({ code: 0, data: { user_nickname: '老王' } });
    });

    it('level: the experience the next level starts at, none at the top level', async () => {
      const { token, id } = await loginFrom(CHROME_WINDOWS);
      await arena.services.db.query('update users set exp = 250.5 where id = $1', [id]);
      expect((await call(arena, 'GET', '/api/Member/info', undefined, token)).data).toMatchObject({
        exp: 250.5,
        level: 3,
        next_level_exp: 300,
      });
      await arena.services.db.query('update users set exp = 999999 where id = $1', [id]);
      expect((await call(arena, 'GET', '/api/Member/info', undefined, token)).data).toMatchObject({ level: 60, next_level_exp: null });
      await arena.services.db.query('update users set exp = 0 where id = $1', [id]);
    });

    it('sessions: listed with their devices and the current one marked; one signed out; another user’s refused', async () => {
      await call(arena, 'POST', '/api/Member/signOutAll', undefined, (await loginFrom(CHROME_WINDOWS)).token);
      const desktop = await loginFrom(CHROME_WINDOWS);
      time.advance(120_000);
      const phone = await loginFrom(SAFARI_IPHONE);
      const list = await call(arena, 'GET', '/api/Member/sessionList', undefined, desktop.token);
      expect(list.code).toBe(0);
      expect(list.data).toHaveLength(2);
      expect(list.data[0]).toMatchObject({ device: 'mobile', browser: 'Safari 17', current: false });
      expect(list.data[1]).toMatchObject({ device: 'desktop', os: 'Windows 10', browser: 'Chrome 120', current: true });
      expect(list.data[1].created_at).toBe(Math.floor((time.now() - 120_000) / 1000));
      const phoneId = list.data[0].id as number;

      // Another user cannot end this user's session, and is not told whether it exists.
      const other = DEMO_ACCOUNTS[0];
      const intruder = await call(arena, 'POST', '/api/user/login', {
        mobile: other.mobile,
        password: other.password,
        device_type: 'pc',
        ...(await solveCaptcha(arena)),
      });
      expect(await call(arena, 'POST', '/api/Member/signOutSession', { id: phoneId }, intruder.data.token, 'zh')).toMatchObject({
        code: 1,
        msg: '该登录已失效或不属于你，请刷新列表',
      });
      expect((await call(arena, 'GET', '/api/Member/info', undefined, phone.token)).code).toBe(0);

      expect(await call(arena, 'POST', '/api/Member/signOutSession', { id: phoneId }, desktop.token)).toMatchObject({
        code: 0,
        msg: 'That device has been signed out',
      });
      expect((await call(arena, 'GET', '/api/Member/info', undefined, phone.token)).code).toBe(700);
      expect((await call(arena, 'GET', '/api/Member/sessionList', undefined, desktop.token)).data).toHaveLength(1);
      // Twice: the session is gone, so code 1 again.
      expect((await call(arena, 'POST', '/api/Member/signOutSession', { id: phoneId }, desktop.token)).code).toBe(1);
      expect((await call(arena, 'POST', '/api/Member/signOutSession', { id: 'x' }, desktop.token)).code).toBe(1);
    });

    it('sessions: past the idle limit they are not listed; sign out everywhere ends every one, this one too', async () => {
      const a = await loginFrom(CHROME_WINDOWS);
      time.advance(8 * 86_400_000);
      const b = await loginFrom(SAFARI_IPHONE);
      const c = await loginFrom(CHROME_WINDOWS);
      const listed = await call(arena, 'GET', '/api/Member/sessionList', undefined, b.token);
      expect(listed.data.map((s: { current: boolean }) => s.current)).toEqual([false, true]);
      expect((await call(arena, 'GET', '/api/Member/info', undefined, a.token)).code).toBe(700);
      expect(await call(arena, 'POST', '/api/Member/signOutAll', undefined, b.token)).toMatchObject({ code: 0 });
      for (const s of [b, c]) expect((await call(arena, 'GET', '/api/Member/sessionList', undefined, s.token)).code).toBe(700);
      const [live] = await arena.services.db.query<{ count: string }>(
        'select count(*) as count from sessions s join users u on u.id = s.user_id where u.mobile = $1 and s.revoked_at is null',
        [user.mobile],
      );
      expect(Number(live!.count)).toBe(0);
    });
  });
}
