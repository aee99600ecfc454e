import { describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { hornVerdict } from '../src/money/horns';
import { RED_ENVELOPE_MS, shareOf } from '../src/money/red-envelopes';
import { call, variants } from './helpers';
import { balanceOf, makeUsers } from './money-rooms';
import { type RoomApp, useRoomApp } from './room-app';

// Money-like rules of horn messages and red envelopes (see money.test.ts).

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`money in rooms on ${variant.name}`, () => {
    let arena!: ArenaApp;
    let anchor!: RoomApp['anchor'];
    const time = useRoomApp(variant, (app) => ({ arena, anchor } = app));

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
