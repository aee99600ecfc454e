import type { BasketballMatch, components, FootballMatch, HotMatch } from '@arena/api-client';
import { absolute } from '../format';
import type { StatLine } from '../sim/script/index';

// The rows the match queries read (what each select returns) and their mapping to the contract's
// shapes (WIRE.md). bigint columns (kick-off times) arrive as text from PostgreSQL, hence Number().

type Schemas = components['schemas'];
export type BattleRow = Schemas['BattleRow'];
type Names<P extends string> = Record<`${P}_${'zh' | 'zht' | 'en' | 'vi'}`, string>;
type Bigint = string | number;
type Flag = 0 | 1;

/** A row of footballSelect (queries.ts). */
export type FootballDbRow = Names<'competition_name'> &
  Names<'competition_short_name'> &
  Names<'home_team_name'> &
  Names<'away_team_name'> & {
    id: number;
    status: number;
    competition_id: number;
    competition_logo: string;
    primary_color: string;
    country_id: number | null;
    home_team_id: number;
    away_team_id: number;
    home_team_logo: string;
    away_team_logo: string;
    time: Bigint;
    match_str: string;
    home_score: number;
    away_score: number;
    half_score: string;
    corner_kick: string;
    home_yellow_card: number;
    home_red_card: number;
    away_yellow_card: number;
    away_red_card: number;
    exponent: Schemas['Exponent'];
    is_hot: Flag;
    /** The statistics written so far (`{}` before the simulator has written any). */
    stats: StatLine[] | Record<string, never>;
    is_collect: Flag;
    mlive: Flag;
  };

/** A row of basketballSelect (queries.ts). */
export type BasketballDbRow = Names<'short_name'> &
  Names<'competition_name'> &
  Names<'home_name'> &
  Names<'away_name'> & {
    id: number;
    competition_id: number;
    competition_logo: string;
    primary_color: string;
    country_id: number | null;
    status_id: number;
    time_left: number | null;
    match_time: Bigint;
    home_team_id: number;
    home_logo: string;
    away_team_id: number;
    away_logo: string;
    home_scores: number[];
    away_scores: number[];
    home_scores_total: number;
    away_scores_total: number;
    odds: { eu?: Schemas['BasketballOdds']; asia?: Schemas['BasketballOdds']; bs?: Schemas['BasketballOdds'] };
    is_hot: Flag;
    stats: StatLine[] | Record<string, never>;
    is_collect: Flag;
    mlive: Flag;
  };

/** WIRE.md's football row. */
export function footballRow(r: FootballDbRow, origin: string): FootballMatch {
  const { stats: _stats, ...row } = r;
  return {
    ...row,
    time: Number(r.time),
    competition_logo: absolute(origin, r.competition_logo),
    home_team_logo: absolute(origin, r.home_team_logo),
    away_team_logo: absolute(origin, r.away_team_logo),
  };
}

/** WIRE.md's basketball row: teams as `home_team_data` / `away_team_data`, odds as `eu` / `asia` / `bs`. */
export function basketballRow(r: BasketballDbRow, origin: string): BasketballMatch {
  const team = (side: 'home' | 'away') => ({
    id: r[`${side}_team_id` as const],
    logo: absolute(origin, r[`${side}_logo` as const]),
    short_name_zh: r[`${side}_name_zh` as const],
    short_name_zht: r[`${side}_name_zht` as const],
    short_name_en: r[`${side}_name_en` as const],
    short_name_vi: r[`${side}_name_vi` as const],
  });
  const odds = r.odds ?? {};
  return {
    id: r.id,
    competition_id: r.competition_id,
    short_name_zh: r.short_name_zh,
    short_name_zht: r.short_name_zht,
    short_name_en: r.short_name_en,
    short_name_vi: r.short_name_vi,
    competition_name_zh: r.competition_name_zh,
    competition_name_zht: r.competition_name_zht,
    competition_name_en: r.competition_name_en,
    competition_name_vi: r.competition_name_vi,
    competition_logo: absolute(origin, r.competition_logo),
    primary_color: r.primary_color,
    country_id: r.country_id,
    status_id: r.status_id,
    time_left: r.time_left,
    match_time: Number(r.match_time),
    home_team_data: team('home'),
    away_team_data: team('away'),
    home_scores: r.home_scores,
    away_scores: r.away_scores,
    home_scores_total: r.home_scores_total,
    away_scores_total: r.away_scores_total,
    is_collect: r.is_collect,
    mlive: r.mlive,
    eu: odds.eu,
    asia: odds.asia,
    bs: odds.bs,
  };
}

