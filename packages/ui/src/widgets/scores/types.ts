// The match data the score widgets draw, shaped as the wire rows (WIRE.md "Matches") so an app can pass
// the rows it holds as they are: a row object that did not change keeps its identity, and the memoised
// rows skip it (a score update re-renders only its own row). ui imports no api-client: these are
// structural copies of the fields it reads.

/** Team, league and player names come in `_zh`, `_zht`, `_en` (and `_vi`) variants. */
export type Named = Record<string, unknown>;

/** One odds cell (football): eu home/draw/away, asia home/handicap/away, bs over/line/under. */
export interface OddsCellData {
  win?: number | string | null;
  draw?: number | string | null;
  fail?: number | string | null;
  /** 1: suspended, shown as 封. */
  sealing_disk?: 0 | 1 | number;
}

export interface OddsMarketData {
  initial?: OddsCellData;
  immediate?: OddsCellData;
  scram?: OddsCellData;
}

export const oddsMarkets = ['asia', 'eu', 'bs'] as const;
export type OddsMarket = (typeof oddsMarkets)[number];

/** A football row (api/Football/football_match, merged with `football_match` frames). */
export interface FootballMatchData extends Named {
  id: number;
  /** 1 not started; 2 first half; 3 half-time; 4 second half; 5 extra time; 6 other play; 7 penalties; 8 finished; 9–13 abnormal. */
  status?: number;
  competition_id?: number;
  primary_color?: string;
  /** Kick-off, unix seconds. */
  time?: number;
  /** The minute shown, e.g. "67" or "45+2". */
  match_str?: string;
  home_score?: number;
  away_score?: number;
  /** "1-0" */
  half_score?: string;
  /** "3-2" */
  corner_kick?: string;
  home_yellow_card?: number;
  away_yellow_card?: number;
  home_red_card?: number;
  away_red_card?: number;
  is_collect?: 0 | 1 | number;
  mlive?: 0 | 1 | number;
  exponent?: Partial<Record<OddsMarket, OddsMarketData>>;
}

/** A basketball odds cell: `host` / `guest` prices, `line` the handicap or total. */
export interface BasketballOddsData {
  host?: number | string | null;
  guest?: number | string | null;
  early?: number | string | null;
  line?: number | null;
  sealing_disk?: 0 | 1 | number;
}

/** A basketball row (api/Basketball/getList, merged with `basketball_match` frames). */
export interface BasketballMatchData extends Named {
  id: number;
  /** 1 not started; 2/4/6/8 quarters; 3/5/7 breaks; 9 overtime; 10 finished; 0, 11–15 abnormal. */
  status_id?: number;
  competition_id?: number;
  primary_color?: string;
  /** Seconds left in the quarter. */
  time_left?: number | string | null;
  /** Tip-off, unix seconds. */
  match_time?: number;
  home_team_data?: Named & { logo?: string };
  away_team_data?: Named & { logo?: string };
  home_scores?: number[];
  away_scores?: number[];
  home_scores_total?: number;
  away_scores_total?: number;
  is_collect?: 0 | 1 | number;
  eu?: BasketballOddsData;
  asia?: BasketballOddsData;
  bs?: BasketballOddsData;
}

export type Sport = 'football' | 'basketball';
export type MatchData = FootballMatchData | BasketballMatchData;

/** Which list section a match belongs to. */
export type MatchPhase = 'live' | 'upcoming' | 'finished' | 'abnormal';

/** What the rows show (SPEC §3 immediately settings value1–4). */
export interface RowDisplay {
  /** value1: yellow and red card counts. */
  cards: boolean;
  /** value2: half-time score. */
  halfTime: boolean;
  /** value3: odds cells. */
  odds: boolean;
  /** value4: corners. */
  corners: boolean;
}

export const defaultRowDisplay: RowDisplay = { cards: true, halfTime: true, odds: false, corners: false };
