import type { components } from '@arena/api-client/schema';

// The score socket's frames (WIRE.md "Score socket"), as the server pushes them in
// `{ "code": 100, "data": { "type": …, … } }`.

export type Market = 'asia' | 'eu' | 'bs';
export type OddsCell = components['schemas']['OddsCell'];
export type BasketballOddsCell = components['schemas']['BasketballOdds'];

/** Merged into the football row with the same `id`. */
export interface FootballMatchFrame {
  type: 'football_match';
  id: number;
  status: number;
  match_str: string;
  home_score: number;
  away_score: number;
  half_score: string;
  corner_kick: string;
  home_yellow_card: number;
  away_yellow_card: number;
  home_red_card: number;
  away_red_card: number;
}

/** One cell of one market of one odds company: `name` asia / eu / bs, `name1` initial / immediate / scram. */
export interface FootballExponentFrame {
  type: 'football_exponent';
  sourceid: number;
  company_id: number;
  name: Market;
  name1: 'initial' | 'immediate' | 'scram';
  exponent: OddsCell;
}

/** Merged into the basketball row whose `id` is `match_id`. */
export interface BasketballMatchFrame {
  type: 'basketball_match';
  match_id: number;
  status_id: number;
  time_left: number | null;
  home_scores: number[];
  away_scores: number[];
  home_scores_total: number;
  away_scores_total: number;
}

/** `team_id` is the match id (WIRE.md), `exponent` the market, `data` its cell. */
export interface BasketballExponentFrame {
  type: 'basketball_exponent';
  team_id: number;
  exponent: Market;
  data: BasketballOddsCell;
}

export type ScoreFrame = FootballMatchFrame | FootballExponentFrame | BasketballMatchFrame | BasketballExponentFrame;
export const SCORE_FRAME_TYPES = ['football_match', 'football_exponent', 'basketball_match', 'basketball_exponent'] as const;

/** Rows as the HTTP calls answer them (api/Football/football_match, api/Basketball/getList). */
export type FootballRow = Partial<components['schemas']['FootballMatch']> & { id: number } & Record<string, unknown>;
export type BasketballRow = Partial<components['schemas']['BasketballMatch']> & { id: number } & Record<string, unknown>;

/** 0 football, 1 basketball (as `classify_type`). */
export type Sport = 0 | 1;

/** What a client can choose with `classify`: a sport of the score store, or 2 for esports pushes. */
export type Classify = Sport | 2;

/**
 * An esports series' change (issue 19): merged into the row with the same `id` (Esports/matches,
 * Esports/match). Pushed only to clients that classified 2 (esports) or never classified.
 */
export type EsportsFrame = components['schemas']['EsportsFrame'];

/** Any parsed incoming frame: `name` is `data.type`, else `type`, else `code` as text. */
export interface IncomingMessage {
  code: number | undefined;
  name: string;
  data: unknown;
  /** The whole parsed frame (or the text when it was not structured). */
  raw: unknown;
}
