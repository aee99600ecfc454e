import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { hornVerdict } from '../src/money/horns';
import { RED_ENVELOPE_MS, shareOf } from '../src/money/red-envelopes';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, clock, login as passwordLogin, startApp, type TestDb, variants } from './helpers';

// Money-like rules of gifts, barrage, guard, horn and red envelopes, on PGlite and on PostgreSQL:
// balances never go negative, never move twice for one request, and always add up.

let serial = 0;
/** Fresh users with a balance and a session, made directly (registration has its own suite). */
async function makeUsers(arena: ArenaApp, n: number, balance: number): Promise<{ id: number; token: string }[]> {
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    serial += 1;
    const [row] = await arena.services.db.query<{ id: number }>(
      "insert into users (mobile, password_hash, user_nickname, balance) values ($1, 'x', $2, $3) returning id",
      [`86-1770${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`, `测试${serial}`, balance],
    );
    users.push({ id: row!.id, token: await arena.services.accounts.createSession(row!.id) });
  }
  return users;
}

const balanceOf = async (arena: ArenaApp, id: number) =>
  Number((await arena.services.db.query<{ balance: string }>('select balance from users where id = $1', [id]))[0]!.balance);
const incomeOf = async (arena: ArenaApp, id: number) =>
  Number((await arena.services.db.query<{ w: string }>('select withdrawal_balance as w from users where id = $1', [id]))[0]!.w);

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`money in rooms on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let anchor: { id: number; token: string };
    const time = clock();

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      const login = await passwordLogin(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
      anchor = { id: login.data.id, token: login.data.token };
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    describe('given a gift (handselGift)', () => {
      it('when the balance covers it → the sender pays, the streamer earns, the rank and heat rise, in one step', async () => {
        const [fan] = await makeUsers(arena, 1, 100);
        const [{ heat: before }] = (await arena.services.db.query<{ heat: number }>('select heat from live_rooms where uid = $1', [
          anchor.id,
        ])) as [{ heat: number }];
        const income = await incomeOf(arena, anchor.id);
        const res = await call(arena, 'GET', '/api/member/handselGift', { gift_id: 3, anchor_id: anchor.id, num: 2 }, fan!.token);
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
        const res = await call(arena, 'GET', '/api/member/handselGift', { gift_id: 3, anchor_id: anchor.id }, fan!.token);
        expect(res).toMatchObject({ code: 1, msg: 'Insufficient balance: this costs 20.0 gold coins and you have 15.0', data: null });
        expect(await balanceOf(arena, fan!.id)).toBe(15);
        expect(await incomeOf(arena, anchor.id)).toBe(income);
      });

      it('when the streamer gives to themself → spec §8 in English, and translated in zh and vi', async () => {
        const q = { gift_id: 1, anchor_id: anchor.id };
        expect((await call(arena, 'GET', '/api/member/handselGift', q, anchor.token, 'en')).msg).toBe(
          'The anchor is not allowed to give himself gifts',
        );
        expect((await call(arena, 'GET', '/api/member/handselGift', q, anchor.token, 'zh')).msg).toBe('主播不能给自己送礼物');
        expect((await call(arena, 'GET', '/api/member/handselGift', q, anchor.token, 'vi')).code).toBe(1);
      });

      it('when logged out, or a field is missing or unknown → 700, or code 1 naming the field', async () => {
        expect((await call(arena, 'GET', '/api/member/handselGift', { gift_id: 1, anchor_id: anchor.id })).code).toBe(700);
        const [fan] = await makeUsers(arena, 1, 100);
        expect(await call(arena, 'GET', '/api/member/handselGift', { anchor_id: anchor.id }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'gift: is required',
        });
        expect(await call(arena, 'GET', '/api/member/handselGift', { gift_id: 99, anchor_id: anchor.id }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'No such gift',
        });
        const [other] = await makeUsers(arena, 1, 0);
        expect(await call(arena, 'GET', '/api/member/handselGift', { gift_id: 1, anchor_id: other!.id }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'No such room',
        });
      });

      it('when 100 requests race against a balance that covers 37 → exactly 37 succeed and the books add up', async () => {
        const [fan] = await makeUsers(arena, 1, 37 * 10);
        const income = await incomeOf(arena, anchor.id);
        const results = await Promise.all(
          Array.from({ length: 100 }, () =>
            call(arena, 'GET', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id }, fan!.token),
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
        const answers = await Promise.all([1, 2, 3].map(() => call(arena, 'GET', '/api/member/handselGift', q, fan!.token)));
        expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
        expect(answers.map((a) => a.data.balance)).toEqual([90, 90, 90]);
        expect(await balanceOf(arena, fan!.id)).toBe(90);
        // The same id for another operation is refused rather than silently answered.
        expect(
          await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: 'hi', request_id: 'retry-0001-abcd' }, fan!.token),
        ).toMatchObject({ code: 1 });
      });

      it('when it comes from the backpack → the backpack pays, coins stay, and an empty backpack is refused', async () => {
        const [fan] = await makeUsers(arena, 1, 5);
        await arena.services.db.query('insert into backpack (user_id, gift_id, num) values ($1, 4, 2)', [fan!.id]);
        const income = await incomeOf(arena, anchor.id);
        expect(
          await call(arena, 'GET', '/api/member/handselGift', { gift_id: 4, anchor_id: anchor.id, type: 1, num: 2 }, fan!.token),
        ).toMatchObject({ code: 0, data: { balance: 5 } });
        expect(await incomeOf(arena, anchor.id)).toBe(income + 100);
        expect((await call(arena, 'GET', '/api/Gift/getUserGiftList', undefined, fan!.token)).data).toEqual([]);
        expect(
          await call(arena, 'GET', '/api/member/handselGift', { gift_id: 4, anchor_id: anchor.id, type: 1 }, fan!.token),
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
        expect(await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: '  好球！ ' }, fan!.token)).toMatchObject({
          code: 0,
          data: { info: '好球！', balance: 0 },
        });
        expect(await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: '再来一个' }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'Too fast: try again in 2 seconds',
        });
        time.advance(2_000);
        expect(await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: '再来一个' }, fan!.token)).toMatchObject({ code: 0 });
        expect((await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: 'x'.repeat(51) }, fan!.token)).msg).toBe(
          'barrage text: must be at most 50 characters',
        );
        expect((await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: '   ' }, fan!.token)).msg).toBe(
          'The barrage text is empty',
        );
        const list = await call(arena, 'GET', '/api/Barrage/getList', { uid: anchor.id, limit: 2 });
        expect(list.data.data.map((b: { info: string }) => b.info)).toEqual(['再来一个', '好球！']);
      });

      it('when paid with a gift style → costs the gift, credited to the streamer; when muted → refused', async () => {
        const [fan] = await makeUsers(arena, 1, 30);
        time.advance(2_000);
        expect(await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: '金色弹幕', gift_id: 3 }, fan!.token)).toMatchObject({
          code: 0,
          data: { balance: 10 },
        });
        expect(await call(arena, 'POST', '/api/Live/setTaboo', { touid: fan!.id, minutes: 5 }, anchor.token)).toMatchObject({ code: 0 });
        time.advance(2_000);
        expect(await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: '还能说话吗' }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'You are muted in this room',
        });
        expect(await call(arena, 'POST', '/api/RoomManage/relieveTaboo', { touid: fan!.id }, anchor.token)).toMatchObject({ code: 0 });
        expect(await call(arena, 'GET', '/api/Barrage/send', { uid: anchor.id, info: '又能说话了' }, fan!.token)).toMatchObject({
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

    describe('given horn messages', () => {
      it('when a noble sends one → free, waiting for review, then succeeded; 30 free a month, then paid', async () => {
        const [noble] = await makeUsers(arena, 1, 100);
        await arena.services.db.query('update users set is_noble = 1 where id = $1', [noble!.id]);
        const sent = await call(arena, 'POST', '/api/Member/sneHorn', { content: '今晚一起看球' }, noble!.token);
        expect(sent).toMatchObject({ code: 0, data: { status: 0, free_left: 29, balance: 100 } });
        expect(await arena.services.live.horns.review(sent.data.id)).toBe(1);
        const list = await call(arena, 'GET', '/api/Member/hornList', undefined, noble!.token);
        expect(list.data.data[0]).toMatchObject({ id: sent.data.id, status: 1, content: '今晚一起看球' });
        await arena.services.db.query(
          "insert into horns (uid, content, status, free, created_at) select $1, 'x', 1, 1, $2 from generate_series(1, 29)",
          [noble!.id, new Date(time.now())],
        );
        expect(await call(arena, 'POST', '/api/Member/sneHorn', { content: '第三十一条' }, noble!.token)).toMatchObject({
          code: 0,
          data: { free_left: 0, balance: 0, cost: 100 },
        });
      });

      it('when the horn list is read → the price or the free horns left; bad input is refused with a reason and nothing is charged; a retry is charged once', async () => {
        const [fan] = await makeUsers(arena, 1, 250);
        expect((await call(arena, 'GET', '/api/Member/hornList', undefined, fan!.token)).data).toMatchObject({
          data: [],
          price: 100,
          is_noble: 0,
          free_left: 0,
        });
        const tooLong = await call(arena, 'POST', '/api/Member/sneHorn', { content: '喇'.repeat(101) }, fan!.token);
        expect(tooLong.code).toBe(1);
        expect(tooLong.msg).toMatch(/content.*100/);
        expect(await call(arena, 'POST', '/api/Member/sneHorn', { content: '   ' }, fan!.token)).toMatchObject({
          code: 1,
          msg: 'The horn message is empty',
        });
        expect(await balanceOf(arena, fan!.id)).toBe(250);
        const first = await call(arena, 'POST', '/api/Member/sneHorn', { content: '今晚一起看球', request_id: 'horn-retry-1' }, fan!.token);
        const again = await call(arena, 'POST', '/api/Member/sneHorn', { content: '今晚一起看球', request_id: 'horn-retry-1' }, fan!.token);
        expect(again.data).toEqual(first.data);
        expect(await balanceOf(arena, fan!.id)).toBe(150);
        const list = await call(arena, 'GET', '/api/Member/hornList', undefined, fan!.token);
        expect(list.data.data).toEqual([expect.objectContaining({ content: '今晚一起看球', status: 0 })]);
        // 150 left: one more, then the balance would go negative.
        expect((await call(arena, 'POST', '/api/Member/sneHorn', { content: '第二条' }, fan!.token)).code).toBe(0);
        expect((await call(arena, 'POST', '/api/Member/sneHorn', { content: '第三条' }, fan!.token)).msg).toMatch(/^Insufficient balance/);
        expect(await balanceOf(arena, fan!.id)).toBe(50);

        const [noble] = await makeUsers(arena, 1, 0);
        await arena.services.db.query('update users set is_noble = 1 where id = $1', [noble!.id]);
        await call(arena, 'POST', '/api/Member/sneHorn', { content: '贵族喇叭' }, noble!.token);
        expect((await call(arena, 'GET', '/api/Member/hornList', undefined, noble!.token)).data).toMatchObject({
          is_noble: 1,
          free_left: 29,
        });
      });

      it('when a horn fails review → status failed and the price comes back, once', async () => {
        const [fan] = await makeUsers(arena, 1, 100);
        const sent = await call(arena, 'POST', '/api/Member/sneHorn', { content: '加我微信 abc12345 送福利' }, fan!.token);
        expect(sent).toMatchObject({ code: 0, data: { balance: 0, free_left: 0 } });
        expect(await arena.services.live.horns.review(sent.data.id)).toBe(2);
        expect(await arena.services.live.horns.review(sent.data.id)).toBeUndefined();
        expect(await balanceOf(arena, fan!.id)).toBe(100);
        expect((await call(arena, 'GET', '/api/Member/hornList', undefined, fan!.token)).data.data[0].status).toBe(2);
      });

      it('the word filter keeps links and contact details out, and lets a normal line through', () => {
        expect(hornVerdict('恭喜主队晋级！')).toBe(true);
        expect(hornVerdict('see www.spam.example')).toBe(false);
        expect(hornVerdict('QQ: 123456789')).toBe(false);
      });
    });

    describe('given red envelopes', () => {
      it('when 50 receivers race for 20 shares → 20 get one, each once, and the shares add up to the amount', async () => {
        const [sender] = await makeUsers(arena, 1, 1_000);
        const sent = await call(
          arena,
          'POST',
          '/api/Redenvelope/insert',
          { uid: anchor.id, amount: 99.9, count: 20, title: '大吉' },
          sender!.token,
        );
        expect(sent).toMatchObject({ code: 0, data: { balance: 900.1 } });
        const receivers = await makeUsers(arena, 50, 0);
        const results = await Promise.all(
          receivers.map((r) => call(arena, 'POST', '/api/Redenvelope/receiveRed', { id: sent.data.id }, r.token)),
        );
        const won = results.filter((r) => r.code === 0);
        expect(won).toHaveLength(20);
        expect(results.filter((r) => r.code === 1).every((r) => r.msg === 'This red envelope is empty')).toBe(true);
        const total = won.reduce((sum, r) => sum + Math.round(r.data.amount * 10), 0);
        expect(total).toBe(999);
        const balances = await Promise.all(receivers.map((r) => balanceOf(arena, r.id)));
        expect(Math.round(balances.reduce((a, b) => a + b, 0) * 10)).toBe(999);
        const info = await call(arena, 'POST', '/api/Redenvelope/getRedInfo', { id: sent.data.id });
        expect(info.data).toMatchObject({ amount: 99.9, count: 20, left_amount: 0, left_count: 0, title: '大吉' });
        expect(info.data.received).toHaveLength(20);
      });

      it('when one user asks twice at once → one share only', async () => {
        const [sender, greedy] = await makeUsers(arena, 2, 100);
        const sent = await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 10, count: 5 }, sender!.token);
        const twice = await Promise.all(
          [1, 2, 3].map(() => call(arena, 'POST', '/api/Redenvelope/receiveRed', { id: sent.data.id }, greedy!.token)),
        );
        expect(twice.filter((r) => r.code === 0)).toHaveLength(1);
        expect(twice.filter((r) => r.code === 1).map((r) => r.msg)).toEqual([
          'You already took a share of this red envelope',
          'You already took a share of this red envelope',
        ]);
      });

      it('when nobody takes the rest in 24 hours → it returns to the sender, once', async () => {
        const [sender, taker] = await makeUsers(arena, 2, 50);
        const sent = await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 50, count: 10 }, sender!.token);
        const got = await call(arena, 'POST', '/api/Redenvelope/receiveRed', { id: sent.data.id }, taker!.token);
        time.advance(RED_ENVELOPE_MS);
        expect(
          await call(arena, 'POST', '/api/Redenvelope/receiveRed', { id: sent.data.id }, (await makeUsers(arena, 1, 0))[0]!.token),
        ).toMatchObject({
          msg: 'This red envelope has expired',
        });
        await arena.services.live.sweepRedEnvelopes();
        await arena.services.live.sweepRedEnvelopes();
        expect(Math.round((await balanceOf(arena, sender!.id)) * 10)).toBe(500 - Math.round(got.data.amount * 10));
      });

      it('when the amount cannot be split or is short → code 1 and no debit', async () => {
        const [sender] = await makeUsers(arena, 1, 5);
        expect((await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 0.5, count: 6 }, sender!.token)).msg).toBe(
          'Too little: each share is at least 0.1, so at least 0.6 in all',
        );
        expect((await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 1.25, count: 2 }, sender!.token)).msg).toBe(
          'The amount goes in steps of 0.1',
        );
        expect((await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 6, count: 2 }, sender!.token)).msg).toMatch(
          /^Insufficient balance/,
        );
        expect(await balanceOf(arena, sender!.id)).toBe(5);
      });
    });
  });
}

describe('a red envelope share', () => {
  it('never leaves less than 0.1 for each receiver still to come, and the last takes the rest', () => {
    for (let run = 0; run < 200; run++) {
      let left = 1 + Math.floor(Math.random() * 500);
      let count = 1 + Math.floor(Math.random() * Math.min(left, 30));
      let total = 0;
      const start = left;
      while (count > 0) {
        const share = shareOf(left, count);
        expect(share).toBeGreaterThanOrEqual(1);
        expect(left - share).toBeGreaterThanOrEqual(count - 1);
        left -= share;
        total += share;
        count -= 1;
      }
      expect(total).toBe(start);
    }
  });
});
