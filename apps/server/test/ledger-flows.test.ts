import { describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import type { Db } from '../src/db/index';
import { KIND } from '../src/money/ledger';
import { RED_ENVELOPE_MS } from '../src/money/red-envelopes';
import { call, variants } from './helpers';
import { balanceOf, expectBooksAddUp, makeUsers, recordsOf, usersWhoseBooksDoNotAddUp } from './ledger-books';
import { type RoomApp, useRoomApp } from './room-app';

// The balance ledger (see ledger.test.ts) over sign-in and tasks, mixed and concurrent sequences, and Order/getList.

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the balance ledger on ${variant.name}`, () => {
    let arena!: ArenaApp;
    let db!: Db;
    let anchor!: RoomApp['anchor'];
    const time = useRoomApp(variant, (app) => ({ arena, db, anchor } = app));

    describe('given sign-in and a task reward', () => {
      it('→ each credited with a record (they used to update the balance directly)', async () => {
        const [fan] = await makeUsers(arena, 1, 0);
        const signed = await call(arena, 'POST', '/api/Activity/sign', undefined, fan!.token);
        expect(signed.code).toBe(0);
        await arena.services.tasks.record(fan!.id, 'watch_live');
        const claimed = await call(arena, 'POST', '/api/Activity/task_handle_sign', { task_id: 1 }, fan!.token);
        expect(claimed.code).toBe(0);
        // Made with no coins, so no grant: these are the user's only records.
        expect(await recordsOf(db, fan!.id)).toEqual([
          expect.objectContaining({
            kind: KIND.signIn,
            amount: signed.data.lz_num,
            balance_after: signed.data.balance,
            ref: expect.stringMatching(/^sign:\d{4}-\d\d-\d\d$/),
          }),
          expect.objectContaining({
            kind: KIND.taskReward,
            amount: claimed.data.lz_num,
            balance_after: claimed.data.balance,
            ref: 'task:1',
          }),
        ]);
        await expectBooksAddUp(db, fan!.id);
      });
    });

    describe('given a mixed sequence of everything that moves money', () => {
      it('→ for every user, each wallet equals the sum of its records, and the records chain', async () => {
        const [a, b, c] = await makeUsers(arena, 3, 20_000);
        const noble = (await call(arena, 'GET', '/api/Noble/getList')).data[0];
        const steps: [string, 'GET' | 'POST', string, Record<string, unknown>, { token: string }][] = [
          ['gift', 'POST', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id, num: 3 }, a!],
          ['barrage', 'POST', '/api/Barrage/send', { uid: anchor.id, info: '金色弹幕', gift_id: 3 }, a!],
          ['free barrage', 'POST', '/api/Barrage/send', { uid: anchor.id, info: '好球' }, b!],
          ['guard', 'POST', '/api/guard_user/buy', { id: 1, anchor_id: anchor.id }, b!],
          ['noble', 'POST', '/api/noble_user/buy', { id: noble.id }, c!],
          ['horn', 'POST', '/api/Member/sneHorn', { content: '恭喜主队晋级' }, a!],
          ['bad horn', 'POST', '/api/Member/sneHorn', { content: 'see www.spam.example' }, b!],
          ['sign', 'POST', '/api/Activity/sign', {}, c!],
          ['too dear', 'POST', '/api/member/handselGift', { gift_id: 9, anchor_id: anchor.id, num: 2 }, c!],
        ];
        for (const [name, method, url, payload, who] of steps) {
          const res = await call(arena, method, url, payload, who.token);
          expect(res.code, `${name}: ${res.msg}`).toBe(name === 'too dear' ? 1 : 0);
        }
        const red = await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 30, count: 5 }, c!.token);
        for (const who of [a!, b!, anchor])
          expect((await call(arena, 'POST', '/api/Redenvelope/receiveRed', { id: red.data.id }, who.token)).code).toBe(0);
        await arena.services.live.horns.reviewPending();
        time.advance(RED_ENVELOPE_MS);
        await arena.services.live.sweepRedEnvelopes();

        for (const u of [a!, b!, c!, anchor]) await expectBooksAddUp(db, u.id);
        // Every user of this database: the demo accounts, the streamers, and everyone made above.
        expect(await usersWhoseBooksDoNotAddUp(db)).toEqual([]);
      });
    });

    describe('given ~200 concurrent gifts against one balance', () => {
      it('→ one record per accepted gift on each side, none for the refused, and the books add up', async () => {
        const [fan] = await makeUsers(arena, 1, 120 * 10);
        const before = (await recordsOf(db, anchor.id)).length;
        const results = await Promise.all(
          Array.from({ length: 200 }, () =>
            call(arena, 'POST', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id }, fan!.token),
          ),
        );
        expect(results.filter((r) => r.code === 0)).toHaveLength(120);
        expect(await balanceOf(db, fan!.id)).toBe(0);
        const sent = (await recordsOf(db, fan!.id)).filter((r) => r.kind === KIND.giftSent);
        expect(sent).toHaveLength(120);
        // The balances the answers reported are exactly the records' balances after: 1190, 1180 … 0.
        expect(sent.map((r) => r.balance_after).sort((x, y) => y - x)).toEqual(Array.from({ length: 120 }, (_, i) => 1190 - i * 10));
        expect(
          results
            .filter((r) => r.code === 0)
            .map((r) => r.data.balance)
            .sort((x, y) => y - x),
        ).toEqual(sent.map((r) => r.balance_after).sort((x, y) => y - x));
        expect((await recordsOf(db, anchor.id)).slice(before).filter((r) => r.kind === KIND.giftIncome)).toHaveLength(120);
        await expectBooksAddUp(db, fan!.id);
        await expectBooksAddUp(db, anchor.id);
        expect(await usersWhoseBooksDoNotAddUp(db)).toEqual([]);
      });
    });

    describe('given Order/getList and order/getTypeList', () => {
      it('→ the kinds named in zh, en and vi', async () => {
        const [fan] = await makeUsers(arena, 1, 0);
        const zh = await call(arena, 'GET', '/api/order/getTypeList', undefined, fan!.token, 'zh');
        expect(zh.code).toBe(0);
        expect(zh.data.map((k: { id: number }) => k.id)).toEqual(Object.values(KIND));
        const named = async (lang: 'zh' | 'en' | 'vi') =>
          Object.fromEntries(
            (await call(arena, 'GET', '/api/order/getTypeList', undefined, fan!.token, lang)).data.map(
              (k: { id: number; name: string }) => [k.id, k.name],
            ),
          );
        expect(await named('zh')).toMatchObject({
          [KIND.giftSent]: '礼物赠送',
          [KIND.giftIncome]: '礼物收入',
          [KIND.guard]: '开通守护',
          [KIND.nobility]: '开通贵族',
          [KIND.hornRefund]: '喇叭退款',
          [KIND.redEnvelopeReceived]: '抢红包',
          [KIND.signIn]: '签到奖励',
        });
        expect(await named('en')).toMatchObject({
          [KIND.giftSent]: 'Gift sent',
          [KIND.nobility]: 'Nobility purchase',
          [KIND.redEnvelopeRefund]: 'Red envelope returned',
        });
        expect(await named('vi')).toMatchObject({
          [KIND.giftSent]: 'Tặng quà',
          [KIND.nobility]: 'Mua quý tộc',
          [KIND.redEnvelopeSent]: 'Gửi lì xì',
        });
        expect(new Set(Object.values(await named('vi'))).size).toBe(Object.values(KIND).length);
      });

      it('→ only the caller’s own records, newest first, paged, filtered by type, named in the request’s language', async () => {
        const [fan, other] = await makeUsers(arena, 2, 100);
        for (const gift of [1, 2, 3])
          expect((await call(arena, 'POST', '/api/member/handselGift', { gift_id: gift, anchor_id: anchor.id }, fan!.token)).code).toBe(0);
        expect((await call(arena, 'POST', '/api/member/handselGift', { gift_id: 1, anchor_id: anchor.id }, other!.token)).code).toBe(0);
        const mine = await recordsOf(db, fan!.id);

        const page1 = await call(arena, 'GET', '/api/Order/getList', { page: 1, limit: 3 }, fan!.token, 'zh');
        expect(page1).toMatchObject({ code: 0, data: { total: 4, last_page: 2, current_page: 1, per_page: 3 } });
        expect(page1.data.data).toEqual(
          mine
            .slice()
            .reverse()
            .slice(0, 3)
            .map((r) => ({
              id: r.id,
              order_id: r.order_id,
              type: KIND.giftSent,
              type_name: '礼物赠送',
              amount: r.amount,
              addtime: Math.floor(time.now() / 1000),
            })),
        );
        const page2 = await call(arena, 'GET', '/api/order/getlist', { page: 2, limit: 3 }, fan!.token, 'en');
        expect(page2.data.data).toEqual([
          expect.objectContaining({ id: mine[0]!.id, type: KIND.grant, type_name: 'Coins from the platform', amount: 100 }),
        ]);

        const grants = await call(arena, 'GET', '/api/Order/getList', { type: KIND.grant }, fan!.token, 'vi');
        expect(grants.data).toMatchObject({ total: 1, data: [{ type: KIND.grant, type_name: 'Hệ thống tặng', amount: 100 }] });
        const gifts = await call(arena, 'GET', '/api/Order/getList', { type: KIND.giftSent }, fan!.token);
        expect(gifts.data.data.map((r: { amount: number }) => r.amount)).toEqual([-20, -10, -1]);
        expect((await call(arena, 'GET', '/api/Order/getList', { type: KIND.giftIncome }, fan!.token)).data).toMatchObject({
          total: 0,
          data: [],
          last_page: 1,
        });

        const theirs = await call(arena, 'GET', '/api/Order/getList', { limit: 100 }, other!.token);
        expect(theirs.data.data.map((r: { id: number }) => r.id)).not.toContain(mine[1]!.id);
        expect(theirs.data.total).toBe(2);
      });

      it('when the type is unknown → code 1 saying so; when logged out → 700', async () => {
        const [fan] = await makeUsers(arena, 1, 0);
        expect(await call(arena, 'GET', '/api/Order/getList', { type: 99 }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'No such record type (99): choose one from the list of types',
          data: null,
        });
        expect((await call(arena, 'GET', '/api/Order/getList', { type: 99 }, fan!.token, 'zh')).msg).toBe(
          '没有这种记录类型（99），请从类型列表中选择',
        );
        expect((await call(arena, 'GET', '/api/Order/getList', { type: 'gift' }, fan!.token)).code).toBe(1);
        expect(await call(arena, 'GET', '/api/Order/getList')).toMatchObject({ code: 700 });
        expect(await call(arena, 'GET', '/api/order/getTypeList')).toMatchObject({ code: 700 });
      });
    });
  });
}
