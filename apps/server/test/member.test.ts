import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { verifyPassword } from '../src/services/crypto';
import { call, clock, login, solveCaptcha, startApp, type TestDb, variants } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`member calls, uploads and search on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let token: string;
    let userId: number;
    const time = clock();
    const viewer = DEMO_ACCOUNTS[2];

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      const session = await login(arena, viewer.mobile, viewer.password);
      token = session.data.token;
      userId = session.data.id;
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    describe('uploads (Member/getQiniuToken → POST /uploads)', () => {
      const upload = (body: Buffer, type: string, uploadToken?: string) =>
        arena.app.inject({
          method: 'POST',
          url: '/uploads',
          payload: body,
          headers: { 'content-type': type, lang: 'en', ...(uploadToken ? { token: uploadToken } : {}) },
        });

      it('given a token → a png is stored, re-encoded (issue 12), and served as a png', async () => {
        const { data } = await call(arena, 'POST', '/api/Member/getQiniuToken', undefined, token);
        expect(data).toMatchObject({ upload_url: expect.stringMatching(/\/uploads$/), expires_in: 3600 });
        const res = (await upload(PNG, 'image/png', data.token)).json();
        expect(res).toMatchObject({ code: 0, data: { key: expect.stringMatching(/^[0-9a-f]{32}\.png$/) } });
        const served = await arena.app.inject({ method: 'GET', url: `/uploads/${res.data.key}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
      });

      it('refuses a missing, forged or expired token, a file that is not what it says, and 5 MB or more', async () => {
        const { data } = await call(arena, 'POST', '/api/Member/getQiniuToken', undefined, token);
        expect((await upload(PNG, 'image/png')).json()).toMatchObject({ code: 1, msg: /upload token/ });
        const forged = data.token.replace(/^\d+\./, `${userId + 1}.`);
        expect((await upload(PNG, 'image/png', forged)).json()).toMatchObject({ code: 1, msg: /upload token/ });
        expect((await upload(Buffer.from('<svg/>'), 'image/png', data.token)).json()).toMatchObject({
          code: 1,
          msg: 'Only png or jpg images can be uploaded',
        });
        expect((await upload(PNG, 'image/gif', data.token)).json()).toMatchObject({ code: 1 });
        const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
        expect((await upload(big, 'image/png', data.token)).json()).toMatchObject({ code: 1, msg: 'The image must be under 5 MB' });
        time.advance(3_600_001);
        expect((await upload(PNG, 'image/png', data.token)).json()).toMatchObject({ code: 1, msg: /expired/ });
        const [row] = await store.db.query<{ n: number }>('select count(*)::int as n from uploads where user_id = $1', [userId]);
        expect(row!.n).toBe(1);
      });
    });

    describe('payment password (spec §5)', () => {
      it('needs two equal entries of at least 6 digits; is hashed; a change needs an SMS code', async () => {
        expect(
          await call(arena, 'POST', '/api/Member/paymentPassword', { password: '12345', confirm_password: '12345' }, token),
        ).toMatchObject({ code: 1, msg: /password/ });
        expect(
          await call(arena, 'POST', '/api/Member/paymentPassword', { password: '123456', confirm_password: '123457' }, token),
        ).toMatchObject({
          code: 1,
          msg: 'The two payment passwords do not match',
        });
        expect(
          (await call(arena, 'POST', '/api/Member/paymentPassword', { password: '135790', confirm_password: '135790' }, token)).code,
        ).toBe(0);
        const [row] = await store.db.query<{ h: string }>('select payment_password_hash as h from users where id = $1', [userId]);
        expect(row!.h).not.toContain('135790');
        expect(await verifyPassword('135790', row!.h)).toBe(true);
        expect(
          await call(arena, 'POST', '/api/Member/paymentPassword', { password: '000000', confirm_password: '000000' }, token),
        ).toMatchObject({
          code: 1,
          msg: 'Changing the payment password needs the old payment password or an SMS code',
        });
        await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile: viewer.mobile, type: 3 });
        const code = arena.devSms!.latestFor(viewer.mobile)!;
        expect(
          (await call(arena, 'POST', '/api/Member/paymentPassword', { password: '000000', confirm_password: '000000', code }, token)).code,
        ).toBe(0);
      });
    });

    describe('streamer application (spec §3, §5)', () => {
      // Issue 15: the ID photos are the applicant's own uploads.
      const photos = { id_photo_front: '', id_photo_back: '' };
      const form = (code: string) => ({
        real_name: '李四',
        id_number: '110101199003074518',
        contact: '微信 lisi',
        experience: '我解说足球比赛已经五年了，熟悉各大联赛。',
        code,
        ...photos,
      });
      const photo = async () => {
        const { data } = await call(arena, 'POST', '/api/Member/getQiniuToken', undefined, token);
        const res = await arena.app.inject({
          method: 'POST',
          url: '/uploads',
          payload: PNG,
          headers: { 'content-type': 'image/png', token: data.token },
        });
        return (res.json() as { data: { url: string } }).data.url;
      };

      it('refuses a short experience answer, is reviewed, and a passed review makes the user an anchor with a room', async () => {
        time.advance(61_000);
        photos.id_photo_front = await photo();
        photos.id_photo_back = await photo();
        await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile: viewer.mobile, type: 4 });
        const code = arena.devSms!.latestFor(viewer.mobile)!;
        expect(await call(arena, 'POST', '/api/Member/verified', { ...form(code), experience: '太短了' }, token)).toMatchObject({
          code: 1,
          msg: 'The experience answer must be at least 15 characters',
        });
        expect(await call(arena, 'POST', '/api/Member/verified', form(code), token)).toMatchObject({
          code: 0,
          msg: 'Application submitted; please wait for the review',
        });
        expect((await call(arena, 'POST', '/api/Member/getVerifiedInfo', undefined, token)).data).toMatchObject({
          status: 0,
          id_number: '**************4518',
        });
        const review = await arena.app.inject({ method: 'POST', url: '/dev/verified/review', payload: { user_id: userId, approve: true } });
        expect(review.json()).toEqual({ ok: true });
        expect((await call(arena, 'POST', '/api/Member/getVerifiedInfo', undefined, token)).data.status).toBe(1);
        expect((await call(arena, 'GET', '/api/Member/info', undefined, token)).data.is_anchor).toBe(1);
        const [room] = await store.db.query('select uid, islive from live_rooms where uid = $1', [userId]);
        expect(room).toEqual({ uid: userId, islive: 0 });
        expect(await call(arena, 'POST', '/api/Member/verified', form(code), token)).toMatchObject({
          code: 1,
          msg: 'You are already a streamer',
        });
      });
    });

    describe('customer service and avatars', () => {
      it('gives one customer-service account, the same on every call', async () => {
        const a = await call(arena, 'POST', '/api/user/getKefuInfo');
        const b = await call(arena, 'POST', '/api/user/getKefuInfo');
        expect(a.data).toMatchObject({ user_nickname: 'Arena 客服', qq: '800000002', email: 'support@arena.example' });
        expect(b.data.id).toBe(a.data.id);
      });
      it('lists stock avatars as absolute URLs that resolve', async () => {
        const { data } = await call(arena, 'GET', '/api/user/avatarList');
        expect(data.length).toBeGreaterThanOrEqual(10);
        const path = new URL(data[0].url).pathname;
        expect((await arena.app.inject({ method: 'GET', url: path })).headers['content-type']).toMatch(/svg/);
      });
    });

    describe('search (spec §2, §5, §9)', () => {
      it('shows the first 10 hot searches and hot matches; searched terms rise', async () => {
        const first = await call(arena, 'GET', '/api/Search/index');
        expect(first.data.hot_search).toHaveLength(10);
        expect(first.data.hot_search[0]).toBe('英超');
        expect(Array.isArray(first.data.hot_match)).toBe(true);
        for (let i = 0; i < 130; i++) await call(arena, 'GET', '/api/Search/live', { name: '老王' });
        expect((await call(arena, 'GET', '/api/Search/index')).data.hot_search[0]).toBe('老王');
      });
      it('finds streamers and live rooms by name, at most 10 characters, wildcards taken literally', async () => {
        const anchors = await call(arena, 'GET', '/api/Search/anchor', { name: '老王' });
        expect(anchors.data.data.map((a: { user_nickname: string }) => a.user_nickname)).toContain('球场老王');
        const rooms = await call(arena, 'GET', '/api/Search/live', { name: '老王' });
        expect(rooms.data.total).toBeGreaterThan(0);
        expect(rooms.data.data[0]).toMatchObject({ user_nickname: '球场老王', thumb: expect.stringMatching(/^https?:/) });
        expect((await call(arena, 'GET', '/api/Search/live', { name: '%' })).data.total).toBe(0);
        expect(await call(arena, 'GET', '/api/Search/anchor', { name: '12345678901' })).toMatchObject({
          code: 1,
          msg: 'search text: must be at most 10 characters',
        });
      });
    });
  });
}
