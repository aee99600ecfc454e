import { expect } from 'vitest';
import type { ArenaApp } from '../src/app';
import type { Db } from '../src/db/index';
import { KIND } from '../src/money/ledger';
import { credit } from '../src/money/wallet';

// What the ledger suites (ledger*.test.ts) share: reading a user's records and books, fresh users
// whose coins came as a grant (the app: room-app.ts).

export interface RecordRow {
  id: number;
  kind: number;
  amount: number;
  wallet: 'balance' | 'withdrawal_balance';
  balance_after: number;
  order_id: string;
  ref: string;
}

export async function recordsOf(db: Db, userId: number): Promise<RecordRow[]> {
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

export const tenths = (v: number) => Math.round(v * 10);

/**
 * A user's books, per wallet: the wallet now, the sum of its records, and whether the records chain
 * (each balance_after is the previous one plus the amount, starting from 0 when the user was made).
 */
export async function booksOf(db: Db, userId: number) {
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
export async function expectBooksAddUp(db: Db, userId: number) {
  const books = await booksOf(db, userId);
  expect({ user: userId, ...books }).toEqual({
    user: userId,
    balance: { now: books.balance.now, recorded: books.balance.now, broken: [] },
    income: { now: books.income.now, recorded: books.income.now, broken: [] },
  });
}

/** Every user of the database whose wallets differ from the sum of their records (should be none). */
export async function usersWhoseBooksDoNotAddUp(db: Db): Promise<number[]> {
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
export async function makeUsers(arena: ArenaApp, n: number, coins: number): Promise<{ id: number; token: string }[]> {
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

export const balanceOf = async (db: Db, id: number) =>
  Number((await db.query<{ balance: string }>('select balance from users where id = $1', [id]))[0]!.balance);
