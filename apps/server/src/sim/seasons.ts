import type { Queryable } from '../db/index';
import { LEAGUES } from '../seed/data';

// Seasons (migrations/012): a competition plays one matchday (round) a day. A league's season is a
// double round robin of its teams (14 rounds for 8 teams); a cup's lasts as long. The first season of
// a competition starts PLAYED_ROUNDS days before the schedule's window, so at a first start the seed
// plays those rounds with the simulator's own scripts (seed.ts refreshSchedule); when a season ends
// the next begins the day after.

export const SEASON_DAYS = 14;
/** Rounds played before the schedule's first day (two days ago) at a first start. */
export const PLAYED_ROUNDS = 8;

export interface SeasonSpan {
  league_id: number;
  number: number;
  start_day: number;
  days: number;
}

/** Matchday `round` (from 1) of a double round robin of `teams` (circle method; the second half swaps home and away). */
export function roundRobin(teams: readonly number[], round: number): Array<[home: number, away: number]> {
  const list = teams.length % 2 === 0 ? [...teams] : [...teams, -1];
  const n = list.length;
  const half = n - 1;
  const r = (((round - 1) % (2 * half)) + 2 * half) % (2 * half);
  const leg = r % half;
  // Rotate every team but the first `leg` places.
  const rotating = list.slice(1);
  const turned = [list[0]!, ...rotating.slice(rotating.length - leg), ...rotating.slice(0, rotating.length - leg)];
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < n / 2; i++) {
    const a = turned[i]!;
    const b = turned[n - 1 - i]!;
    if (a < 0 || b < 0) continue;
    // Alternate home and away by round so no team is always at home; the second leg swaps.
    const first = (i === 0 ? leg % 2 === 0 : i % 2 === 1) ? [a, b] : [b, a];
    pairs.push((r >= half ? [first[1], first[0]] : first) as [number, number]);
  }
  return pairs;
}

/** Makes sure every competition has seasons up to `lastDay`; returns them all, oldest first. */
export async function ensureSeasons(q: Queryable, firstDay: number, lastDay: number): Promise<SeasonSpan[]> {
  const existing = await q.query<SeasonSpan>('select league_id, number, start_day, days from seasons order by league_id, number');
  const seasons = [...existing];
  for (const league of LEAGUES) {
    const own = seasons.filter((s) => s.league_id === league.id);
    let last = own[own.length - 1];
    if (!last) {
      last = { league_id: league.id, number: 1, start_day: firstDay - PLAYED_ROUNDS, days: SEASON_DAYS };
      await insertSeason(q, last);
      seasons.push(last);
    }
    while (last.start_day + last.days <= lastDay) {
      last = { league_id: league.id, number: last.number + 1, start_day: last.start_day + last.days, days: SEASON_DAYS };
      await insertSeason(q, last);
      seasons.push(last);
    }
  }
  return seasons;
}

async function insertSeason(q: Queryable, s: SeasonSpan) {
  await q.query('insert into seasons (league_id, number, start_day, days) values ($1,$2,$3,$4) on conflict do nothing', [
    s.league_id,
    s.number,
    s.start_day,
    s.days,
  ]);
}

/** The season of a competition that a day falls in, if any. */
export const seasonOn = (seasons: readonly SeasonSpan[], leagueId: number, day: number) =>
  seasons.find((s) => s.league_id === leagueId && day >= s.start_day && day < s.start_day + s.days);
