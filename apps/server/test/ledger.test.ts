import { describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import type { Db } from '../src/db/index';
import { KIND } from '../src/money/ledger';
import { RED_ENVELOPE_MS } from '../src/money/red-envelopes';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, variants } from './helpers';
import { expectBooksAddUp, makeUsers, recordsOf, tenths } from './ledger-books';
import { type RoomApp, useRoomApp } from './room-app';

// The balance ledger (migrations/006_balance_records.sql) on PGlite and on PostgreSQL: every change of
// a wallet leaves exactly one record, in the same transaction, with the wallet's value after it; so for

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the balance ledger on ${variant.name}`, () => {
    let arena!: ArenaApp;
    let db!: Db;
    let anchor!: RoomApp['anchor'];
    const time = useRoomApp(variant, (app) => ({ arena, db, anchor } = app));

    describe('given the seeded demo accounts', () => {
      it('→ each has its starting coins as one grant record (none without coins), and its books add up', async () => {
        for (const account of DEMO_ACCOUNTS) {
          const [user] = await db.query<{ id: number }>('select id from users where mobile = $1', [account.mobile]);
          const records = await recordsOf(db, user!.id);
          // The demo operator (issue 14) starts with nothing: no grant, no record.
          expect(records.filter((r) => r.kind === KIND.grant)).toEqual(
            account.balance > 0
              ? [expect.objectContaining({ amount: account.balance, wallet: 'balance', balance_after: account.balance, ref: 'seed' })]
              : [],
          );
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
          (await call(arena, 'POST', '/api/member/handselGift', { gift_id: 3, anchor_id: anchor.id, num: 2 }, fan!.token)).data.balance,
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
        expect((await call(arena, 'POST', '/api/member/handselGift', { gift_id: 4, anchor_id: anchor.id, type: 1 }, fan!.token)).code).toBe(
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
        const answers = await Promise.all([1, 2, 3].map(() => call(arena, 'POST', '/api/member/handselGift', q, fan!.token)));
        expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
        expect(await call(arena, 'POST', '/api/member/handselGift', q, fan!.token)).toMatchObject({ code: 0, data: { balance: 90 } });
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
  });
}
