import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { requireNotKickedOut } from '../live/moderation';
import { unix } from '../time';
import { INCOME, requireAnchorRoom } from './gifts';
import { KIND } from './ledger';
import { type Tier, type TierRow, termOf } from './tiers';
import { credit, debit, lockUsers, money, once, standing, tenthsText } from './wallet';

export function guardTiers(q: Queryable) {
  return q.query<TierRow>('select * from guard_tiers order by coin');
}

/**
 * Buys (or renews, termOf) guard status in a streamer's room: the debit, the streamer's income, the
 * guard, the flag and the rank record are one transaction; once per request id.
 */
export function buyGuard(db: Db, buyer: number, anchorId: number, tierId: number, requestId: string | undefined, now: number) {
  return db.tx(async (q) => {
    await requireAnchorRoom(q, anchorId, buyer, 'server.live.selfGuard');
    await requireNotKickedOut(q, anchorId, buyer, new Date(now));
    const [tier] = await q.query<Tier>('select id, coin, renew_coin, days from guard_tiers where id = $1', [tierId]);
    if (!tier) throw new UserError('server.live.noSuchGuard');
    return once(q, buyer, requestId, 'guardBuy', [buyer, anchorId], async () => {
      await lockUsers(q, [buyer, anchorId]);
      const [current] = await q.query<{ tier_id: number; endtime: Date }>(
        'select tier_id, endtime from guards where user_id = $1 and anchor_id = $2 for update',
        [buyer, anchorId],
      );
      const { renewing, price, endtime } = termOf(tier, current, now);
      const renewed: 0 | 1 = renewing ? 1 : 0;
      const balance = await debit(q, buyer, price, { kind: KIND.guard, ref: `room:${anchorId} guard:${tier.id}`, at: now });
      await credit(q, anchorId, price, { kind: KIND.guardIncome, ref: `from:${buyer} guard:${tier.id}`, at: now }, INCOME);
      await q.query(
        'insert into guards (user_id, anchor_id, tier_id, endtime) values ($1, $2, $3, $4) on conflict (user_id, anchor_id) do update set tier_id = excluded.tier_id, endtime = excluded.endtime',
        [buyer, anchorId, tier.id, endtime],
      );
      await q.query('update users set is_guard = 1 where id = $1', [buyer]);
      await q.query('insert into room_contributions (room_uid, uid, kind, num, amount, created_at) values ($1, $2, 3, 1, $3, $4)', [
        anchorId,
        buyer,
        tenthsText(price),
        new Date(now),
      ]);
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
