import type { Queryable } from '../db/index';
import { absolute } from '../format';
import type { Lang } from '../i18n/index';
import { pageRows } from '../paging';
import { localName, type MatchNames } from './names';
import type { Page } from './rooms';

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

export interface ReservationRow extends MatchNames {
  id: number;
  user_id: number;
  match_id: number;
  live_type: number;
  match_time: string;
  user_nickname: string;
  avatar: string;
  total: number;
}

export function toReservation(r: ReservationRow, origin: string, lang: Lang) {
  const pick = (zh: string, en: string, vi: string) => localName(lang, zh, en, vi)!;
  return {
    id: r.id,
    match_id: r.match_id,
    live_type: r.live_type,
    match_time: Number(r.match_time),
    name: pick(r.league_zh, r.league_en, r.league_vi),
    home_name: pick(r.home_zh, r.home_en, r.home_vi),
    home_logo: absolute(origin, r.home_logo),
    away_name: pick(r.away_zh, r.away_en, r.away_vi),
    away_logo: absolute(origin, r.away_logo),
    uid: r.user_id,
    user_nickname: r.user_nickname,
    avatar: absolute(origin, r.avatar),
  };
}

/** A streamer's next announced match not long started (since `sinceSec`), if any. */
export async function nextAnnouncement(q: Queryable, uid: number, sinceSec: number): Promise<ReservationRow | undefined> {
  const [next] = await q.query<ReservationRow>(
    `${RESERVATION_SELECT} where v.user_id = $1 and v.role = 1 and not m.finished and m.match_time > $2 order by m.match_time limit 1`,
    [uid, sinceSec],
  );
  return next;
}

/** Removes a viewer's reservation of a match; false when there was none. */
export async function unreserve(q: Queryable, userId: number, matchId: number): Promise<boolean> {
  const removed = await q.query('delete from reservations where user_id = $1 and match_id = $2 and role = 0 returning id', [
    userId,
    matchId,
  ]);
  return removed.length > 0;
}

export async function reserve(q: Queryable, userId: number, matchId: number, liveType: number): Promise<void> {
  await q.query('insert into reservations (user_id, match_id, live_type, role) values ($1, $2, $3, 0) on conflict do nothing', [
    userId,
    matchId,
    liveType,
  ]);
}

/** A streamer's announcement of a match; announcing it again changes its live type. */
export async function announce(q: Queryable, userId: number, matchId: number, liveType: number): Promise<void> {
  await q.query(
    'insert into reservations (user_id, match_id, live_type, role) values ($1, $2, $3, 1) on conflict (user_id, match_id, role) do update set live_type = excluded.live_type',
    [userId, matchId, liveType],
  );
}

/** Deletes one of the user's own reservations or announcements; false when they have none by that id. */
export async function deleteReservation(q: Queryable, id: number, userId: number): Promise<boolean> {
  const removed = await q.query('delete from reservations where id = $1 and user_id = $2 returning id', [id, userId]);
  return removed.length > 0;
}

/** A viewer's reservations, latest match first. */
export function reservationsOf(q: Queryable, userId: number, page: Page) {
  return pageRows<ReservationRow>(
    q,
    `${RESERVATION_SELECT} where v.user_id = $1 and v.role = 0 order by m.match_time desc limit $2 offset $3`,
    (take, skip) => [userId, take, skip],
    page,
  );
}

/**
 * Announced matches not long started (since `sinceSec`), of one streamer (`uid`) or all, soonest
 * first, each with whether `viewer` (0: nobody) reserved it.
 */
export function announcements(q: Queryable, uid: number | null, viewer: number, sinceSec: number, page: Page) {
  return pageRows<ReservationRow & { is_reserve: number }>(
    q,
    `select x.*, case when exists (select 1 from reservations me where me.user_id = $4 and me.role = 0 and me.match_id = x.match_id) then 1 else 0 end as is_reserve
         from (${RESERVATION_SELECT} where v.role = 1 and ($1::int is null or v.user_id = $1::int) and not m.finished and m.match_time > $5) x
        order by x.match_time limit $2 offset $3`,
    (take, skip) => [uid, take, skip, viewer, sinceSec],
    page,
  );
}
