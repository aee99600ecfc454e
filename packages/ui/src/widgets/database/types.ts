import type { Named } from '../scores/types';

// The database pages' data (issue 19), shaped as openapi's Db* schemas so the app passes what the
// server answers as it is. ui imports no api-client: these are structural copies of the fields read.

/** A season (openapi Season). */
export interface SeasonData {
  id: number;
  /** The competition's 1st, 2nd, … season. */
  number: number;
  /** First matchday, unix seconds. */
  start_time: number;
  end_time: number;
  rounds: number;
  current?: 0 | 1 | number;
}

/** A competition (openapi DbCompetition): `name_*`, `short_name_*`, `country_name_*`. */
export interface CompetitionData extends Named {
  id: number;
  /** 0 football, 1 basketball. */
  sport: 0 | 1 | number;
  logo?: string;
  primary_color?: string;
  country_id?: number | null;
  is_cup?: 0 | 1 | number;
  teams?: number;
  season?: SeasonData | null;
  is_favourite?: 0 | 1 | number;
}

/** A team as the tables name it (openapi DbTeamRef): `team_name_*`. */
export interface TeamRefData extends Named {
  team_id: number;
  team_logo?: string;
}

export const formResults = ['W', 'D', 'L'] as const;
export type FormResult = (typeof formResults)[number];

/** A leaders row (openapi DbLeaderRow): the player's `name_*`, the team's `team_name_*`. */
export interface LeaderRowData extends TeamRefData {
  rank: number;
  player_id: number;
  number?: number;
  position?: string;
  games: number;
  total: number;
  /** What the table ranks by: the total (football) or per game (basketball). */
  value: number;
}

/** A team's season numbers (openapi DbTeamStats). */
export interface TeamStatsData extends TeamRefData {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  scored_per_game: number;
  conceded_per_game: number;
  clean_sheets?: number;
  yellow_cards?: number;
  red_cards?: number;
  rebounds_per_game?: number;
  assists_per_game?: number;
}

/** A squad player (openapi DbPlayer): `name_*`, `nationality_*`. */
export interface SquadPlayerData extends Named {
  id: number;
  team_id?: number;
  number: number;
  /** Football G, D, M, F; basketball PG, SG, SF, PF, C. */
  position: string;
  birth_date?: string;
  age?: number;
  /** Centimetres. */
  height?: number;
  starter?: 0 | 1 | number;
}

/** A player's season (openapi DbPlayerStats). */
export interface PlayerStatsData {
  games: number;
  starts: number;
  minutes: number;
  goals?: number;
  assists?: number;
  yellow_cards?: number;
  red_cards?: number;
  points?: number;
  rebounds?: number;
  points_per_game?: number;
  rebounds_per_game?: number;
  assists_per_game?: number;
}

/** One finished match of a player (openapi DbPlayerMatch): `competition_short_name_*`, `opponent_name_*`. */
export interface PlayerMatchData extends Named {
  match_id: number;
  time: number;
  competition_id: number;
  side: 'home' | 'away' | string;
  opponent_id: number;
  opponent_logo?: string;
  home_score: number;
  away_score: number;
  result: FormResult | string;
  started: 0 | 1 | number;
  minutes: number;
  goals?: number;
  assists?: number;
  yellow_cards?: number;
  red_cards?: number;
  points?: number;
  rebounds?: number;
}

/** Where a standings position leads: the zones a league colours (top places, relegation). */
export const zoneKinds = ['champions', 'continental', 'qualify', 'relegation'] as const;
export type ZoneKind = (typeof zoneKinds)[number];
export interface StandingZone {
  kind: ZoneKind;
  /** First and last rank of the zone (inclusive). */
  from: number;
  to: number;
}

/** What a list shows while its data is on its way or failed (null data = loading). */
export interface LoadState {
  /** Why the data could not load; shown with a retry. */
  error?: string | null;
  onRetry?: () => void;
}
