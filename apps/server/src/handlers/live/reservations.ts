import { Answer, UserError } from '../../envelope';
import { int, paged, pageOf, pageRows, unix } from '../../live/common';
import { matchInfo } from '../../live/rooms';
import { absolute } from '../format';
import { requireUser } from '../guards';
import type { HandlerContext, UntypedHandlers } from '../types';
import { requireAnchor } from './shared';

/** Reservation rows with their match: `role` 0 a viewer's reservation, 1 a streamer's announcement. */
export const RESERVATION_SELECT = `
  select v.id, v.user_id, v.match_id, v.live_type, v.role, m.match_time, m.finished,
         l.short_name_zh as league_zh, l.short_name_en as league_en, l.short_name_vi as league_vi,
         h.name_zh as home_zh, h.name_en as home_en, h.name_vi as home_vi, h.logo as home_logo,
         a.name_zh as away_zh, a.name_en as away_en, a.name_vi as away_vi, a.logo as away_logo,
         u.user_nickname, u.avatar,
         count(*) over ()::int as total
    from reservations v
    join (select f.id, f.time as match_time, f.status >= 8 as finished, f.competition_id, f.home_team_id, f.away_team_id from football_matches f
          union all
          select b.id, b.match_time, b.status_id >= 10 or b.status_id = 0, b.competition_id, b.home_team_id, b.away_team_id from basketball_matches b) m on m.id = v.match_id
    join leagues l on l.id = m.competition_id
    join teams h on h.id = m.home_team_id
    join teams a on a.id = m.away_team_id
    join users u on u.id = v.user_id`;

export interface ReservationRow {
  id: number;
  user_id: number;
  match_id: number;
  live_type: number;
  match_time: string;
  league_zh: string;
  league_en: string;
  league_vi: string;
  home_zh: string;
  home_en: string;
  home_vi: string;
  home_logo: string;
  away_zh: string;
  away_en: string;
  away_vi: string;
  away_logo: string;
  user_nickname: string;
  avatar: string;
  total: number;
}

export function toReservation(r: ReservationRow, ctx: HandlerContext) {
  const pick = (zh: string, en: string, vi: string) => (ctx.lang === 'en' ? en : ctx.lang === 'vi' ? vi : zh) || zh;
  return {
    id: r.id,
    match_id: r.match_id,
    live_type: r.live_type,
    match_time: Number(r.match_time),
    name: pick(r.league_zh, r.league_en, r.league_vi),
    home_name: pick(r.home_zh, r.home_en, r.home_vi),
    home_logo: absolute(ctx.origin, r.home_logo),
    away_name: pick(r.away_zh, r.away_en, r.away_vi),
    away_logo: absolute(ctx.origin, r.away_logo),
    uid: r.user_id,
    user_nickname: r.user_nickname,
    avatar: absolute(ctx.origin, r.avatar),
  };
}

/** Reserves or unreserves (toggle) a match for a viewer. */
async function toggleReservation(ctx: HandlerContext, liveType: number | undefined) {
  const me = requireUser(ctx.user);
  const matchId = int(ctx.input.match_id);
  const match = await matchInfo(ctx.services.db, matchId, ctx.lang);
  if (!match) throw new UserError('server.live.noSuchMatch');
  const removed = await ctx.services.db.query('delete from reservations where user_id = $1 and match_id = $2 and role = 0 returning id', [
    me.id,
    matchId,
  ]);
  if (removed.length > 0) return { is_reserve: 0 };
  if (match.finished) throw new UserError('server.live.matchOver');
  await ctx.services.db.query(
    'insert into reservations (user_id, match_id, live_type, role) values ($1, $2, $3, 0) on conflict do nothing',
    [me.id, matchId, liveType ?? match.sport],
  );
  ctx.services.events.task(me.id, 'reserve_match');
  return { is_reserve: 1 };
}

export const reservationHandlers: UntypedHandlers = {
  liveStreaming_reserveMatch: (ctx) => toggleReservation(ctx, ctx.input.type === undefined ? undefined : int(ctx.input.type)),
  liveStreaming_reserveMatch2: (ctx) => toggleReservation(ctx, ctx.input.live_type === undefined ? undefined : int(ctx.input.live_type)),

  /** A streamer announces a match they will broadcast (shown in the room and in getReserveLiveList). */
  async liveStreaming_setReserveLiveNew(ctx) {
    const me = requireAnchor(ctx.user);
    const matchId = int(ctx.input.match_id);
    const match = await matchInfo(ctx.services.db, matchId, ctx.lang);
    if (!match) throw new UserError('server.live.noSuchMatch');
    if (match.finished) throw new UserError('server.live.matchOver');
    await ctx.services.db.query(
      'insert into reservations (user_id, match_id, live_type, role) values ($1, $2, $3, 1) on conflict (user_id, match_id, role) do update set live_type = excluded.live_type',
      [me.id, matchId, int(ctx.input.live_type)],
    );
    return new Answer(null, 'server.live.announced');
  },

  async liveStreaming_deleteReserveLive(ctx) {
    const me = requireUser(ctx.user);
    const removed = await ctx.services.db.query('delete from reservations where id = $1 and user_id = $2 returning id', [
      int(ctx.input.id),
      me.id,
    ]);
    if (removed.length === 0) throw new UserError('server.live.noSuchReservation');
    return new Answer(null, 'server.live.reservationRemoved');
  },

  async liveStreaming_getUserReserveLiveList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pageRows<ReservationRow>(
      ctx.services.db,
      `${RESERVATION_SELECT} where v.user_id = $1 and v.role = 0 order by m.match_time desc limit $2 offset $3`,
      (take, skip) => [me.id, take, skip],
      { limit, offset },
    );
    return paged(
      rows.map((r) => ({ ...toReservation(r, ctx), is_reserve: 1 })),
      total,
      page,
      limit,
    );
  },

  /** Matches streamers announced (one streamer's with `uid`), upcoming first, with the viewer's reservation state. */
  async liveStreaming_getReserveLiveList(ctx) {
    const { page, limit, offset } = pageOf(ctx.input);
    const uid = ctx.input.uid === undefined ? null : int(ctx.input.uid);
    const now = unix(ctx.services.config.now());
    const { rows, total } = await pageRows<ReservationRow & { is_reserve: number }>(
      ctx.services.db,
      `select x.*, case when exists (select 1 from reservations me where me.user_id = $4 and me.role = 0 and me.match_id = x.match_id) then 1 else 0 end as is_reserve
         from (${RESERVATION_SELECT} where v.role = 1 and ($1::int is null or v.user_id = $1::int) and not m.finished and m.match_time > $5) x
        order by x.match_time limit $2 offset $3`,
      (take, skip) => [uid, take, skip, ctx.user?.id ?? 0, now - 3 * 3600],
      { limit, offset },
    );
    return paged(
      rows.map((r) => ({ ...toReservation(r, ctx), is_reserve: Number(r.is_reserve) })),
      total,
      page,
      limit,
    );
  },
};
