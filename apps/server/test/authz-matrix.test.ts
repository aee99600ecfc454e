import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArenaApp, handlers } from '../src/app';
import { t } from '../src/i18n/index';
import { KIND } from '../src/money/ledger';
import { credit } from '../src/money/wallet';
import { loadContract } from '../src/openapi/contract';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { ACTORS, type Actor, type Caller, type Expect, type Row, TABLE, type World } from './authz-table';
import { call, startApp, type TestDb, variants } from './helpers';
import { makeUsers } from './ledger-books';

// Issue 12, the authorization matrix: every implemented operation that acts on a user, a room or a
// message, called as the room's streamer (or the account's owner), a room administrator, another
// logged-in user, a user kicked out of the room and a visitor, with the answer each must get
// (authz-table.ts). A secured operation the server implements but the table does not classify fails
// the suite, so every new handler is put in it.

const { operations } = loadContract();
const secured = new Map(operations.map((op) => [op.operationId, op.secured]));
const rows = Object.entries(TABLE).flatMap(([id, r]) => (Array.isArray(r) ? r : [r]).map((row, i) => ({ id, row, i })));
const COINS = 100_000;

describe('the authorization table', () => {
  it('classifies every secured operation the server implements', () => {
    const missing = operations.filter((op) => op.secured && handlers[op.operationId] && !(op.operationId in TABLE));
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });

  it('names only implemented operations, and asks a visitor only where the operation is open to one', () => {
    expect(Object.keys(TABLE).filter((id) => !handlers[id])).toEqual([]);
    const openToVisitors = rows.filter(({ id, row }) => !secured.get(id) && row.expect.visitor !== 'ok').map(({ id }) => id);
    expect(openToVisitors).toEqual([]);
    const visitorNot700 = rows.filter(({ id, row }) => secured.get(id) && row.expect.visitor !== undefined).map(({ id }) => id);
    expect(visitorNot700).toEqual([]);
  });
});

/** What an actor must get, visitors of secured operations included. */
function expected(id: string, row: Row, as: Actor): Expect | undefined {
  if (as === 'visitor' && secured.get(id)) return 700;
  return row.expect[as];
}

function describeAnswer(res: { code: number; msg: string }) {
  return res.code === 0 ? 'ok' : `${res.code} ${res.msg}`;
}

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`who may do what, on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let w: World;

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db);
      const db = arena.services.db;
      const [streamer] = await db.query<{ id: number }>('select id from users where mobile = $1', [DEMO_ACCOUNTS[1].mobile]);
      const ownerId = streamer!.id;
      await db.tx((q) => credit(q, ownerId, COINS * 10, { kind: KIND.grant, ref: 'test', at: arena.services.config.now() }));
      const owner: Caller = { id: ownerId, token: await arena.services.accounts.createSession(ownerId) };
      const [admin, other, kicked] = await makeUsers(arena, 3, COINS);
      const fresh = async () => (await makeUsers(arena, 1, COINS))[0]!;
      w = { arena, room: ownerId, owner, admin: admin!, other: other!, kicked: kicked!, fresh };
      expect((await call(arena, 'POST', '/api/RoomManage/setAdministrations', { touid: w.admin.id }, owner.token)).code).toBe(0);
      expect((await call(arena, 'POST', '/api/Live_streaming/liveKickout', { uid: w.room, touid: w.kicked.id }, owner.token)).code).toBe(0);
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    for (const { id, row, i } of rows) {
      const cast = ACTORS.filter((as) => expected(id, row, as) !== undefined);
      it(`${id}${i ? ` (case ${i + 1})` : ''} on ${row.on}: ${cast.map((as) => `${as} → ${expected(id, row, as)}`).join(', ')}`, async () => {
        const wrong: string[] = [];
        for (const as of cast) {
          const want = expected(id, row, as)!;
          const caller = as === 'visitor' ? undefined : w[as];
          const req = await row.req(w, as, caller);
          const res = await call(arena, req.method, req.url, req.payload, req.token ?? caller?.token);
          const ok = want === 'ok' ? res.code === 0 : want === 700 ? res.code === 700 : res.code === 1 && res.msg === t('en', want);
          if (!ok) wrong.push(`${as}: wanted ${want === 'ok' || want === 700 ? want : `1 ${t('en', want)}`}, got ${describeAnswer(res)}`);
          else if (want === 'ok' && row.check) await row.check(w, as, caller!, res.data);
        }
        expect(wrong).toEqual([]);
        await row.after?.(w);
      });
    }
  });
}
