import type { components } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import type { Sport } from '../matches/sports';

// The seasons of a competition (migrations/012, sim/seasons.ts): which one a request means, and its
// span in Unix seconds for the queries on the match tables.

export const DAY_SEC = 86_400;

export interface SeasonRow {
  id: number;
  league_id: number;
  number: number;
  start_day: number;
  days: number;
}

export interface LeagueRow {
  id: number;
  sport: Sport;
}

export const dayOf = (nowMs: number) => Math.floor(nowMs / 86_400_000);

/** [from, to) of a season in Unix seconds. */
export const seasonSpan = (s: SeasonRow): [number, number] => [s.start_day * DAY_SEC, (s.start_day + s.days) * DAY_SEC];

export const isCurrent = (s: SeasonRow, today: number) => today >= s.start_day && today < s.start_day + s.days;

export function seasonWire(s: SeasonRow, today: number): components['schemas']['Season'] {
  const [start_time, end_time] = seasonSpan(s);
  return { id: s.id, number: s.number, start_time, end_time, rounds: s.days, current: isCurrent(s, today) ? 1 : 0 };
}

/** The competition, or code 1 naming the id. */
export async function leagueOf(q: Queryable, id: number): Promise<LeagueRow> {
  const [league] = await q.query<LeagueRow>('select id, sport from leagues where id = $1', [id]);
  if (!league) throw new UserError('server.scores.competitionNotFound', { id });
  return { id: league.id, sport: Number(league.sport) as Sport };
}

/** Every season of a competition, latest first. */
export const seasonsOf = (q: Queryable, leagueId: number) =>
  q.query<SeasonRow>('select id, league_id, number, start_day, days from seasons where league_id = $1 order by number desc', [leagueId]);

/** The season in progress today, else the latest begun, else the first; undefined when the competition has none. */
export function currentOf(seasons: readonly SeasonRow[], today: number): SeasonRow | undefined {
  return seasons.find((s) => isCurrent(s, today)) ?? seasons.find((s) => s.start_day <= today) ?? seasons[seasons.length - 1];
}

/** The season asked for (`season_id`), or the current one; code 1 when it is not the competition's. */
export async function seasonOf(q: Queryable, leagueId: number, seasonId: number | undefined, today: number): Promise<SeasonRow> {
  const seasons = await seasonsOf(q, leagueId);
  const season = seasonId === undefined ? currentOf(seasons, today) : seasons.find((s) => s.id === seasonId);
  if (!season) throw new UserError('server.database.seasonNotFound', { id: seasonId ?? leagueId });
  return season;
}
