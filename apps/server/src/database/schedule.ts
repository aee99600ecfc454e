import type { BasketballMatch, FootballMatch } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { basketballSelect, footballSelect } from '../matches/queries';
import { type BasketballDbRow, basketballRow, type FootballDbRow, footballRow } from '../matches/rows';
import { SPORTS, type Sport } from '../matches/sports';
import { DAY_SEC, type SeasonRow, seasonSpan } from './seasons';

// A competition's season round by round: one round (matchday) a day from the season's first day
// (sim/seasons.ts), each with how many of its matches have finished, and one round's matches.

export interface RoundCount {
  round: number;
  start_time: number;
  matches: number;
  finished: number;
}

/** Every round of the season with its day and its matches counted (rounds not yet scheduled count 0). */
export async function roundsOf(q: Queryable, league: { id: number; sport: Sport }, season: SeasonRow): Promise<RoundCount[]> {
  const s = SPORTS[league.sport];
  const [from, to] = seasonSpan(season);
  const counted = await q.query<{ day: number; matches: number; finished: number }>(
    `select floor(${s.time} / ${DAY_SEC})::int as day, count(*)::int as matches, count(*) filter (where ${s.finished})::int as finished
       from ${s.table} m where m.competition_id = $1 and ${s.time} >= $2 and ${s.time} < $3 group by 1`,
    [league.id, from, to],
  );
  return Array.from({ length: season.days }, (_, i) => {
    const day = season.start_day + i;
    const c = counted.find((r) => Number(r.day) === day);
    return { round: i + 1, start_time: day * DAY_SEC, matches: Number(c?.matches ?? 0), finished: Number(c?.finished ?? 0) };
  });
}

/** Today's round, or the last (first) when the season is over (not begun). */
export const currentRound = (season: SeasonRow, today: number) => Math.min(season.days, Math.max(1, today - season.start_day + 1));

/** A round is played when it has matches and all of them have finished. */
export const roundsPlayed = (rounds: readonly RoundCount[]) => rounds.filter((r) => r.matches > 0 && r.finished === r.matches).length;

/** The matches of one round, by kick-off, as the score lists' rows. */
export async function roundMatches(
  q: Queryable,
  league: { id: number; sport: Sport },
  season: SeasonRow,
  round: number,
  userId: number,
  origin: string,
): Promise<FootballMatch[] | BasketballMatch[]> {
  if (round > season.days) throw new UserError('server.database.roundNotFound', { round, rounds: season.days });
  const from = (season.start_day + round - 1) * DAY_SEC;
  const s = SPORTS[league.sport];
  const where = `where m.competition_id = $1 and ${s.time} >= $3 and ${s.time} < $4 order by ${s.time}, m.id`;
  const params = [league.id, userId, from, from + DAY_SEC];
  if (league.sport === 0) {
    return (await q.query<FootballDbRow>(`${footballSelect('$2')} ${where}`, params)).map((r) => footballRow(r, origin));
  }
  return (await q.query<BasketballDbRow>(`${basketballSelect('$2')} ${where}`, params)).map((r) => basketballRow(r, origin));
}