/** A row of HOT_SELECT (queries.ts): either sport, `state` 0 not started, 1 live, 2 ended. */
export type HotDbRow = Names<'short_name'> &
  Names<'home_name'> &
  Names<'away_name'> & {
    id: number;
    sport: number;
    competition_id: number;
    competition: string;
    match_time: Bigint;
    status: number;
    match_str: string;
    state: number;
    home_logo: string;
    home_score: number;
    away_logo: string;
    away_score: number;
    is_hot: Flag;
  };

/** A live room showing a match: the streamers on a hot match's row. */
export interface MatchRoomRow {
  uid: number;
  avatar: string;
  match_id: number;
  type: number;
}

/** WIRE.md's hot-match row (sourceid, type, status_type, …) with the streamers showing it. */
export function hotRow(r: HotDbRow, rooms: MatchRoomRow[], origin: string): HotMatch {
  return {
    sourceid: r.id,
    type: r.sport === 1 ? 1 : 0,
    competition_id: r.competition_id,
    competition: r.competition,
    short_name_zh: r.short_name_zh,
    short_name_zht: r.short_name_zht,
    short_name_en: r.short_name_en,
    short_name_vi: r.short_name_vi,
    match_time: Number(r.match_time),
    status: r.status,
    match_str: r.match_str,
    status_type: Number(r.state),
    home_team_name: r.home_name_zh,
    home_team_name_zh: r.home_name_zh,
    home_team_name_zht: r.home_name_zht,
    home_team_name_en: r.home_name_en,
    home_team_name_vi: r.home_name_vi,
    home_team_logo: absolute(origin, r.home_logo),
    home_scores: Number(r.home_score),
    away_team_name: r.away_name_zh,
    away_team_name_zh: r.away_name_zh,
    away_team_name_zht: r.away_name_zht,
    away_team_name_en: r.away_name_en,
    away_team_name_vi: r.away_name_vi,
    away_team_logo: absolute(origin, r.away_logo),
    away_scores: Number(r.away_score),
    anchor: rooms
      .filter((room) => room.match_id === r.id && (room.type === 1) === (r.sport === 1))
      .map((room) => ({ id: room.uid, avatar: absolute(origin, room.avatar) })),
  };
}

/** A row of battleSelect (queries.ts). */
export type BattleDbRow = Names<'competition_short_name'> & {
  id: number;
  time: Bigint;
  competition_id: number;
  competition: string;
  home_team_id: number;
  away_team_id: number;
  home_name: string;
  home_name_zht: string;
  home_name_en: string;
  home_name_vi: string;
  away_name: string;
  away_name_zht: string;
  away_name_en: string;
  away_name_vi: string;
  home_score: number;
  away_score: number;
  half_score: string;
};

/** A past meeting; with `forTeam`, also its result for that team (W / D / L). */
export function battleRow(r: BattleDbRow, forTeam?: number): BattleRow {
  const row = {
    ...r,
    time: Number(r.time),
    home_score: Number(r.home_score),
    away_score: Number(r.away_score),
  };
  if (forTeam === undefined) return row;
  const own = forTeam === r.home_team_id ? row.home_score : row.away_score;
  const other = forTeam === r.home_team_id ? row.away_score : row.home_score;
  return { ...row, result: own > other ? 'W' : own === other ? 'D' : 'L' };
}
