import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { levelOf } from '../format';
import { changeParams, changeSql, type Entry, type Wallet } from './ledger';

/** Money is kept in tenths (numeric(14, 1)): computed as integers here, sent to SQL as decimal text. */
export const toTenths = (v: unknown) => Math.round(Number(v) * 10);
export const tenthsText = (tenths: number) => (tenths / 10).toFixed(1);
export const money = (v: unknown) => Math.round(Number(v) * 10) / 10;

/**
 * Runs `fn` at most once per client request id (`request_id`): a retried request gets the stored
 * answer instead of moving money again. Must run inside the caller's transaction, so a failure
 * (rolled back) leaves the id free for the retry. `replayed` tells the caller not to announce twice.
 * `lock` names every user whose wallet `fn` changes: their rows are locked (in id order) before the
 * request id is claimed. The claim's foreign key takes a share lock on the user's row; without this,
 * two requests of one user would each hold that share lock while waiting to update the row, a
 * deadlock PostgreSQL ends by failing one of them (found by the crash test, issue 12).
 */
export async function once<T>(
  q: Queryable,
  userId: number,
  requestId: string | undefined,
  operation: string,
  lock: number[],
  fn: () => Promise<T>,
): Promise<{ data: T; replayed: boolean }> {
  if (!requestId) return { data: await fn(), replayed: false };
  await lockUsers(q, lock);
  const claimed = await q.query(
    'insert into money_requests (user_id, request_id, operation, answer) values ($1, $2, $3, $4) on conflict do nothing returning user_id',
    [userId, requestId, operation, 'null'],
  );
  if (claimed.length === 0) {
    const [row] = await q.query<{ operation: string; answer: T }>(
      'select operation, answer from money_requests where user_id = $1 and request_id = $2',
      [userId, requestId],
    );
    if (row?.operation !== operation) throw new UserError('server.money.requestReused');
    return { data: row.answer, replayed: true };
  }
  const data = await fn();
  await q.query('update money_requests set answer = $3 where user_id = $1 and request_id = $2', [userId, requestId, JSON.stringify(data)]);
  return { data, replayed: false };
}

/** Locks the users' rows in id order, so two transfers in opposite directions cannot deadlock. */
export async function lockUsers(q: Queryable, ids: number[]): Promise<void> {
  await q.query('select id from users where id = any($1::int[]) order by id for update', [[...new Set(ids)]]);
}

/**
 * Takes gold coins (or income, `withdrawal_balance`, issue 14) from a user and records it
 * (money/ledger.ts) in the same statement; refuses (code 1, with the price and the balance) rather than
 * go negative. Taking nothing (a free horn, a backpack gift) changes nothing and records nothing.
 * Returns the wallet after.
 */
export async function debit(q: Queryable, userId: number, tenths: number, entry: Entry, wallet: Wallet = 'balance'): Promise<number> {
  if (tenths < 0) throw new Error(`debit of a negative amount (${tenths} tenths)`);
  if (tenths === 0) return current(q, userId, wallet);
  const [row] = await q.query<{ balance_after: string }>(changeSql(wallet), changeParams(userId, tenthsText(-tenths), entry, wallet));
  if (row) return money(row.balance_after);
  const balance = await current(q, userId, wallet);
  throw new UserError(wallet === 'balance' ? 'server.money.insufficient' : 'server.wallet.insufficientIncome', {
    cost: tenthsText(tenths),
    balance: balance.toFixed(1),
  });
}

/** Gives a user gold coins (or income, `withdrawal_balance`) and records it in the same statement. Returns the wallet after. */
export async function credit(q: Queryable, userId: number, tenths: number, entry: Entry, wallet: Wallet = 'balance'): Promise<number> {
  if (tenths < 0) throw new Error(`credit of a negative amount (${tenths} tenths)`);
  if (tenths === 0) return current(q, userId, wallet);
  const [row] = await q.query<{ balance_after: string }>(changeSql(wallet), changeParams(userId, tenthsText(tenths), entry, wallet));
  if (!row) throw new Error(`credit to user ${userId}, who does not exist`);
  return money(row.balance_after);
}

async function current(q: Queryable, userId: number, wallet: Wallet): Promise<number> {
  const [row] = await q.query<{ value: string }>(`select ${wallet} as value from users where id = $1`, [userId]);
  return money(row?.value ?? 0);
}

/**
 * The spender's wealth experience and level after a spend (issue 14), read in the spend's transaction:
 * the answer carries them, so the page can say "level up" when the level rose.
 */
export async function standing(q: Queryable, userId: number): Promise<{ exp: number; level: number }> {
  const [row] = await q.query<{ exp: string }>('select exp from users where id = $1', [userId]);
  const exp = money(row?.exp ?? 0);
  return { exp, level: levelOf(exp) };
}
