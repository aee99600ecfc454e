import type { Queryable } from '../db/index';
import { BASKETBALL, FOOTBALL, LEAGUES } from '../seed/data';
import { between, hash, prng } from '../seed/prng';
import { BASKETBALL_DURATION_MIN, basketballOdds, FOOTBALL_DURATION_MIN, footballOdds, footballScript } from './script/index';
import { ensureSeasons, roundRobin, type SeasonSpan, seasonOn } from './seasons';

// The fixtures: the daily schedule's matches and the "live slate" that keeps matches in progress
// whenever someone looks (at start, and rolled on by the simulator as matches finish).

export const DAY_MS = 86_400_000;
/** The schedule spans two days ago to three days ahead (issue 2). */
export const DAYS_BEFORE = 2;
export const DAYS_AFTER = 3;
export const MIN_LIVE_FOOTBALL = 6;
export const MIN_LIVE_BASKETBALL = 3;
/** Leagues whose matches are "hot" (spec §9: the footer's football leagues). */
const HOT_FOOTBALL = [82, 108, 120, 129, 45, 46, 542];

export const teamId = (leagueId: number, index: number) => leagueId * 100 + index + 1;

/** A league's teams; a cup competition's are four of each league it borrows from. */
export function teamPool(leagueId: number): number[] {
  const league = LEAGUES.find((l) => l.id === leagueId)!;
  if (league.teams) return league.teams.map((_, i) => teamId(league.id, i));
  return (league.borrow ?? []).flatMap((b) => teamPool(b).slice(0, 4));
}

/** Cup groups (A, B, …) of four: the n-th team of each borrowed league's four. */
export function cupGroups(leagueId: number): Record<string, number[]> | null {
  const league = LEAGUES.find((l) => l.id === leagueId);
  if (!league?.borrow) return null;
  const pools = league.borrow.map((b) => teamPool(b).slice(0, 4));
  const groups: Record<string, number[]> = {};
  for (let g = 0; g < 4; g++) groups[String.fromCharCode(65 + g)] = pools.map((pool) => pool[(g + league.id) % 4]!);
  return groups;
}

export async function insertMatch(q: Queryable, sport: number, id: number, leagueId: number, home: number, away: number, kickoff: number) {
  if (sport === FOOTBALL) {
    await q.query(
      `insert into football_matches (id, competition_id, home_team_id, away_team_id, time, status, exponent, is_hot)
       values ($1,$2,$3,$4,$5,1,$6,$7) on conflict (id) do nothing`,
      [id, leagueId, home, away, kickoff, JSON.stringify(footballOdds(id)), HOT_FOOTBALL.includes(leagueId) ? 1 : 0],
    );
  } else {
    await q.query(
      `insert into basketball_matches (id, competition_id, home_team_id, away_team_id, match_time, status_id, odds, is_hot)
       values ($1,$2,$3,$4,$5,1,$6,1) on conflict (id) do nothing`,
      [id, leagueId, home, away, kickoff, JSON.stringify(basketballOdds(id))],
    );
  }
}

/**
 * The daily schedule from `fromDay` (two days before `nowMs` unless told) to three days after (existing
 * days are kept). A league plays a whole round of its season's round robin a day; a cup, within one
 * of its groups. The seasons are made first (sim/seasons.ts).
 */
export async function insertScheduleDays(q: Queryable, nowMs: number, fromDay?: number) {
  const today = Math.floor(nowMs / DAY_MS);
  const seasons = await ensureSeasons(q, today - DAYS_BEFORE, today + DAYS_AFTER);
  for (let day = fromDay ?? today - DAYS_BEFORE; day <= today + DAYS_AFTER; day++) await insertDay(q, day, seasons);
}

async function insertDay(q: Queryable, day: number, seasons: readonly SeasonSpan[]) {
  for (const [leagueIndex, league] of LEAGUES.entries()) {
    const rand = prng(hash(`schedule:${league.id}:${day}`));
    const season = seasonOn(seasons, league.id, day);
    let pairs: Array<[number, number]>;
    if (league.teams && season) {
      pairs = roundRobin(teamPool(league.id), day - season.start_day + 1);
    } else {
      // A cup's matches of the day are within one of its groups (for the group tables of season_table).
      const groups = cupGroups(league.id);
      const pool = groups ? Object.values(groups)[((day % 4) + 4) % 4]! : teamPool(league.id);
      const shuffled = [...pool].sort(() => rand() - 0.5);
      pairs = [];
      for (let n = 0; n < league.perDay && shuffled.length >= 2; n++) pairs.push([shuffled.pop()!, shuffled.pop()!]);
    }
    for (const [n, [home, away]] of pairs.entries()) {
      const id = day * 100 + leagueIndex * 10 + n;
      const kickoff = Math.floor((day * DAY_MS) / 1000) + (between(rand, 10, 21) * 60 + (rand() < 0.5 ? 0 : 30)) * 60;
      await insertMatch(q, league.sport, id, league.id, home, away, kickoff);
    }
  }
}

