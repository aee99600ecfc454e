import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index';
import { credit, lockUsers, toTenths } from '../live/common';
import { KIND } from './ledger';

export const RED_ENVELOPE_MS = 24 * 3_600_000;

/**
 * One receiver's share in tenths: the last takes what is left; otherwise random between 1 and twice
 * the average, leaving at least 1 tenth for each receiver still to come.
 */
export function shareOf(leftTenths: number, leftCount: number): number {
  if (leftCount <= 1) return leftTenths;
  const max = Math.min(Math.floor((leftTenths * 2) / leftCount), leftTenths - (leftCount - 1));
  return max <= 1 ? 1 : randomInt(1, max + 1);
}

/** Returns what is left of expired envelopes to their senders, once each (refunded is set in the same statement). */
export async function sweepRedEnvelopes(db: { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> }, nowMs: number): Promise<number> {
  return db.tx(async (q) => {
    const rows = await q.query<{ id: number; uid: number; left_amount: string }>(
      `update red_envelopes set refunded = left_amount, left_amount = 0, left_count = 0
        where expires_at <= $1 and left_amount > 0 returning id, uid, refunded as left_amount`,
      [new Date(nowMs)],
    );
    const ids = rows.map((r) => r.uid).sort((a, b) => a - b);
    if (ids.length) await lockUsers(q, ids);
    for (const r of rows) await credit(q, r.uid, toTenths(r.left_amount), { kind: KIND.redEnvelopeRefund, ref: `red:${r.id}`, at: nowMs });
    return rows.length;
  });
}
