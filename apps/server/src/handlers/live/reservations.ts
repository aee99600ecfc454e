import { Answer, UserError } from '../../envelope';
import { announce, announcements, deleteReservation, reservationsOf, reserve, toReservation, unreserve } from '../../live/reservations';
import { matchInfo } from '../../live/rooms';
import { paged, pageOf } from '../../paging';
import { unix } from '../../time';
import { requireUser } from '../guards';
import type { Handlers, RequestContext } from '../types';
import { requireAnchor } from './shared';

/** Reserves or unreserves (toggle) a match for a viewer. */
async function toggleReservation(
  ctx: Pick<RequestContext, 'user' | 'services' | 'lang'>,
  matchId: number,
  liveType: number | undefined,
): Promise<{ is_reserve: 0 | 1 }> {
  const me = requireUser(ctx.user);
  const match = await matchInfo(ctx.services.db, matchId, ctx.lang);
  if (!match) throw new UserError('server.live.noSuchMatch');
  if (await unreserve(ctx.services.db, me.id, matchId)) return { is_reserve: 0 };
  if (match.finished) throw new UserError('server.live.matchOver');
  await reserve(ctx.services.db, me.id, matchId, liveType ?? match.sport);
  ctx.services.events.task(me.id, 'reserve_match');
  return { is_reserve: 1 };
}

export const reservationHandlers: Handlers = {
  liveStreaming_reserveMatch: (ctx) => toggleReservation(ctx, ctx.input.match_id, ctx.input.type),
  liveStreaming_reserveMatch2: (ctx) => toggleReservation(ctx, ctx.input.match_id, ctx.input.live_type),

  /** A streamer announces a match they will broadcast (shown in the room and in getReserveLiveList). */
  async liveStreaming_setReserveLiveNew(ctx) {
    const me = requireAnchor(ctx.user);
    const matchId = ctx.input.match_id;
    const match = await matchInfo(ctx.services.db, matchId, ctx.lang);
    if (!match) throw new UserError('server.live.noSuchMatch');
    if (match.finished) throw new UserError('server.live.matchOver');
    await announce(ctx.services.db, me.id, matchId, ctx.input.live_type);
    return new Answer(null, 'server.live.announced');
  },

  async liveStreaming_deleteReserveLive(ctx) {
    const me = requireUser(ctx.user);
    if (!(await deleteReservation(ctx.services.db, ctx.input.id, me.id))) throw new UserError('server.live.noSuchReservation');
    return new Answer(null, 'server.live.reservationRemoved');
  },

  async liveStreaming_getUserReserveLiveList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await reservationsOf(ctx.services.db, me.id, { limit, offset });
    return paged(
      rows.map((r) => ({ ...toReservation(r, ctx.origin, ctx.lang), is_reserve: 1 })),
      total,
      page,
      limit,
    );
  },

  /** Matches streamers announced (one streamer's with `uid`), upcoming first, with the viewer's reservation state. */
  async liveStreaming_getReserveLiveList(ctx) {
    const { page, limit, offset } = pageOf(ctx.input);
    const uid = ctx.input.uid ?? null;
    const now = unix(ctx.services.config.now());
    const { rows, total } = await announcements(ctx.services.db, uid, ctx.user?.id ?? 0, now - 3 * 3600, { limit, offset });
    return paged(
      rows.map((r) => ({ ...toReservation(r, ctx.origin, ctx.lang), is_reserve: r.is_reserve === 1 ? 1 : 0 })),
      total,
      page,
      limit,
    );
  },
};
