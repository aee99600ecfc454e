import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { shanghaiDay, weekOf } from '../src/services/tasks';
import { call, clock, login, startApp, type TestDb, variants } from './helpers';

describe('the check-in day', () => {
  it('ends at midnight in Asia/Shanghai (UTC+8), whatever the server’s zone', () => {
    expect(shanghaiDay(Date.UTC(2026, 10, 22, 15, 59, 59))).toBe('2026-11-22');
    expect(shanghaiDay(Date.UTC(2026, 10, 22, 16, 0, 0))).toBe('2026-11-23');
  });
  it('belongs to a Monday-first week', () => {
    expect(weekOf('2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });
});

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`check-in and tasks on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let token: string;
    let userId: number;
    // Sunday 22 November 2026, 20:00 in Shanghai.
    const time = clock(Date.UTC(2026, 10, 22, 12, 0, 0));
    const balance = async () => (await call(arena, 'GET', '/api/Member/info', undefined, token)).data.balance as number;

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      const session = await login(arena, DEMO_ACCOUNTS[2].mobile, DEMO_ACCOUNTS[2].password);
      token = session.data.token;
      userId = session.data.id;
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('lists the week’s strip with rewards, today’s tasks in the request’s language, and is_sign 0 before signing', async () => {
      const { data } = await call(arena, 'GET', '/api/Activity/signTaskList', undefined, token);
      expect(data.is_sign).toBe(0);
      expect(data.list).toHaveLength(7);
      expect(data.list[6]).toMatchObject({ day: 7, date: '2026-11-22', is_today: 1, is_sign: 0, lz_num: 50 });
      expect(data.today.map((t: { key: string }) => t.key)).toEqual([
        'watch_live',
        'send_barrage',
        'send_gift',
        'follow_anchor',
        'share_live',
      ]);
      expect(data.today[0]).toMatchObject({ task: 'Watch a live stream', lz_num: 10, is_complete: 0, progress: 0, target: 1 });
      expect(data.today[0].img).toMatch(/^https?:\/\/.+\/static\/task\/watch_live\.svg$/);
      const zh = await call(arena, 'GET', '/api/Activity/signTaskList', undefined, token, 'zh');
      expect(zh.data.today[0].task).toBe('观看一场直播');
    });

    it('given two concurrent sign-in clicks → the reward is credited exactly once', async () => {
      const before = await balance();
      const results = await Promise.all(Array.from({ length: 5 }, () => call(arena, 'POST', '/api/Activity/sign', { id: userId }, token)));
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      expect(results.filter((r) => r.code === 1).map((r) => r.msg)).toEqual(Array(4).fill('You have already signed in today'));
      expect(results.find((r) => r.code === 0)!.data).toEqual({ lz_num: 50, balance: before + 50 });
      expect(await balance()).toBe(before + 50);
      const { data } = await call(arena, 'GET', '/api/Activity/signTaskList', undefined, token);
      expect(data.is_sign).toBe(1);
      expect(data.list[6].is_sign).toBe(1);
    });

    it('given a new Shanghai day → signing in works again, in a new week', async () => {
      time.advance(4 * 3_600_000); // 00:00 Monday in Shanghai
      const before = await balance();
      expect((await call(arena, 'POST', '/api/Activity/sign', {}, token)).data).toEqual({ lz_num: 10, balance: before + 10 });
      const { data } = await call(arena, 'GET', '/api/Activity/signTaskList', undefined, token);
      expect(data.list.map((d: { is_sign: number }) => d.is_sign)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    });

    it('given someone else’s id → refused without crediting', async () => {
      time.advance(86_400_000);
      const before = await balance();
      expect(await call(arena, 'POST', '/api/Activity/sign', { id: userId + 1 }, token)).toMatchObject({
        code: 1,
        msg: 'You can only sign in for yourself',
      });
      expect(await balance()).toBe(before);
    });

    it('given a task event → the task completes, its reward is claimed once, and further events change nothing', async () => {
      expect(await call(arena, 'POST', '/api/Activity/task_handle_sign', { task_id: 3 }, token)).toMatchObject({
        code: 1,
        msg: 'The task is not completed yet',
      });
      arena.services.events.emit('task', { userId, key: 'send_gift' });
      arena.services.events.emit('task', { userId, key: 'send_gift' });
      await arena.services.tasks.idle();
      const { data } = await call(arena, 'GET', '/api/Activity/signTaskList', undefined, token);
      expect(data.today.find((t: { key: string }) => t.key === 'send_gift')).toMatchObject({
        is_complete: 1,
        is_receive: 0,
        progress: 1,
        target: 1,
      });
      const before = await balance();
      const claims = await Promise.all([1, 2, 3].map(() => call(arena, 'POST', '/api/Activity/task_handle_sign', { task_id: 3 }, token)));
      expect(claims.filter((c) => c.code === 0).map((c) => c.data)).toEqual([{ lz_num: 20, balance: before + 20 }]);
      expect(claims.filter((c) => c.code === 1).map((c) => c.msg)).toEqual([
        'The reward has already been claimed',
        'The reward has already been claimed',
      ]);
      expect(await balance()).toBe(before + 20);
      expect(await call(arena, 'POST', '/api/Activity/task_handle_sign', { task_id: 99 }, token)).toMatchObject({
        code: 1,
        msg: 'There is no such task',
      });
    });

    it('given an unknown key or a guest id → ignored, nothing written', async () => {
      expect(await arena.services.tasks.record(userId, 'fly_to_the_moon')).toBe(false);
      expect(await arena.services.tasks.record(10_123_456, 'watch_live')).toBe(false);
      const [row] = await store.db.query<{ n: number }>('select count(*)::int as n from task_progress where user_id = $1', [10_123_456]);
      expect(row!.n).toBe(0);
    });

    it('offers the same data on the task-centre calls', async () => {
      const pc = await call(arena, 'GET', '/api/Activity/pcSignTaskList', undefined, token);
      expect(pc.data).toMatchObject({ is_sign: 0, sign_days: 1 });
      const list = await call(arena, 'GET', '/api/Activity_Config/user_task_list', undefined, token);
      expect(list.data).toHaveLength(5);
      expect((await call(arena, 'GET', '/api/Activity/signTaskList')).code).toBe(700);
    });
  });
}
