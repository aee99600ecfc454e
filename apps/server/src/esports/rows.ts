import type { components } from '@arena/api-client/schema';
import type { Queryable } from '../db/index';
import { absolute } from '../format';

// The contract's esports rows (EsportsMatch, EsportsTeam, EsportsLeague) from the tables, with
// absolute image URLs (WIRE.md) and the room on air showing each series.

export type EsportsMatch = components['schemas']['EsportsMatch'];
export type EsportsTeam = components['schemas']['EsportsTeam'];
export type EsportsLeague = components['schemas']['EsportsLeague'];
type GameState = components['schemas']['EsportsGameState'];

/** A series with its league, teams and room: `where` / `order` / limits are appended by the caller. */
export const SERIES_SELECT = `
  select s.id, s.game, s.league_id, s.best_of, s.status, s.start_time, s.end_time, s.home_score, s.away_score, s.winner_id,
         s.current_game, s.live,
         l.short_name as league_short_name, l.name_zh as league_name_zh, l.name_zht as league_name_zht,
         l.name_en as league_name_en, l.name_vi as league_name_vi, l.logo as league_logo,
         h.id as home_id, h.name as home_name, h.short_name as home_short_name, h.logo as home_logo, h.region as home_region,
         a.id as away_id, a.name as away_name, a.short_name as away_short_name, a.logo as away_logo, a.region as away_region,
         (select min(r.uid) from live_rooms r where r.type = 2 and r.islive = 1 and r.match_id = s.id) as room_uid
    from esports_series s
    join esports_leagues l on l.id = s.league_id
    join esports_teams h on h.id = s.home_team_id
    join esports_teams a on a.id = s.away_team_id`;

export interface SeriesRow {
  id: number;
  game: EsportsMatch['game'];
  league_id: number;
  best_of: 1 | 3 | 5;
  status: 1 | 2 | 3;
  start_time: string | number;
  end_time: string | number | null;
  home_score: number;
  away_score: number;
  winner_id: number | null;
  current_game: number | null;
  live: GameState | null;
  league_short_name: string;
  league_name_zh: string;
  league_name_zht: string;
  league_name_en: string;
  league_name_vi: string;
  league_logo: string;
  home_id: number;
  home_name: string;
  home_short_name: string;
  home_logo: string;
  home_region: string;
  away_id: number;
  away_name: string;
  away_short_name: string;
  away_logo: string;
  away_region: string;
  room_uid: number | null;
}

const team = (origin: string, id: number, name: string, short: string, logo: string, region: string): EsportsTeam => ({
  id,
  name,
  short_name: short,
  logo: absolute(origin, logo),
  region,
});

export function toEsportsMatch(r: SeriesRow, origin: string): EsportsMatch {
  return {
    id: r.id,
    game: r.game,
    league_id: r.league_id,
    league_short_name: r.league_short_name,
    league_name_zh: r.league_name_zh,
    league_name_zht: r.league_name_zht,
    league_name_en: r.league_name_en,
    league_name_vi: r.league_name_vi,
    league_logo: absolute(origin, r.league_logo),
    best_of: r.best_of,
    status: r.status,
    start_time: Number(r.start_time),
    end_time: r.end_time === null ? null : Number(r.end_time),
    home: team(origin, r.home_id, r.home_name, r.home_short_name, r.home_logo, r.home_region),
    away: team(origin, r.away_id, r.away_name, r.away_short_name, r.away_logo, r.away_region),
    home_score: r.home_score,
    away_score: r.away_score,
    winner_id: r.winner_id,
    current_game: r.status === 1 ? r.current_game : null,
    live: r.status === 1 ? r.live : null,
    room_uid: r.room_uid === null ? null : Number(r.room_uid),
  };
}

export async function seriesByIds(q: Queryable, ids: readonly number[], origin: string): Promise<Map<number, EsportsMatch>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<SeriesRow>(`${SERIES_SELECT} where s.id = any($1)`, [ids]);
  return new Map(rows.map((r) => [r.id, toEsportsMatch(r, origin)]));
}

export interface LeagueRow {
  id: number;
  game: EsportsLeague['game'];
  name_zh: string;
  name_zht: string;
  name_en: string;
  name_vi: string;
  short_name: string;
  region: EsportsLeague['region'];
  logo: string;
  teams: number;
  live: number;
}

export const LEAGUE_SELECT = `
  select l.id, l.game, l.name_zh, l.name_zht, l.name_en, l.name_vi, l.short_name, l.region, l.logo,
         (select count(*)::int from esports_teams t where t.league_id = l.id) as teams,
         (select count(*)::int from esports_series s where s.league_id = l.id and s.status = 1) as live
    from esports_leagues l`;

export const toEsportsLeague = (r: LeagueRow, origin: string): EsportsLeague => ({ ...r, logo: absolute(origin, r.logo) });

export const toEsportsTeam = (
  r: { id: number; name: string; short_name: string; logo: string; region: string },
  origin: string,
): EsportsTeam => team(origin, r.id, r.name, r.short_name, r.logo, r.region);
