import { describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { call, variants } from './helpers';
import { expectBooksAddUp, makeUsers } from './ledger-books';
import { useRoomApp } from './room-app';

// Concurrent money requests of one user, each with its own request_id (a client retrying in parallel,
// several tabs). Each must go through: none may fail for the database's sake. Before the fix (wallet.ts
// `once` locks the users before claiming the id) PostgreSQL ended most of them as deadlocks: the claim's
// foreign key share-locked the user's row, and every request then waited for the others to update it.
// Found by the crash test (crash-gifts.test.ts, issue 12).

const PARALLEL = 40;
const tally = (answers: { code: number; msg: string }[]) =>
  answers.reduce<Record<string, number>>(
    (t, a) => ({ ...t, [a.code === 0 ? 'ok' : a.msg]: (t[a.code === 0 ? 'ok' : a.msg] ?? 0) + 1 }),
    {},
  );

async function burst(arena: ArenaApp, url: string, token: string, payload: (i: number) => Record<string, unknown>) {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(arena, 'POST', url, payload(i), token)));
  return tally(answers);
}

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`one user's money requests in parallel on ${variant.name}`, () => {
    let arena: ArenaApp;
    let anchor: { id: number; token: string };
    useRoomApp(variant, (app) => {
      arena = app.arena;
      anchor = app.anchor;
    });
    const run = Math.random().toString(36).slice(2, 10);

    it(`${PARALLEL} gifts, guard purchases, horns and red envelopes with distinct request ids → all applied, the books add up`, async () => {
      const [fan] = await makeUsers(arena, 1, 1_000_000);
      const id = (kind: string) => (i: number) => `${kind}-${run}-${i}`;
      expect(
        await burst(arena, '/api/member/handselGift', fan!.token, (i) => ({ gift_id: 1, anchor_id: anchor.id, request_id: id('gift')(i) })),
      ).toEqual({
        ok: PARALLEL,
      });
      expect(
        await burst(arena, '/api/guard_user/buy', fan!.token, (i) => ({ id: 1, anchor_id: anchor.id, request_id: id('guard')(i) })),
      ).toEqual({
        ok: PARALLEL,
      });
      expect(await burst(arena, '/api/Member/sneHorn', fan!.token, (i) => ({ content: `第${i}条`, request_id: id('horn')(i) }))).toEqual({
        ok: PARALLEL,
      });
      expect(
        await burst(arena, '/api/Redenvelope/insert', fan!.token, (i) => ({
          uid: anchor.id,
          amount: 1,
          count: 1,
          request_id: id('red')(i),
        })),
      ).toEqual({ ok: PARALLEL });
      await expectBooksAddUp(arena.services.db, fan!.id);
      await expectBooksAddUp(arena.services.db, anchor.id);
    });

    it(`one user taking shares of ${PARALLEL} red envelopes at once → every share taken`, async () => {
      const [sender, taker] = await makeUsers(arena, 2, 10_000);
      const ids: number[] = [];
      for (let i = 0; i < PARALLEL; i++) {
        ids.push((await call(arena, 'POST', '/api/Redenvelope/insert', { uid: anchor.id, amount: 1, count: 1 }, sender!.token)).data.id);
      }
      const answers = await Promise.all(ids.map((id) => call(arena, 'POST', '/api/Redenvelope/receiveRed', { id }, taker!.token)));
      expect(tally(answers)).toEqual({ ok: PARALLEL });
      await expectBooksAddUp(arena.services.db, taker!.id);
    });
  });
}
