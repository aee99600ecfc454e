import { Answer, UserError } from '../../envelope';
import { debit, int, lockUsers, money, once, unix } from '../../live/common';
import { NOBLE_FREE_HORNS } from '../../money/horns';
import { KIND } from '../../money/ledger';
import { absolute } from '../format';
import { requireUser } from '../guards';
import type { UntypedHandlers } from '../types';
import { requestIdOf, termOf } from './shared';

export const nobleHandlers: UntypedHandlers = {
  async noble_getList({ services, origin }) {
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
    }>('select * from noble_tiers order by coin');
    return rows.map((r) => ({
      ...r,
      icon: absolute(origin, r.icon),
      coin: money(r.coin),
      renew_coin: money(r.renew_coin),
      free_horns: NOBLE_FREE_HORNS,
    }));
  },

  /**
   * Buys nobility for the tier's days (site-wide, one per user), the way guard is bought: renewing
   * the active tier costs its renewal price and extends it; another tier costs its full price and
   * starts from whatever time is left. The debit, the nobility and the flag are one transaction;
   * with `request_id` a double click buys once.
   */
  async nobleUser_buy(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, events } = ctx.services;
    const tierId = int(ctx.input.id);
    const now = config.now();
    const result = await db.tx(async (q) => {
      const [tier] = await q.query<{ id: number; coin: string; renew_coin: string; days: number }>(
        'select id, coin, renew_coin, days from noble_tiers where id = $1',
        [tierId],
      );
      if (!tier) throw new UserError('server.live.noSuchNoble');
      return once(q, me.id, requestIdOf(ctx.input), 'nobleBuy', async () => {
        await lockUsers(q, [me.id]);
        const [current] = await q.query<{ tier_id: number; endtime: Date }>(
          'select tier_id, endtime from nobles where user_id = $1 for update',
          [me.id],
        );
        const { renewing, price, endtime } = termOf(tier, current, now);
        const balance = await debit(q, me.id, price, { kind: KIND.nobility, ref: `noble:${tier.id}`, at: now });
        await q.query(
          'insert into nobles (user_id, tier_id, endtime) values ($1, $2, $3) on conflict (user_id) do update set tier_id = excluded.tier_id, endtime = excluded.endtime',
          [me.id, tier.id, endtime],
        );
        await q.query('update users set is_noble = 1 where id = $1', [me.id]);
        return { balance, endtime: unix(endtime.getTime()), tier_id: tier.id, renewed: renewing ? 1 : 0, price: money(price / 10) };
      });
    });
    if (!result.replayed) events.task(me.id, 'buy_noble');
    return new Answer(result.data, result.data.renewed ? 'server.live.nobleRenewed' : 'server.live.nobleBought');
  },
};
