import type { Queryable } from '../db/index';
import { pageRows } from '../paging';

// The balance ledger as its owner reads it (migrations/006_balance_records.sql); money/ writes it.

export interface BalanceRecordRow {
  /** bigserial: text from PostgreSQL. */
  id: string;
  order_id: string;
  kind: number;
  /** numeric: text. */
  amount: string;
  created_at: Date;
  total: number;
}

/** A user's balance records, newest first; `kind` null for every kind. */
export function balanceRecords(
  q: Queryable,
  userId: number,
  kind: number | null,
  window: { limit: number; offset: number },
): Promise<{ rows: BalanceRecordRow[]; total: number }> {
  return pageRows<BalanceRecordRow>(
    q,
    `select id, order_id, kind, amount, created_at, count(*) over ()::int as total from balance_records
      where user_id = $1 and ($2::smallint is null or kind = $2) order by id desc limit $3 offset $4`,
    (take, skip) => [userId, kind, take, skip],
    window,
  );
}
