import { Answer, UserError } from '../../envelope';
import { freeHornsUsed, HORN_PRICE, hornsOf, NOBLE_FREE_HORNS, sendHorn } from '../../money/horns';
import { isNoble } from '../../money/nobles';
import { paged, pageOf } from '../../paging';
import { unix } from '../../time';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

export const hornHandlers: Handlers = {
  /**
   * A horn message to every viewer: reviewed first (status 0 → 1 or 2, a failed one is refunded).
   * Nobles send 30 a month free (spec §6 / §9); otherwise a horn costs HORN_PRICE gold coins.
   */
  async member_sneHorn(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, live, events } = ctx.services;
    const content = ctx.input.content.replace(/\s+/g, ' ').trim();
    if (!content) throw new UserError('server.live.hornEmpty');
    const now = new Date(config.now());
    const result = await sendHorn(db, me.id, content, ctx.input.request_id, now);
    if (!result.replayed) {
      live.horns.schedule(result.data.id, ctx.origin);
      events.task(me.id, 'send_horn');
    }
    return new Answer(result.data, 'server.live.hornSent');
  },

  /** The user's horns, newest first, with what the next one costs: free while a noble has some left this month. */
  async member_hornList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { db, config } = ctx.services;
    const { rows, total } = await hornsOf(db, me.id, { limit, offset });
    const noble = await isNoble(db, me.id);
    const used = noble ? await freeHornsUsed(db, me.id, config.now()) : 0;
    return {
      ...paged(
        rows.map((r) => ({ id: r.id, content: r.content, addtime: unix(new Date(r.created_at).getTime()), status: r.status })),
        total,
        page,
        limit,
      ),
      price: HORN_PRICE,
      is_noble: noble ? 1 : 0,
      free_left: noble ? Math.max(0, NOBLE_FREE_HORNS - used) : 0,
    };
  },
};
