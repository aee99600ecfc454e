import { Answer, UserError } from '../../envelope';
import { credit, debit, int, lockUsers, money, once, tenthsText, unix } from '../../live/common';
import { KIND } from '../../money/ledger';
import { absolute } from '../format';
import { requireUser } from '../guards';
import type { UntypedHandlers } from '../types';
import { INCOME, requestIdOf, requireAnchorRoom, termOf } from './shared';

export const guardHandlers: UntypedHandlers = {
  async guard_getList({ services, origin }) {
    const rows = await services.db.query<{
      id: number;
      name: string;
      name_en: string;
      name_vi: string;
      icon: string;
      coin: string;
      renew_coin: string;
      color: string;
      days: number;
    }>('select * from guard_tiers order by coin');
    return rows.map((r) => ({ ...r, icon: absolute(origin, r.icon), coin: money(r.coin), renew_coin: money(r.renew_coin) }));
  },

  /**
   * Buys guard status in a streamer's room for the tier's days. Renewing the same tier while it is
   * active costs the renewal price and extends it; another tier costs its full price and starts from
   * whatever time is left.
   */
  async guardUser_buy(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, events } = ctx.services;
    const tierId = int(ctx.input.id);
    const anchorId = int(ctx.input.anchor_id);
    const now = config.now();
    const result = await db.tx(async (q) => {
      await requireAnchorRoom(q, anchorId, me, 'server.live.selfGuard');
      const [tier] = await q.query<{ id: number; coin: string; renew_coin: string; days: number }>(
        'select id, coin, renew_coin, days from guard_tiers where id = $1',
        [tierId],
      );
      if (!tier) throw new UserError('server.live.noSuchGuard');
      return once(q, me.id, requestIdOf(ctx.input), 'guardBuy', async () => {
        await lockUsers(q, [me.id, anchorId]);
        const [current] = await q.query<{ tier_id: number; endtime: Date }>(
          'select tier_id, endtime from guards where user_id = $1 and anchor_id = $2 for update',
          [me.id, anchorId],
        );
        const { renewing, price, endtime } = termOf(tier, current, now);
        const balance = await debit(q, me.id, price, { kind: KIND.guard, ref: `room:${anchorId} guard:${tier.id}`, at: now });
        await credit(q, anchorId, price, { kind: KIND.guardIncome, ref: `from:${me.id} guard:${tier.id}`, at: now }, INCOME);
        await q.query(
          'insert into guards (user_id, anchor_id, tier_id, endtime) values ($1, $2, $3, $4) on conflict (user_id, anchor_id) do update set tier_id = excluded.tier_id, endtime = excluded.endtime',
          [me.id, anchorId, tier.id, endtime],
        );
        await q.query('update users set is_guard = 1 where id = $1', [me.id]);
        await q.query('insert into room_contributions (room_uid, uid, kind, num, amount, created_at) values ($1, $2, 3, 1, $3, $4)', [
          anchorId,
          me.id,
          tenthsText(price),
          new Date(now),
        ]);
        return { balance, endtime: unix(endtime.getTime()), tier_id: tier.id, renewed: renewing ? 1 : 0, price: money(price / 10) };
      });
    });
    if (!result.replayed) events.task(me.id, 'buy_guard');
    return new Answer(result.data, result.data.renewed ? 'server.live.guardRenewed' : 'server.live.guardBought');
  },
};
