import type { Queryable } from '../db/index';
import { absolute } from '../format';
import type { Lang } from '../i18n/index';
import { pageRows } from '../paging';
import { localName, type MatchNames } from './names';

/** A room with its streamer and, when it broadcasts a match, the match (names in every language). */
export const ROOM_SELECT = `
  select r.uid, r.vid, r.title, r.thumb, r.type, r.match_id, r.islive, r.heat, r.viewers, r.starttime, r.announcement, r.stream_key,
         u.user_nickname, u.avatar, u.signature,
         coalesce(f.time, b.match_time) as match_time,
         coalesce(f.status, b.status_id) as match_status,
         coalesce(f.home_score, b.home_scores_total) as home_score,
         coalesce(f.away_score, b.away_scores_total) as away_score,
         l.short_name_zh as league_zh, l.short_name_en as league_en, l.short_name_vi as league_vi,
         h.name_zh as home_zh, h.name_en as home_en, h.name_vi as home_vi, h.logo as home_logo,
         a.name_zh as away_zh, a.name_en as away_en, a.name_vi as away_vi, a.logo as away_logo
    from live_rooms r
    join users u on u.id = r.uid
    left join football_matches f on r.type = 0 and f.id = r.match_id
    left join basketball_matches b on r.type = 1 and b.id = r.match_id
    left join leagues l on l.id = coalesce(f.competition_id, b.competition_id)
    left join teams h on h.id = coalesce(f.home_team_id, b.home_team_id)
    left join teams a on a.id = coalesce(f.away_team_id, b.away_team_id)`;

export interface RoomRow {
  uid: number;
  vid: string;
  title: string;
  thumb: string;
  type: number;
  match_id: number | null;
  islive: 0 | 1;
  heat: number;
  viewers: number;
  starttime: string | number | null;
  announcement: string;
  stream_key: string | null;
  user_nickname: string;
  avatar: string;
  signature: string;
  match_time: string | number | null;
  match_status: number | null;
  home_score: number | null;
  away_score: number | null;
  league_zh: string | null;
  league_en: string | null;
  league_vi: string | null;
  home_zh: string | null;
  home_en: string | null;
  home_vi: string | null;
  home_logo: string | null;
  away_zh: string | null;
  away_en: string | null;
  away_vi: string | null;
  away_logo: string | null;
}

