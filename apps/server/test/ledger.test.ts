import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { type Db, migrate, migrationsDir } from '../src/db/index';
import { credit } from '../src/money/wallet';
import { KIND } from '../src/money/ledger';
import { RED_ENVELOPE_MS } from '../src/money/red-envelopes';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, clock, login as passwordLogin, startApp, type TestDb, variants } from './helpers';

// The balance ledger (migrations/006_balance_records.sql) on PGlite and on PostgreSQL: every change of
// a wallet leaves exactly one record, in the same transaction, with the wallet's value after it; so for
// every user the records add up to the wallet, and Order/getList shows them to their owner.

interface RecordRow {
  id: number;
  kind: number;
  amount: number;
  wallet: 'balance' | 'withdrawal_balance';
  balance_after: number;
  order_id: string;
  ref: string;
}

async function recordsOf(db: Db, userId: number): Promise<RecordRow[]> {
  const rows = await db.query<{
    id: string;
    kind: number;
    amount: string;
    wallet: RecordRow['wallet'];
    balance_after: string;
    order_id: string;
    ref: string;
  }>('select id, kind, amount, wallet, balance_after, order_id, ref from balance_records where user_id = $1 order by id', [userId]);
  return rows.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount), balance_after: Number(r.balance_after) }));
}

const tenths = (v: number) => Math.round(v * 10);

/**
 * A user's books, per wallet: the wallet now, the sum of its records, and whether the records chain
 * (each balance_after is the previous one plus the amount, starting from 0 when the user was made).
 */
async function booksOf(db: Db, userId: number) {
  const [user] = await db.query<{ balance: string; withdrawal_balance: string }>(
    'select balance, withdrawal_balance from users where id = $1',
    [userId],
  );
  const records = await recordsOf(db, userId);
  const wallet = (name: RecordRow['wallet'], value: string) => {
    const own = records.filter((r) => r.wallet === name);
    let running = 0;
    const broken: number[] = [];
    for (const r of own) {
      running += tenths(r.amount);
      if (tenths(r.balance_after) !== running) broken.push(r.id);
    }
    return { now: tenths(Number(value)), recorded: own.reduce((sum, r) => sum + tenths(r.amount), 0), broken };
  };
  return { balance: wallet('balance', user!.balance), income: wallet('withdrawal_balance', user!.withdrawal_balance) };
}

/** The books of a user add up: each wallet equals the sum of its records, and the records chain. */
async function expectBooksAddUp(db: Db, userId: number) {
  const books = await booksOf(db, userId);
  expect({ user: userId, ...books }).toEqual({
    user: userId,
    balance: { now: books.balance.now, recorded: books.balance.now, broken: [] },
    income: { now: books.income.now, recorded: books.income.now, broken: [] },
  });
}

