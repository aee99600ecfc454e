import { describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import type { Db } from '../src/db/index';
import { experienceText, KIND } from '../src/money/ledger';
import { RED_ENVELOPE_MS } from '../src/money/red-envelopes';
import { call, variants } from './helpers';
import { makeUsers } from './ledger-books';
import { type RoomApp, useRoomApp } from './room-app';

// Wealth experience (spec §5, issue 14): 1 gold coin spent on gifts, barrage, guard, nobility and
// horns = 1 experience, moved in the wallet's own statement; level = 1 + experience / 100.

const expOf = async (db: Db, id: number) => Number((await db.query<{ exp: string }>('select exp from users where id = $1', [id]))[0]!.exp);

/** What the user's ledger says their experience is: the sum of each record's experience. */
async function experienceFromRecords(db: Db, id: number): Promise<number> {
  const rows = await db.query<{ kind: number; amount: string; wallet: 'balance' | 'withdrawal_balance' }>(
    'select kind, amount, wallet from balance_records where user_id = $1',
    [id],
  );
  return Math.round(rows.reduce((sum, r) => sum + Number(experienceText(r.kind as never, r.amount, r.wallet)), 0) * 10) / 10;
}

describe('experienceText', () => {
  it('earns on spending coins, takes back a refunded horn, and nothing for income, credits or the income wallet', () => {
    expect(experienceText(KIND.giftSent, '-52.0', 'balance')).toBe('52.0');
    expect(experienceText(KIND.barrage, '-0.5', 'balance')).toBe('0.5');
    expect(experienceText(KIND.hornRefund, '10.0', 'balance')).toBe('-10.0');
    expect(experienceText(KIND.redEnvelopeSent, '-30.0', 'balance')).toBe('0');
    expect(experienceText(KIND.signIn, '5.0', 'balance')).toBe('0');
    expect(experienceText(KIND.giftIncome, '52.0', 'withdrawal_balance')).toBe('0');
  });
});

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`wealth experience on ${variant.name}`, () => {
    let arena!: ArenaApp;
    let db!: Db;
    let anchor!: RoomApp['anchor'];
    const time = useRoomApp(variant, (app) => ({ arena, db, anchor } = app));

    it('given everything that spends coins → experience is exactly the coins spent on what earns it, and the level follows', async () => {
      const [a, b, c] = await makeUsers(arena, 3, 20_000);
      const noble = (await call(arena, 'GET', '/api/Noble/getList')).data[0];
      const steps: [string, string, Record<string, unknown>, { token: string }][] = [
        ['gift', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id, num: 3 }, a!],
        ['barrage', '/api/Barrage/send', { uid: anchor.id, info: '金色弹幕', gift_id: 3 }, a!],
        ['free barrage', '/api/Barrage/send', { uid: anchor.id, info: '好球' }, b!],
        ['guard', '/api/guard_user/buy', { id: 1, anchor_id: anchor.id }, b!],
        ['noble', '/api/noble_user/buy', { id: noble.id }, c!],
        ['horn', '/api/Member/sneHorn', { content: '恭喜主队晋级' }, a!],
        ['refused horn', '/api/Member/sneHorn', { content: 'see www.spam.example' }, b!],
        ['sign', '/api/Activity/sign', {}, c!],
      ];
      for (const [name, url, payload, who] of steps) expect((await call(arena, 'POST', url, payload, who.token)).code, name).toBe(0);
      const red = await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 30, count: 5 }, c!.token);
      expect((await call(arena, 'POST', '/api/Redenvelope/receiveRed', { id: red.data.id }, a!.token)).code).toBe(0);
      await arena.services.live.horns.reviewPending();
      time.advance(RED_ENVELOPE_MS);
      await arena.services.live.sweepRedEnvelopes();

      for (const u of [a!, b!, c!]) {
        const exp = await expOf(db, u.id);
        expect(exp, `user ${u.id}`).toBe(await experienceFromRecords(db, u.id));
        expect(exp, `user ${u.id}`).toBeGreaterThan(0);
      }
      // b's refused horn gave its experience back: only the guard counts.
      const guardPrice = -Number(
        (await db.query<{ amount: string }>('select amount from balance_records where user_id = $1 and kind = $2', [b!.id, KIND.guard]))[0]!
          .amount,
      );
      expect(await expOf(db, b!.id)).toBe(guardPrice);
      // Income, red envelopes and sign-in earn none: the streamer spent nothing.
      expect(await expOf(db, anchor.id)).toBe(await experienceFromRecords(db, anchor.id));

      // The level on the wire follows the experience.
      const info = await call(arena, 'GET', '/api/User/getUserInfo', undefined, a!.token);
      expect(info.code).toBe(0);
      expect(info.data.exp).toBe(await expOf(db, a!.id));
      expect(info.data.level).toBe(Math.min(60, 1 + Math.floor(info.data.exp / 100)));
      expect(info.data.level).toBeGreaterThan(1);
    });

    it('given one gift sent twice with the same request id → experience moves once', async () => {
      const [fan] = await makeUsers(arena, 1, 1_000);
      const gift = { gift_id: 2, anchor_id: anchor.id, num: 1, request_id: 'exp-once-1' };
      const first = await call(arena, 'POST', '/api/member/handselGift', gift, fan!.token);
      const again = await call(arena, 'POST', '/api/member/handselGift', gift, fan!.token);
      expect([first.code, again.code]).toEqual([0, 0]);
      const spent = 1_000 - Number((await db.query<{ balance: string }>('select balance from users where id = $1', [fan!.id]))[0]!.balance);
      expect(spent).toBeGreaterThan(0);
      expect(await expOf(db, fan!.id)).toBe(spent);
      // The answer carries the spender's experience and level after the gift (the page's level-up
      // notice reads them); the replayed answer is the first one.
      expect(first.data).toMatchObject({ exp: spent, level: 1 + Math.floor(spent / 100) });
      expect(again.data).toEqual(first.data);
    });

    it('given each kind of spend → its answer carries the experience and level after it', async () => {
      const [fan] = await makeUsers(arena, 1, 20_000);
      const noble = (await call(arena, 'GET', '/api/Noble/getList')).data[0];
      const spends: [string, Record<string, unknown>][] = [
        ['/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id, num: 1 }],
        ['/api/Barrage/send', { uid: anchor.id, info: '金色弹幕', gift_id: 3 }],
        ['/api/guard_user/buy', { id: 1, anchor_id: anchor.id }],
        // A horn before nobility: a noble's horns are free, and free earns nothing.
        ['/api/Member/sneHorn', { content: '比赛精彩' }],
        ['/api/noble_user/buy', { id: noble.id }],
      ];
      let before = 0;
      for (const [url, body] of spends) {
        const res = await call(arena, 'POST', url, body, fan!.token);
        expect(res.code, url).toBe(0);
        const exp = await expOf(db, fan!.id);
        expect(res.data, url).toMatchObject({ exp, level: Math.min(60, 1 + Math.floor(exp / 100)) });
        expect(exp, url).toBeGreaterThan(before);
        before = exp;
      }
    });
  });
}
