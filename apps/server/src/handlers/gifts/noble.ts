import { Answer } from '../../envelope';
import { absolute } from '../../format';
import { NOBLE_FREE_HORNS } from '../../money/horns';
import { buyNoble, nobleTiers } from '../../money/nobles';
import { money } from '../../money/wallet';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

export const nobleHandlers: Handlers = {
  async noble_getList({ services, origin }) {
    const rows = await nobleTiers(services.db);
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
    const tierId = ctx.input.id;
    const now = config.now();
    const result = await buyNoble(db, me.id, tierId, ctx.input.request_id, now);
    if (!result.replayed) events.task(me.id, 'buy_noble');
    return new Answer(result.data, result.data.renewed ? 'server.live.nobleRenewed' : 'server.live.nobleBought');
  },
};
