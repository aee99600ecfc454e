import type { Queryable } from '../db/index';

// Issue 12 (ASVS 5.0 §6.3, §7): fixed-window counters in the database, so the limits hold across
// server instances and restarts. Each take is one conditional upsert: PostgreSQL's row lock on the
// conflicting row makes a burst of parallel takes count exactly, never past `limit`.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

function windowOf(now: number, windowMs: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/** Takes one unit of `key`'s budget in the current window; false when the budget is spent. */
export async function take(q: Queryable, key: string, limit: number, windowMs: number, now: number): Promise<boolean> {
  const rows = await q.query(
    `insert into abuse_counters (key, window_start, hits) values ($1, $2, 1)
     on conflict (key, window_start) do update set hits = abuse_counters.hits + 1 where abuse_counters.hits < $3
     returning hits`,
    [key, windowOf(now, windowMs), limit],
  );
  return rows.length > 0 && limit > 0;
}

/** Gives one unit back (an attempt that turned out right is no failure). */
export async function giveBack(q: Queryable, key: string, windowMs: number, now: number): Promise<void> {
  await q.query('update abuse_counters set hits = hits - 1 where key = $1 and window_start = $2 and hits > 0', [
    key,
    windowOf(now, windowMs),
  ]);
}

/** Units used in the current window (0 when none). */
export async function used(q: Queryable, key: string, windowMs: number, now: number): Promise<number> {
  const [row] = await q.query<{ hits: number }>('select hits from abuse_counters where key = $1 and window_start = $2', [
    key,
    windowOf(now, windowMs),
  ]);
  return row?.hits ?? 0;
}

/** Drops windows older than two days (the longest window is one day). */
export async function sweep(q: Queryable, now: number): Promise<void> {
  await q.query('delete from abuse_counters where window_start < $1', [new Date(now - 2 * DAY)]);
}