// Slate ids sit above the daily ids (day * 100 + …) and apart per sport, so a hot-match list mixing
// both sports never holds two rows with the same `sourceid`.
export const FOOTBALL_SLATE_BASE = 100_000_000;
export const BASKETBALL_SLATE_BASE = 200_000_000;

/** Real minutes (at speed 1) into play of the slate's matches when the server starts. */
const FOOTBALL_OFFSETS = [4, 21, 38, 52, 70, 95];
const BASKETBALL_OFFSETS = [5, 24, 47];

/** Real minutes at speed 1 from kick-off to the point where a match counts as about to finish. */
const FOOTBALL_LIVE_WINDOW = FOOTBALL_DURATION_MIN - 10;
const BASKETBALL_LIVE_WINDOW = BASKETBALL_DURATION_MIN - 6;

/** Real minutes after kick-off (speed 1) at which the match clock shows `minute`. */
function elapsedForMinute(minute: number): number {
  return minute <= 45 ? minute - 1 : 62 + (minute - 46);
}

/**
 * Tops the matches in progress up to the minimum. At start (`rolling` false) they are spread over the
 * match so several minutes show at once, the first placed a few minutes before one of its goals so a
 * newcomer sees one soon; while the simulator runs (`rolling`) a new match kicks off as one ends.
 * Returns the ids inserted.
 */
export async function insertLiveSlate(q: Queryable, nowMs: number, speed: number, rolling = false): Promise<number[]> {
  const pace = speed > 0 ? speed : 1;
  const nowSec = Math.floor(nowMs / 1000);
  const inserted: number[] = [];
  const sports = [
    {
      sport: FOOTBALL,
      table: 'football_matches',
      time: 'time',
      window: FOOTBALL_LIVE_WINDOW,
      min: MIN_LIVE_FOOTBALL,
      offsets: FOOTBALL_OFFSETS,
      base: FOOTBALL_SLATE_BASE,
    },
    {
      sport: BASKETBALL,
      table: 'basketball_matches',
      time: 'match_time',
      window: BASKETBALL_LIVE_WINDOW,
      min: MIN_LIVE_BASKETBALL,
      offsets: BASKETBALL_OFFSETS,
      base: BASKETBALL_SLATE_BASE,
    },
  ] as const;
  for (const s of sports) {
    const since = nowSec - Math.floor((s.window * 60) / pace);
    const [live] = await q.query<{ n: number }>(`select count(*)::int as n from ${s.table} where ${s.time} <= $1 and ${s.time} > $2`, [
      nowSec,
      since,
    ]);
    const missing = Math.max(0, s.min - (live?.n ?? 0));
    if (missing === 0) continue;
    const [last] = await q.query<{ id: number | null }>(`select max(id) as id from ${s.table} where id >= $1 and id < $2`, [
      s.base,
      s.base + 100_000_000,
    ]);
    let next = Math.max(s.base, Number(last?.id ?? s.base - 1) + 1);
    const leagues = LEAGUES.filter((l) => l.sport === s.sport && l.teams);
    for (let k = 0; k < missing; k++) {
      const id = next++;
      const rand = prng(hash(`slate:${id}`));
      const league = leagues[id % leagues.length]!;
      const pool = teamPool(league.id);
      const home = pool[between(rand, 0, pool.length - 1)]!;
      const others = pool.filter((t) => t !== home);
      const away = others[between(rand, 0, others.length - 1)]!;
      let offset = rolling ? 0 : s.offsets[k % s.offsets.length]!;
      if (!rolling && k === 0 && s.sport === FOOTBALL) {
        const goal = footballScript(id).find((e) => e.kind === 'goal' && e.minute >= 10);
        if (goal) offset = elapsedForMinute(goal.minute - 8);
      }
      await insertMatch(q, s.sport, id, league.id, home, away, nowSec - Math.floor((offset * 60) / pace));
      inserted.push(id);
    }
  }
  return inserted;
}
