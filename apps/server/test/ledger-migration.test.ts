import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '../src/db/index';
import { KIND } from '../src/money/ledger';
import { type TestDb, variants } from './helpers';
import { usersWhoseBooksDoNotAddUp } from './ledger-books';

// The balance ledger's migration (006_balance_records.sql, see ledger.test.ts) over a database that
// already holds wallets.

for (const variant of variants) {
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
      // 006 and every later migration, in order (later issues add theirs after it).
      expect(await migrate(db)).toEqual(
        readdirSync(migrationsDir)
          .filter((f) => f.endsWith('.sql') && f >= '006')
          .sort(),
      );
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