/** Every user of the database whose wallets differ from the sum of their records (should be none). */
async function usersWhoseBooksDoNotAddUp(db: Db): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select u.id from users u
       left join (select user_id,
                         sum(amount) filter (where wallet = 'balance') as b,
                         sum(amount) filter (where wallet = 'withdrawal_balance') as w
                    from balance_records group by user_id) r on r.user_id = u.id
      where u.balance <> coalesce(r.b, 0) or u.withdrawal_balance <> coalesce(r.w, 0)
      order by u.id`,
  );
  return rows.map((r) => r.id);
}

let serial = 0;
/**
 * Fresh users with a session. Their coins come through credit() as a grant, like the demo accounts',
 * so their books add up from the first record (money.test.ts writes balances directly instead).
 */
async function makeUsers(arena: ArenaApp, n: number, coins: number): Promise<{ id: number; token: string }[]> {
  const users: { id: number; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    serial += 1;
    const id = await arena.services.db.tx(async (q) => {
      const [row] = await q.query<{ id: number }>(
        "insert into users (mobile, password_hash, user_nickname) values ($1, 'x', $2) returning id",
        [`86-1880${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`, `账本${serial}`],
      );
      await credit(q, row!.id, tenths(coins), { kind: KIND.grant, ref: 'test', at: arena.services.config.now() });
      return row!.id;
    });
    users.push({ id, token: await arena.services.accounts.createSession(id) });
  }
  return users;
}

const balanceOf = async (db: Db, id: number) =>
  Number((await db.query<{ balance: string }>('select balance from users where id = $1', [id]))[0]!.balance);

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the balance ledger on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let db: Db;
    let anchor: { id: number; token: string };
    const time = clock();

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      db = arena.services.db;
      const login = await passwordLogin(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
      anchor = { id: login.data.id, token: login.data.token };
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    describe('given the seeded demo accounts', () => {
      it('→ each has its starting coins as one grant record, and its books add up', async () => {
        for (const account of DEMO_ACCOUNTS) {
          const [user] = await db.query<{ id: number }>('select id from users where mobile = $1', [account.mobile]);
          const records = await recordsOf(db, user!.id);
          expect(records.filter((r) => r.kind === KIND.grant)).toEqual([
            expect.objectContaining({ amount: account.balance, wallet: 'balance', balance_after: account.balance, ref: 'seed' }),
          ]);
          await expectBooksAddUp(db, user!.id);
        }
      });
    });

    describe('given a purchase of nobility', () => {
      it('→ one record of the price, out of the balance, with the balance after it and a readable order id; a renewal another', async () => {
        const tier = (await call(arena, 'GET', '/api/Noble/getList')).data[0];
        const [fan] = await makeUsers(arena, 1, tier.coin + tier.renew_coin + 10);
        const bought = await call(arena, 'POST', '/api/noble_user/buy', { id: tier.id }, fan!.token);
        expect(bought.code).toBe(0);
        const [, record] = await recordsOf(db, fan!.id);
        expect(record).toEqual({
          id: expect.any(Number),
          kind: KIND.nobility,
          amount: -tier.coin,
          wallet: 'balance',
          balance_after: tier.renew_coin + 10,
          order_id: expect.stringMatching(/^B20261122\d{8,}$/),
          ref: `noble:${tier.id}`,
        });
        expect(record!.order_id.endsWith(String(record!.id))).toBe(true);
        expect(bought.data.balance).toBe(record!.balance_after);

        await call(arena, 'POST', '/api/noble_user/buy', { id: tier.id }, fan!.token);
        const records = await recordsOf(db, fan!.id);
        expect(records.map((r) => [r.kind, r.amount, r.balance_after])).toEqual([
          [KIND.grant, tier.coin + tier.renew_coin + 10, tier.coin + tier.renew_coin + 10],
          [KIND.nobility, -tier.coin, tier.renew_coin + 10],
          [KIND.nobility, -tier.renew_coin, 10],
        ]);
        await expectBooksAddUp(db, fan!.id);
      });

      it('when the balance is short → no record', async () => {
        const tier = (await call(arena, 'GET', '/api/Noble/getList')).data[0];
        const [poor] = await makeUsers(arena, 1, tier.coin - 1);
        expect((await call(arena, 'POST', '/api/noble_user/buy', { id: tier.id }, poor!.token)).msg).toMatch(/^Insufficient balance/);
        expect((await recordsOf(db, poor!.id)).map((r) => r.kind)).toEqual([KIND.grant]);
      });
    });

    describe('given a purchase of guard status', () => {
      it('→ one record of the price for the buyer, and the same amount as income for the streamer', async () => {
        const tier = (await call(arena, 'GET', '/api/Guard/getList')).data.find((t: { id: number }) => t.id === 1);
        const [fan] = await makeUsers(arena, 1, tier.coin + 5);
        const before = (await recordsOf(db, anchor.id)).length;
        expect((await call(arena, 'POST', '/api/guard_user/buy', { id: 1, anchor_id: anchor.id }, fan!.token)).code).toBe(0);
        expect((await recordsOf(db, fan!.id)).slice(1)).toEqual([
          expect.objectContaining({
            kind: KIND.guard,
            amount: -tier.coin,
            wallet: 'balance',
            balance_after: 5,
            ref: `room:${anchor.id} guard:1`,
          }),
        ]);
        const income = (await recordsOf(db, anchor.id)).slice(before);
        const [{ w }] = (await db.query<{ w: string }>('select withdrawal_balance as w from users where id = $1', [anchor.id])) as [
          { w: string },
        ];
        expect(income).toEqual([
          expect.objectContaining({
            kind: KIND.guardIncome,
            amount: tier.coin,
            wallet: 'withdrawal_balance',
            balance_after: Number(w),
            ref: `from:${fan!.id} guard:1`,
          }),
        ]);
        await expectBooksAddUp(db, fan!.id);
        await expectBooksAddUp(db, anchor.id);
      });
    });

    describe('given a gift', () => {
      it('→ −price for the sender out of the balance, +price for the streamer into the income wallet', async () => {
        const [fan] = await makeUsers(arena, 1, 100);
        const before = (await recordsOf(db, anchor.id)).length;
        expect(
          (await call(arena, 'GET', '/api/member/handselGift', { gift_id: 3, anchor_id: anchor.id, num: 2 }, fan!.token)).data.balance,
        ).toBe(60);
        expect((await recordsOf(db, fan!.id)).slice(1)).toEqual([
          expect.objectContaining({
            kind: KIND.giftSent,
            amount: -40,
            wallet: 'balance',
            balance_after: 60,
            ref: `room:${anchor.id} gift:3`,
          }),
        ]);
        expect((await recordsOf(db, anchor.id)).slice(before)).toEqual([
          expect.objectContaining({ kind: KIND.giftIncome, amount: 40, wallet: 'withdrawal_balance', ref: `from:${fan!.id} gift:3` }),
        ]);
        await expectBooksAddUp(db, fan!.id);
        await expectBooksAddUp(db, anchor.id);
      });

      it('from the backpack → no record for the sender (no coins move), income for the streamer', async () => {
        const [fan] = await makeUsers(arena, 1, 5);
        await db.query('insert into backpack (user_id, gift_id, num) values ($1, 4, 1)', [fan!.id]);
        const before = (await recordsOf(db, anchor.id)).length;
        expect((await call(arena, 'GET', '/api/member/handselGift', { gift_id: 4, anchor_id: anchor.id, type: 1 }, fan!.token)).code).toBe(
          0,
        );
        expect((await recordsOf(db, fan!.id)).map((r) => r.kind)).toEqual([KIND.grant]);
        expect((await recordsOf(db, anchor.id)).slice(before)).toEqual([
          expect.objectContaining({ kind: KIND.giftIncome, amount: 50, wallet: 'withdrawal_balance' }),
        ]);
        await expectBooksAddUp(db, anchor.id);
      });

      it('replayed with the same request_id → one record for each side, however often it is sent', async () => {
        const [fan] = await makeUsers(arena, 1, 100);
        const before = (await recordsOf(db, anchor.id)).length;
        const q = { gift_id: 2, anchor_id: anchor.id, request_id: 'ledger-replay-1' };
        const answers = await Promise.all([1, 2, 3].map(() => call(arena, 'GET', '/api/member/handselGift', q, fan!.token)));
        expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
        expect(await call(arena, 'GET', '/api/member/handselGift', q, fan!.token)).toMatchObject({ code: 0, data: { balance: 90 } });
        expect((await recordsOf(db, fan!.id)).map((r) => [r.kind, r.amount])).toEqual([
          [KIND.grant, 100],
          [KIND.giftSent, -10],
        ]);
        expect((await recordsOf(db, anchor.id)).slice(before).map((r) => [r.kind, r.amount])).toEqual([[KIND.giftIncome, 10]]);
      });
    });

    describe('given a nobility double click with one request_id', () => {
      it('→ one record', async () => {
        const tier = (await call(arena, 'GET', '/api/Noble/getList')).data[0];
        const [fan] = await makeUsers(arena, 1, tier.coin * 2);
        await Promise.all(
          [1, 2].map(() => call(arena, 'POST', '/api/noble_user/buy', { id: tier.id, request_id: 'ledger-noble-1' }, fan!.token)),
        );
        expect((await recordsOf(db, fan!.id)).filter((r) => r.kind === KIND.nobility)).toHaveLength(1);
        await expectBooksAddUp(db, fan!.id);
      });
    });

    describe('given horn messages', () => {
      it('when one fails review → its price and its refund are both recorded, naming the horn; a second review refunds nothing', async () => {
        const [fan] = await makeUsers(arena, 1, 100);
        const sent = await call(arena, 'POST', '/api/Member/sneHorn', { content: '加我微信 abc12345 送福利' }, fan!.token);
        expect(sent.data.balance).toBe(0);
        expect(await arena.services.live.horns.review(sent.data.id)).toBe(2);
        expect(await arena.services.live.horns.review(sent.data.id)).toBeUndefined();
        expect((await recordsOf(db, fan!.id)).slice(1)).toEqual([
          expect.objectContaining({ kind: KIND.horn, amount: -100, balance_after: 0, ref: `horn:${sent.data.id}` }),
          expect.objectContaining({ kind: KIND.hornRefund, amount: 100, balance_after: 100, ref: `horn:${sent.data.id}` }),
        ]);
        await expectBooksAddUp(db, fan!.id);
      });

      it('when a noble sends a free one → no record', async () => {
        const [noble] = await makeUsers(arena, 1, 10);
        await db.query('update users set is_noble = 1 where id = $1', [noble!.id]);
        expect(await call(arena, 'POST', '/api/Member/sneHorn', { content: '今晚一起看球' }, noble!.token)).toMatchObject({
          code: 0,
          data: { cost: 0 },
        });
        expect((await recordsOf(db, noble!.id)).map((r) => r.kind)).toEqual([KIND.grant]);
      });
    });

    describe('given a red envelope', () => {
      it('→ the shares received and the refund of the rest add up to what was sent, each recorded with the envelope', async () => {
        const [sender] = await makeUsers(arena, 1, 100);
        const receivers = await makeUsers(arena, 3, 0);
        const sent = await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 50, count: 10 }, sender!.token);
        expect(sent.code).toBe(0);
        for (const r of receivers)
          expect((await call(arena, 'POST', '/api/Redenvelope/receiveRed', { id: sent.data.id }, r.token)).code).toBe(0);
        time.advance(RED_ENVELOPE_MS);
        await arena.services.live.sweepRedEnvelopes();
        await arena.services.live.sweepRedEnvelopes();

        const rows = await db.query<{ user_id: number; kind: number; amount: string }>(
          'select user_id, kind, amount from balance_records where ref = $1 order by id',
          [`red:${sent.data.id}`],
        );
        const of = (kind: number) => rows.filter((r) => r.kind === kind);
        expect(of(KIND.redEnvelopeSent)).toEqual([{ user_id: sender!.id, kind: KIND.redEnvelopeSent, amount: '-50.0' }]);
        expect(
          of(KIND.redEnvelopeReceived)
            .map((r) => r.user_id)
            .sort(),
        ).toEqual(receivers.map((r) => r.id).sort());
        expect(of(KIND.redEnvelopeRefund)).toEqual([expect.objectContaining({ user_id: sender!.id })]);
        const backIn = [...of(KIND.redEnvelopeReceived), ...of(KIND.redEnvelopeRefund)].reduce(
          (sum, r) => sum + tenths(Number(r.amount)),
          0,
        );
        expect(backIn).toBe(500);
        for (const u of [sender!, ...receivers]) await expectBooksAddUp(db, u.id);
      });
    });

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
          ['gift', 'GET', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id, num: 3 }, a!],
          ['barrage', 'GET', '/api/Barrage/send', { uid: anchor.id, info: '金色弹幕', gift_id: 3 }, a!],
          ['free barrage', 'GET', '/api/Barrage/send', { uid: anchor.id, info: '好球' }, b!],
          ['guard', 'POST', '/api/guard_user/buy', { id: 1, anchor_id: anchor.id }, b!],
          ['noble', 'POST', '/api/noble_user/buy', { id: noble.id }, c!],
          ['horn', 'POST', '/api/Member/sneHorn', { content: '恭喜主队晋级' }, a!],
          ['bad horn', 'POST', '/api/Member/sneHorn', { content: 'see www.spam.example' }, b!],
          ['sign', 'POST', '/api/Activity/sign', {}, c!],
          ['too dear', 'GET', '/api/member/handselGift', { gift_id: 9, anchor_id: anchor.id, num: 2 }, c!],
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
            call(arena, 'GET', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id }, fan!.token),
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
          expect((await call(arena, 'GET', '/api/member/handselGift', { gift_id: gift, anchor_id: anchor.id }, fan!.token)).code).toBe(0);
        expect((await call(arena, 'GET', '/api/member/handselGift', { gift_id: 1, anchor_id: anchor.id }, other!.token)).code).toBe(0);
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

  describe.skipIf(await variant.skip())(`migration 006 over an older database on ${variant.name}`, () => {
    let store: TestDb;
    let older: string;
    beforeAll(async () => {
      store = await variant.open();
      older = mkdtempSync(join(tmpdir(), 'arena-migrations-'));
      for (const name of readdirSync(migrationsDir).filter((f) => f < '006')) cpSync(join(migrationsDir, name), join(older, name));
    });
    afterAll(async () => {
      rmSync(older, { recursive: true, force: true });
      await store?.drop();
    });

    it('given users who already hold coins and income → each non-empty wallet is carried over as its first record', async () => {
      const db = store.db;
      expect(await migrate(db, older)).not.toContain('006_balance_records.sql');
      await db.query(
        `insert into users (mobile, password_hash, user_nickname, balance, withdrawal_balance) values
           ('86-15500000001', 'x', 'a', 12.5, 0), ('86-15500000002', 'x', 'b', 0, 7), ('86-15500000003', 'x', 'c', 0, 0)`,
      );
      expect(await migrate(db)).toEqual(['006_balance_records.sql']);
      const rows = await db.query<{
        mobile: string;
        kind: number;
        amount: string;
        wallet: string;
        balance_after: string;
        order_id: string;
      }>(
        'select u.mobile, r.kind, r.amount, r.wallet, r.balance_after, r.order_id from balance_records r join users u on u.id = r.user_id order by r.id',
      );
      expect(rows).toEqual([
        {
          mobile: '86-15500000001',
          kind: KIND.carriedOver,
          amount: '12.5',
          wallet: 'balance',
          balance_after: '12.5',
          order_id: expect.stringMatching(/^B\d{8}00000001$/),
        },
        {
          mobile: '86-15500000002',
          kind: KIND.carriedOver,
          amount: '7.0',
          wallet: 'withdrawal_balance',
          balance_after: '7.0',
          order_id: expect.stringMatching(/^B\d{8}00000002$/),
        },
      ]);
      expect(await usersWhoseBooksDoNotAddUp(db)).toEqual([]);
    });
  });
}