export async function roomRow(q: Queryable, uid: number): Promise<RoomRow | undefined> {
  const [row] = await q.query<RoomRow>(`${ROOM_SELECT} where r.uid = $1`, [uid]);
  return row;
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A live frame of a room (hls/snapshots.ts), null when none. */
export type LiveSnapshot = { url: string; width: number; height: number; at: number } | null;

/** A row of the live list (WIRE.md), with the match it shows when it has one, and its live frame. */
export function toLiveRoom(r: RoomRow, origin: string, lang: Lang, online = 0, snapshot: LiveSnapshot = null) {
  return {
    id: r.uid,
    uid: r.uid,
    vid: r.vid,
    islive: r.islive,
    type: r.type,
    match_id: r.match_id,
    title: r.title,
    thumb: absolute(origin, r.thumb),
    snapshot,
    avatar: absolute(origin, r.avatar),
    user_nickname: r.user_nickname,
    heat: Number(r.heat),
    viewers: Number(r.viewers) + online,
    starttime: numOrNull(r.starttime),
    match_time: numOrNull(r.match_time),
    match_status: numOrNull(r.match_status),
    league_name: localName(lang, r.league_zh, r.league_en, r.league_vi),
    home_name: localName(lang, r.home_zh, r.home_en, r.home_vi),
    home_logo: r.home_logo ? absolute(origin, r.home_logo) : null,
    home_score: numOrNull(r.home_score),
    away_name: localName(lang, r.away_zh, r.away_en, r.away_vi),
    away_logo: r.away_logo ? absolute(origin, r.away_logo) : null,
    away_score: numOrNull(r.away_score),
  };
}

/** A match by id from either sport (ids are unique across both), with names in the request's language. */
export async function matchInfo(q: Queryable, matchId: number, lang: Lang) {
  const [m] = await q.query<MatchNames & { sport: number; match_time: string; finished: boolean }>(
    `select m.sport, m.match_time, m.finished,
            l.short_name_zh as league_zh, l.short_name_en as league_en, l.short_name_vi as league_vi,
            h.name_zh as home_zh, h.name_en as home_en, h.name_vi as home_vi, h.logo as home_logo,
            a.name_zh as away_zh, a.name_en as away_en, a.name_vi as away_vi, a.logo as away_logo
       from (
         select 0 as sport, f.time as match_time, f.status >= 8 as finished, f.competition_id, f.home_team_id, f.away_team_id from football_matches f where f.id = $1
         union all
         select 1, b.match_time, b.status_id >= 10 or b.status_id = 0, b.competition_id, b.home_team_id, b.away_team_id from basketball_matches b where b.id = $1
       ) m
       join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id
       join teams a on a.id = m.away_team_id
     limit 1`,
    [matchId],
  );
  if (!m) return undefined;
  return {
    sport: Number(m.sport),
    match_time: Number(m.match_time),
    finished: m.finished,
    name: localName(lang, m.league_zh, m.league_en, m.league_vi)!,
    home_name: localName(lang, m.home_zh, m.home_en, m.home_vi)!,
    home_logo: m.home_logo,
    away_name: localName(lang, m.away_zh, m.away_en, m.away_vi)!,
    away_logo: m.away_logo,
  };
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * Rooms on air, hottest first: `type` −1 for every sport, `competition` a league id or null for all.
 * One page, with the total (paging.ts pageRows).
 */
export function liveRooms(q: Queryable, type: number, competition: number | null, page: Page) {
  const where = `r.islive = 1 and ($1::int = -1 or r.type = $1::int) and ($2::int is null or l.id = $2::int)`;
  return pageRows<RoomRow & { total: number }>(
    q,
    `${ROOM_SELECT.replace('select r.uid,', 'select count(*) over ()::int as total, r.uid,')} where ${where} order by r.heat desc, r.uid limit $3 offset $4`,
    (take, skip) => [type, competition, take, skip],
    page,
  );
}

/** The hottest rooms on air, no paging. */
export function hotRooms(q: Queryable, limit: number) {
  return q.query<RoomRow>(`${ROOM_SELECT} where r.islive = 1 order by r.heat desc, r.uid limit $1`, [limit]);
}

/** Whether a room exists (a lighter check than roomRow where the row itself is not needed). */
export async function roomExists(q: Queryable, uid: number): Promise<boolean> {
  const [room] = await q.query('select 1 from live_rooms where uid = $1', [uid]);
  return room !== undefined;
}

export async function countShare(q: Queryable, uid: number): Promise<void> {
  await q.query('update live_rooms set shares = shares + 1 where uid = $1', [uid]);
}

/** The room's stream key, made on first ask: `key` is used only when the room has none yet. */
export async function streamKeyOf(q: Queryable, uid: number, key: string): Promise<string> {
  await q.query('update live_rooms set stream_key = $2 where uid = $1 and stream_key is null', [uid, key]);
  const [room] = await q.query<{ stream_key: string }>('select stream_key from live_rooms where uid = $1', [uid]);
  return room!.stream_key;
}

/** Replaces the room's stream key (the old one stops working); false when the streamer has no room. */
export async function replaceStreamKey(q: Queryable, uid: number, key: string): Promise<boolean> {
  const done = await q.query('update live_rooms set stream_key = $2 where uid = $1 returning uid', [uid, key]);
  return done.length > 0;
}

/** The room a stream key belongs to (the RTMP publish check), or undefined for an unknown key. */
export async function roomOfStreamKey(q: Queryable, key: string): Promise<{ uid: number; user_nickname: string } | undefined> {
  const [room] = await q.query<{ uid: number; user_nickname: string }>(
    'select r.uid, u.user_nickname from live_rooms r join users u on u.id = r.uid where r.stream_key = $1',
    [key],
  );
  return room;
}

/** Sets the room's announcement; false when the streamer has no room. */
export async function setAnnouncement(q: Queryable, uid: number, announcement: string): Promise<boolean> {
  const done = await q.query('update live_rooms set announcement = $2 where uid = $1 returning uid', [uid, announcement]);
  return done.length > 0;
}
