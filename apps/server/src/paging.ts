import type { Queryable } from './db/index';
import { int } from './input';

/** Paging answer of WIRE.md: `data`, `total`, `last_page` (and per_page, current_page). */
export function paged<T>(rows: T[], total: number, page: number, limit: number) {
  return { data: rows, total, per_page: limit, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * A page of a list query that counts its rows with `count(*) over ()::int as total`; `params` builds its
 * parameters for a page size and offset. A page past the end has no row to carry the count, so the
 * total is then read from the first page's first row instead of reported as 0.
 */
export async function pageRows<T extends { total: number }>(
  q: Queryable,
  sql: string,
  params: (take: number, skip: number) => unknown[],
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: T[]; total: number }> {
  const rows = await q.query<T>(sql, params(limit, offset));
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [first] = await q.query<T>(sql, params(1, 0));
  return { rows, total: first?.total ?? 0 };
}

export function pageOf(input: Record<string, unknown>) {
  const page = Math.max(1, int(input.page, 1));
  const limit = Math.min(100, Math.max(1, int(input.limit, 20)));
  return { page, limit, offset: (page - 1) * limit };
}
