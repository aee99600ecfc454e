import type { Named } from '../scores/types';

// The esports pages' data (issue 19): League of Legends, Dota 2 and Counter-Strike 2 series, their
// games (maps), players and league tables. ui imports no api-client: these are the fields the widgets
// read, and the app maps the server's rows onto them (features/esports/model.ts).

export const esportsGames = ['lol', 'dota2', 'cs2'] as const;
export type EsportsGame = (typeof esportsGames)[number];

/** Where a series or one of its games stands. */
export const seriesPhases = ['upcoming', 'live', 'finished'] as const;
export type SeriesPhase = (typeof seriesPhases)[number];

export type Side = 'home' | 'away';

/** A team: `name_zh`, `name_en`, `name_vi` (nameOf picks the interface language's). */
export interface EsportsTeamData extends Named {
  id: number;
  logo?: string;
}

/** One half of a CS2 map: rounds won by each side. */
export interface HalfData {
  home: number;
  away: number;
}

/** One game of a series (a map in CS2) and, while it is played, its live state. */
export interface GameStateData {
  /** 1-based position in the series. */
  number: number;
  phase: SeriesPhase;
  winner?: Side | null;
  /** CS2: the map's name (a proper name, shown as it is). */
  map?: string | null;
  /** Seconds played (LoL, Dota 2). */
  duration?: number | null;
  /** LoL and Dota 2. */
  home_kills?: number;
  away_kills?: number;
  home_towers?: number;
  away_towers?: number;
  /** Home team's gold minus the away team's: negative when the away team leads. */
  gold_lead?: number;
  /** CS2. */
  home_rounds?: number;
  away_rounds?: number;
  halves?: readonly HalfData[];
  /** CS2 team money at the start of the current round. */
  home_economy?: number;
  away_economy?: number;
}

/** A series (Bo1, Bo3, Bo5): `league_name_*` names its league. */
export interface SeriesData extends Named {
  id: number;
  game: EsportsGame;
  league_id?: number;
  phase: SeriesPhase;
  best_of: number;
  /** Start, unix seconds. */
  start_time: number;
  home: EsportsTeamData;
  away: EsportsTeamData;
  /** Games (maps) won. */
  home_score: number;
  away_score: number;
  games?: readonly GameStateData[];
}

/** One player's line in one game: `name` is the player's handle (shown as it is). */
export interface PlayerStatData {
  id: number;
  side: Side;
  name: string;
  /** LoL / Dota 2 hero or champion (a proper name). */
  hero?: string | null;
  kills: number;
  deaths: number;
  assists: number;
  /** LoL / Dota 2. */
  last_hits?: number;
  gold?: number;
  /** CS2: average damage per round. */
  adr?: number;
}

/** A row of a league table. */
export interface EsportsStandingData {
  rank: number;
  team: EsportsTeamData;
  played: number;
  won: number;
  lost: number;
  /** Games (maps) won and lost over all series. */
  maps_won: number;
  maps_lost: number;
  /** maps_won − maps_lost: the table's second key after series won. */
  map_diff: number;
}

/** The loading/error props every esports widget that waits for data takes. */
export interface LoadState {
  /** A message the user can act on; shows the error state instead of the data. */
  error?: string | null;
  onRetry?: () => void;
}
