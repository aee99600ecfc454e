import { Answer } from '../../envelope';
import { absolute } from '../../format';
import { buyGuard, guardTiers } from '../../money/guards';
import { money } from '../../money/wallet';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

export const guardHandlers: Handlers = {
  async guard_getList({ services, origin }) {
    const rows = await guardTiers(services.db);
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
    const tierId = ctx.input.id;
    const anchorId = ctx.input.anchor_id;
    const now = config.now();
    const result = await buyGuard(db, me.id, anchorId, tierId, ctx.input.request_id, now);
    if (!result.replayed) events.task(me.id, 'buy_guard');
    return new Answer(result.data, result.data.renewed ? 'server.live.guardRenewed' : 'server.live.guardBought');
  },
};
