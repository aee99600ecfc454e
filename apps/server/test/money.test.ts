import { describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { call, variants } from './helpers';
import { balanceOf, incomeOf, makeUsers } from './money-rooms';
import { type RoomApp, useRoomApp } from './room-app';

// Money-like rules of gifts, barrage, guard, horn and red envelopes, on PGlite and on PostgreSQL:
// balances never go negative, never move twice for one request, and always add up.

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`money in rooms on ${variant.name}`, () => {
    let arena!: ArenaApp;
    let anchor!: RoomApp['anchor'];
    const time = useRoomApp(variant, (app) => ({ arena, anchor } = app));

    describe('given a gift (handselGift)', () => {
      it('when the balance covers it → the sender pays, the streamer earns, the rank and heat rise, in one step', async () => {
        const [fan] = await makeUsers(arena, 1, 100);
        const [{ heat: before }] = (await arena.services.db.query<{ heat: number }>('select heat from live_rooms where uid = $1', [
          anchor.id,
        ])) as [{ heat: number }];
        const income = await incomeOf(arena, anchor.id);
        const res = await call(arena, 'POST', '/api/member/handselGift', { gift_id: 3, anchor_id: anchor.id, num: 2 }, fan!.token);
        expect(res).toMatchObject({ code: 0, data: { balance: 60, num: 2, gift: { id: 3, needcoin: 20 } } });
        expect(await balanceOf(arena, fan!.id)).toBe(60);
        expect(await incomeOf(arena, anchor.id)).toBe(income + 40);
        const [{ heat }] = (await arena.services.db.query<{ heat: number }>('select heat from live_rooms where uid = $1', [anchor.id])) as [
          { heat: number },
        ];
        expect(heat).toBe(before + 40);
        const rank = await call(arena, 'GET', '/api/Live_streaming/roomRanking', { uid: anchor.id, type: 0 });
        expect(rank.data).toContainEqual(expect.objectContaining({ uid: fan!.id, amount: 40 }));
      });

      it('when the balance is short → code 1 saying the price and the balance, and nothing moves', async () => {
        const [fan] = await makeUsers(arena, 1, 15);
        const income = await incomeOf(arena, anchor.id);
        const res = await call(arena, 'POST', '/api/member/handselGift', { gift_id: 3, anchor_id: anchor.id }, fan!.token);
        expect(res).toMatchObject({ code: 1, msg: 'Insufficient balance: this costs 20.0 gold coins and you have 15.0', data: null });
        expect(await balanceOf(arena, fan!.id)).toBe(15);
        expect(await incomeOf(arena, anchor.id)).toBe(income);
      });

      it('when the streamer gives to themself → spec §8 in English, and translated in zh and vi', async () => {
        const q = { gift_id: 1, anchor_id: anchor.id };
        expect((await call(arena, 'POST', '/api/member/handselGift', q, anchor.token, 'en')).msg).toBe(
          'The anchor is not allowed to give himself gifts',
        );
        expect((await call(arena, 'POST', '/api/member/handselGift', q, anchor.token, 'zh')).msg).toBe('主播不能给自己送礼物');
        expect((await call(arena, 'POST', '/api/member/handselGift', q, anchor.token, 'vi')).code).toBe(1);
      });

      it('when logged out, or a field is missing or unknown → 700, or code 1 naming the field', async () => {
        expect((await call(arena, 'POST', '/api/member/handselGift', { gift_id: 1, anchor_id: anchor.id })).code).toBe(700);
        const [fan] = await makeUsers(arena, 1, 100);
        expect(await call(arena, 'POST', '/api/member/handselGift', { anchor_id: anchor.id }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'gift: is required',
        });
        expect(await call(arena, 'POST', '/api/member/handselGift', { gift_id: 99, anchor_id: anchor.id }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'No such gift',
        });
        const [other] = await makeUsers(arena, 1, 0);
        expect(await call(arena, 'POST', '/api/member/handselGift', { gift_id: 1, anchor_id: other!.id }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'No such room',
        });
      });

      it('when 100 requests race against a balance that covers 37 → exactly 37 succeed and the books add up', async () => {
        const [fan] = await makeUsers(arena, 1, 37 * 10);
        const income = await incomeOf(arena, anchor.id);
        const results = await Promise.all(
          Array.from({ length: 100 }, () =>
            call(arena, 'POST', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id }, fan!.token),
          ),
        );
        expect(results.filter((r) => r.code === 0)).toHaveLength(37);
        expect(results.filter((r) => r.code === 1).every((r) => r.msg.startsWith('Insufficient balance'))).toBe(true);
        expect(await balanceOf(arena, fan!.id)).toBe(0);
        expect(await incomeOf(arena, anchor.id)).toBe(income + 370);
        const [{ n }] = (await arena.services.db.query<{ n: number }>('select count(*)::int as n from room_contributions where uid = $1', [
          fan!.id,
        ])) as [{ n: number }];
        expect(n).toBe(37);
      });

      it('when the client retries with the same request_id → the first answer, and the money moves once', async () => {
        const [fan] = await makeUsers(arena, 1, 100);
        const q = { gift_id: 2, anchor_id: anchor.id, request_id: 'retry-0001-abcd' };
        const answers = await Promise.all([1, 2, 3].map(() => call(arena, 'POST', '/api/member/handselGift', q, fan!.token)));
        expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
        expect(answers.map((a) => a.data.balance)).toEqual([90, 90, 90]);
        expect(await balanceOf(arena, fan!.id)).toBe(90);
        // The same id for another operation is refused rather than silently answered.
        expect(
          await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: 'hi', request_id: 'retry-0001-abcd' }, fan!.token),
        ).toMatchObject({ code: 1 });
      });

      it('when it comes from the backpack → the backpack pays, coins stay, and an empty backpack is refused', async () => {
        const [fan] = await makeUsers(arena, 1, 5);
        await arena.services.db.query('insert into backpack (user_id, gift_id, num) values ($1, 4, 2)', [fan!.id]);
        const income = await incomeOf(arena, anchor.id);
        expect(
          await call(arena, 'POST', '/api/member/handselGift', { gift_id: 4, anchor_id: anchor.id, type: 1, num: 2 }, fan!.token),
        ).toMatchObject({ code: 0, data: { balance: 5 } });
        expect(await incomeOf(arena, anchor.id)).toBe(income + 100);
        expect((await call(arena, 'GET', '/api/Gift/getUserGiftList', undefined, fan!.token)).data).toEqual([]);
        expect(
          await call(arena, 'POST', '/api/member/handselGift', { gift_id: 4, anchor_id: anchor.id, type: 1 }, fan!.token),
        ).toMatchObject({
          code: 1,
          msg: 'Not enough “啤酒” in your backpack',
        });
      });

      it('the streamer sees what they received', async () => {
        const list = await call(arena, 'GET', '/api/member/webgetAnchorgiftlist', { limit: 100 }, anchor.token);
        expect(list.data.total).toBeGreaterThanOrEqual(40);
        expect(list.data.data[0]).toMatchObject({ giftname: expect.any(String), num: expect.any(Number), total: expect.any(Number) });
      });
    });

    describe('given barrage', () => {
      it('when sent → stored, listed newest first; too long, too fast or empty → code 1', async () => {
        const [fan] = await makeUsers(arena, 1, 0);
        expect(await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: '  好球！ ' }, fan!.token)).toMatchObject({
          code: 0,
          data: { info: '好球！', balance: 0 },
        });
        expect(await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: '再来一个' }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'Too fast: try again in 2 seconds',
        });
        time.advance(2_000);
        expect(await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: '再来一个' }, fan!.token)).toMatchObject({ code: 0 });
        expect((await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: 'x'.repeat(51) }, fan!.token)).msg).toBe(
          'barrage text: must be at most 50 characters',
        );
        expect((await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: '   ' }, fan!.token)).msg).toBe(
          'The barrage text is empty',
        );
        const list = await call(arena, 'GET', '/api/Barrage/getList', { uid: anchor.id, limit: 2 });
        expect(list.data.data.map((b: { info: string }) => b.info)).toEqual(['再来一个', '好球！']);
      });

      it('when paid with a gift style → costs the gift, credited to the streamer; when muted → refused', async () => {
        const [fan] = await makeUsers(arena, 1, 30);
        time.advance(2_000);
        expect(await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: '金色弹幕', gift_id: 3 }, fan!.token)).toMatchObject({
          code: 0,
          data: { balance: 10 },
        });
        expect(await call(arena, 'POST', '/api/Live/setTaboo', { touid: fan!.id, minutes: 5 }, anchor.token)).toMatchObject({ code: 0 });
        time.advance(2_000);
        expect(await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: '还能说话吗' }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'You are muted in this room',
        });
        expect(await call(arena, 'POST', '/api/RoomManage/relieveTaboo', { touid: fan!.id }, anchor.token)).toMatchObject({ code: 0 });
        expect(await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: '又能说话了' }, fan!.token)).toMatchObject({
          code: 0,
        });
      });
    });

    describe('given nobility', () => {
      it('when the tiers are listed → prices, days and the 30 free horns that come with it', async () => {
        const tiers = await call(arena, 'GET', '/api/Noble/getList');
        expect(tiers.code).toBe(0);
        expect(tiers.data.length).toBeGreaterThan(0);
        expect(tiers.data[0]).toMatchObject({
          id: expect.any(Number),
          name: expect.any(String),
          name_en: expect.any(String),
          name_vi: expect.any(String),
          coin: expect.any(Number),
          renew_coin: expect.any(Number),
          days: 30,
          free_horns: 30,
        });
        expect(tiers.data[0].icon).toMatch(/^http:\/\/.+\/static\/noble\/\d+\.svg$/);
      });

      it('when a user buys → one debit, noble at once (free horns), a renewal extends at the renewal price, a double click with one request id buys once, and it ends when its time runs out', async () => {
        const tier = (await call(arena, 'GET', '/api/Noble/getList')).data[0];
        const [fan] = await makeUsers(arena, 1, tier.coin + tier.renew_coin + 10);
        const [first, again] = await Promise.all([
          call(arena, 'POST', '/api/noble_user/buy', { id: tier.id, request_id: 'noble-click-1' }, fan!.token),
          call(arena, 'POST', '/api/noble_user/buy', { id: tier.id, request_id: 'noble-click-1' }, fan!.token),
        ]);
        expect(first).toMatchObject({ code: 0, data: { tier_id: tier.id, renewed: 0, price: tier.coin, balance: tier.renew_coin + 10 } });
        expect(again.data).toEqual(first.data);
        expect(await balanceOf(arena, fan!.id)).toBe(tier.renew_coin + 10);
        expect(first.data.endtime).toBe(Math.floor(time.now() / 1000) + 30 * 86_400);
        expect((await call(arena, 'GET', '/api/User/getUserInfo', undefined, fan!.token)).data.is_noble).toBe(1);
        expect((await call(arena, 'GET', '/api/Member/hornList', undefined, fan!.token)).data).toMatchObject({
          is_noble: 1,
          free_left: 30,
        });

        const renewed = await call(arena, 'POST', '/api/noble_user/buy', { id: tier.id }, fan!.token);
        expect(renewed).toMatchObject({ code: 0, data: { renewed: 1, price: tier.renew_coin, balance: 10 } });
        expect(renewed.data.endtime - first.data.endtime).toBe(30 * 86_400);

        // When the time runs out, the nobility ends (the free horns with it); not a moment before.
        time.advance((renewed.data.endtime - Math.floor(time.now() / 1000) - 1) * 1000);
        expect(await arena.services.live.sweepNobles()).toBe(0);
        time.advance(1_000);
        expect(await arena.services.live.sweepNobles()).toBe(1);
        expect((await call(arena, 'GET', '/api/Member/hornList', undefined, fan!.token)).data).toMatchObject({ is_noble: 0, free_left: 0 });
      });

      it('when the balance is short or the tier unknown → code 1 with a reason, nothing written, the balance never negative', async () => {
        const tier = (await call(arena, 'GET', '/api/Noble/getList')).data[0];
        const [poor] = await makeUsers(arena, 1, tier.coin - 1);
        const short = await call(arena, 'POST', '/api/noble_user/buy', { id: tier.id }, poor!.token);
        expect(short.code).toBe(1);
        expect(short.msg).toMatch(/^Insufficient balance/);
        expect((await call(arena, 'POST', '/api/noble_user/buy', { id: 999 }, poor!.token)).msg).toBe(
          'No such nobility tier. Reload and choose again.',
        );
        expect((await call(arena, 'POST', '/api/noble_user/buy', { id: 'x' }, poor!.token)).code).toBe(1);
        expect((await call(arena, 'POST', '/api/noble_user/buy', { id: tier.id })).code).toBe(700);
        expect(await balanceOf(arena, poor!.id)).toBe(tier.coin - 1);
        expect(await arena.services.db.query('select 1 from nobles where user_id = $1', [poor!.id])).toEqual([]);
        expect((await call(arena, 'GET', '/api/User/getUserInfo', undefined, poor!.token)).data.is_noble).toBe(0);
      });
    });

    describe('given guard status', () => {
      it('when bought, renewed and bought without coins → full price, renewal price extending the end, refusal', async () => {
        const [fan] = await makeUsers(arena, 1, 1_950);
        const first = await call(arena, 'POST', '/api/guard_user/buy', { id: 1, anchor_id: anchor.id }, fan!.token);
        expect(first).toMatchObject({ code: 0, data: { balance: 950, renewed: 0 } });
        const second = await call(arena, 'POST', '/api/guard_user/buy', { id: 1, anchor_id: anchor.id }, fan!.token);
        expect(second).toMatchObject({ code: 0, data: { balance: 50, renewed: 1 } });
        expect(second.data.endtime - first.data.endtime).toBe(30 * 86_400);
        expect((await call(arena, 'POST', '/api/guard_user/buy', { id: 1, anchor_id: anchor.id }, fan!.token)).msg).toMatch(
          /^Insufficient balance/,
        );
        expect((await call(arena, 'POST', '/api/Live/getUserStatus', { uid: anchor.id, touid: fan!.id })).data).toMatchObject({
          is_guard: 1,
        });
        expect((await call(arena, 'POST', '/api/guard_user/buy', { id: 1, anchor_id: anchor.id }, anchor.token)).msg).toBe(
          'The anchor cannot guard their own room',
        );
      });
    });
  });
}
