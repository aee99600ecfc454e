import { UserError } from '../envelope';

// What the match queries share: the two sports' tables and status codes, days in the client's time
// zone, and positional parameters.

export type Sport = 0 | 1;
export const DAY_SEC = 86_400;
const DAY_MS = DAY_SEC * 1000;
/** `ids` at most (a screen of rows to resynchronise, a favourites list). */
const MAX_IDS = 200;

/** Per sport: the table and what its columns and status codes mean (WIRE.md). */
export const SPORTS = {
  0: {
    table: 'football_matches',
    time: 'm.time',
    live: 'm.status between 2 and 7',
    notStarted: 'm.status = 1',
    ended: 'm.status >= 8',
    finished: 'm.status = 8',
    homeScore: 'm.home_score',
    awayScore: 'm.away_score',
  },
  1: {
    table: 'basketball_matches',
    time: 'm.match_time',
    live: 'm.status_id between 2 and 9',
    notStarted: 'm.status_id = 1',
    ended: '(m.status_id >= 10 or m.status_id = 0)',
    finished: 'm.status_id = 10',
    homeScore: 'm.home_scores_total',
    awayScore: 'm.away_scores_total',
  },
} as const;

/** Positional parameters built up alongside the SQL. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** [start, end) of a day in unix seconds: `date` (YYYY-MM-DD) or today, in the client's time zone. */
export function dayRange(date: string | undefined, tzMinutes: number, nowMs: number): [number, number] {
  const offsetMs = tzMinutes * 60_000;
  let startMs: number;
  if (date) {
    const ms = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new UserError('server.scores.badDate', { date });
    startMs = ms - offsetMs;
  } else {
    startMs = Math.floor((nowMs + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  }
  const start = Math.floor(startMs / 1000);
  return [start, start + DAY_SEC];
}

/** A comma list of match ids (the contract's pattern), without repeats. */
export function idList(ids: string | undefined): number[] | undefined {
  if (!ids) return undefined;
  const list = [...new Set(ids.split(',').map(Number))];
  if (list.length > MAX_IDS) throw new UserError('server.scores.tooManyIds', { limit: MAX_IDS });
  return list;
}

export const statusCondition = (sport: Sport, status: number): string | undefined => {
  const s = SPORTS[sport];
  return status === 1 ? s.live : status === 2 ? s.notStarted : status === 3 ? s.ended : undefined;
};

/** In progress, then not started (soonest first), then finished (latest first). */
export const listOrder = (sport: Sport) => {
  const s = SPORTS[sport];
  const group = `(case when ${s.live} then 0 when ${s.notStarted} then 1 else 2 end)`;
  return `${group}, case when ${group} = 2 then -${s.time} else ${s.time} end, m.id`;
};

/** `alias.column_zh as prefix_zh`, … for the four languages of a name. */
export const NAMES = (alias: string, prefix: string, column = 'name') =>
  ['zh', 'zht', 'en', 'vi'].map((l) => `${alias}.${column}_${l} as ${prefix}_${l}`).join(', ');
