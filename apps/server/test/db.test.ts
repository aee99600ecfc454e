import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, migrationsDir } from '../src/db/index';
import { type TestDb, variants } from './helpers';

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the database layer on ${variant.name}`, () => {
    let store: TestDb;
    let db: Db;
    beforeAll(async () => {
      store = await variant.open();
      db = store.db;
      await migrate(db);
      await db.query('create table tx_probe (k text primary key, v integer not null)');
    });
    afterAll(async () => {
      await store?.drop();
    });

    it('given applied migrations → applying them again changes nothing', async () => {
      expect(await migrate(db, migrationsDir)).toEqual([]);
      const rows = await db.query<{ name: string }>('select name from schema_migrations order by name');
      expect(rows.map((r) => r.name)[0]).toBe('001_init.sql');
    });

    it('given concurrent read-modify-write transactions → none loses an update', async () => {
      // Without serialisation on PGlite's single connection, two transactions would interleave their
      // statements and both read the same v; on PostgreSQL the row lock does the same job.
      await db.query("insert into tx_probe (k, v) values ('n', 0)");
      await Promise.all(
        Array.from({ length: 20 }, () =>
          db.tx(async (q) => {
            const [row] = await q.query<{ v: number }>("select v from tx_probe where k = 'n' for update");
            await new Promise((r) => setTimeout(r, 1));
            await q.query("update tx_probe set v = $1 where k = 'n'", [row!.v + 1]);
          }),
        ),
      );
      const [row] = await db.query<{ v: number }>("select v from tx_probe where k = 'n'");
      expect(row!.v).toBe(20);
    });

    it('given a transaction that throws → nothing of it is kept, and the database keeps working', async () => {
      await expect(
        db.tx(async (q) => {
          await q.query("insert into tx_probe (k, v) values ('rolled-back', 1)");
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      expect(await db.query("select * from tx_probe where k = 'rolled-back'")).toEqual([]);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    });

    it('given a money-like column → a negative value is refused', async () => {
      for (const [table, column] of [
        ['users', 'balance'],
        ['users', 'balances'],
        ['users', 'withdrawal_balance'],
      ] as const) {
        await expect(
          db.query(`insert into users (mobile, password_hash, user_nickname, ${column}) values ($1, 'x', 'n', -1)`, [
            `86-1${column.length}000000`,
          ]),
          `${table}.${column}`,
        ).rejects.toThrow(/check/i);
      }
    });
  });
}
