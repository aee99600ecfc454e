import type { Queryable } from '../db/index';

// The balance ledger as its owner reads it (migrations/006_balance_records.sql); money/ writes it.

export interface BalanceRecordRow {
  /** bigserial: text from PostgreSQL. */
  id: string;
  order_id: string;
  kind: number;
  /** numeric: text. */
  amount: string;
  created_at: Date;
}

/**
 * A user's balance records, newest first; `kind` null for every kind. The page walks the index
 * ((user_id, id desc), or (user_id, kind, id desc) for a kind) no further than offset + limit, and the
 * total comes from the ledger's counts (balance_record_counts, kept by money/ledger.ts changeSql), so
 * the first page costs the same with 100 records or 100,000 (bench/ledger.bench.ts).
 */
export async function balanceRecords(
  q: Queryable,
  userId: number,
  kind: number | null,
  window: { limit: number; offset: number },
): Promise<{ rows: BalanceRecordRow[]; total: number }> {
  const rows =
    kind === null
      ? await q.query<BalanceRecordRow>(
          'select id, order_id, kind, amount, created_at from balance_records where user_id = $1 order by id desc limit $2 offset $3',
          [userId, window.limit, window.offset],
        )
      : await q.query<BalanceRecordRow>(
          'select id, order_id, kind, amount, created_at from balance_records where user_id = $1 and kind = $2 order by id desc limit $3 offset $4',
          [userId, kind, window.limit, window.offset],
        );
  const [count] = await q.query<{ total: number }>(
    'select coalesce(sum(n), 0)::int as total from balance_record_counts where user_id = $1 and ($2::smallint is null or kind = $2)',
    [userId, kind],
  );
  return { rows, total: count?.total ?? 0 };
}
