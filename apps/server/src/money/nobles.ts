import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { unix } from '../time';
import { KIND } from './ledger';
import { type Tier, type TierRow, termOf } from './tiers';
import { debit, lockUsers, money, once, standing } from './wallet';

export function nobleTiers(q: Queryable) {
  return q.query<TierRow>('select * from noble_tiers order by coin');
}

export async function isNoble(q: Queryable, userId: number): Promise<boolean> {
  const [u] = await q.query<{ is_noble: number }>('select is_noble from users where id = $1', [userId]);
  return u?.is_noble === 1;
}

/**
 * Buys (or renews, termOf) nobility, site-wide and one per user: the debit, the nobility and the flag
 * are one transaction; once per request id, so a double click buys once.
 */
export function buyNoble(db: Db, buyer: number, tierId: number, requestId: string | undefined, now: number) {
  return db.tx(async (q) => {
    const [tier] = await q.query<Tier>('select id, coin, renew_coin, days from noble_tiers where id = $1', [tierId]);
    if (!tier) throw new UserError('server.live.noSuchNoble');
    return once(q, buyer, requestId, 'nobleBuy', [buyer], async () => {
      await lockUsers(q, [buyer]);
      const [current] = await q.query<{ tier_id: number; endtime: Date }>(
        'select tier_id, endtime from nobles where user_id = $1 for update',
        [buyer],
      );
      const { renewing, price, endtime } = termOf(tier, current, now);
      const renewed: 0 | 1 = renewing ? 1 : 0;
      const balance = await debit(q, buyer, price, { kind: KIND.nobility, ref: `noble:${tier.id}`, at: now });
      await q.query(
        'insert into nobles (user_id, tier_id, endtime) values ($1, $2, $3) on conflict (user_id) do update set tier_id = excluded.tier_id, endtime = excluded.endtime',
        [buyer, tier.id, endtime],
      );
      await q.query('update users set is_noble = 1 where id = $1', [buyer]);
      return {
        balance,
        ...(await standing(q, buyer)),
        endtime: unix(endtime.getTime()),
        tier_id: tier.id,
        renewed,
        price: money(price / 10),
      };
    });
  });
}
/**
 * Ends nobility whose time ran out: the flag the horn, coloured-text and room-entry rules read goes
 * back to 0. Only users with a purchase record are touched (demo nobles from the seed have none).
 */
export async function sweepNobles(db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> }, nowMs: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'update users u set is_noble = 0 from nobles n where n.user_id = u.id and u.is_noble = 1 and n.endtime <= $1 returning u.id',
    [new Date(nowMs)],
  );
  return rows.length;
}
