import type { Queryable } from '../db/index';
import { between, hash, prng } from '../seed/prng';
import { ESPORTS_LEAGUES, esportsTeamId, GAMES, type GameCode, type LeagueSeed } from './data';

// The esports fixtures: two series a league a day from three days ago to three days ahead, at the
// hours the league plays in its region, and a "live slate" that keeps series of every game in
// progress whenever someone looks (at start, and rolled on by the simulator as series end).

export const DAY_SEC = 86_400;
export const ESPORTS_DAYS_BEFORE = 3;
export const ESPORTS_DAYS_AFTER = 3;
/** Series in progress kept per game. */
export const MIN_LIVE_PER_GAME = 2;
/** Slate ids sit above the daily ids (day × 100 + …). */
export const ESPORTS_SLATE_BASE = 300_000_000;

/** First series of the day by region, UTC hours (evenings in the region's own time). */
const FIRST_HOUR: Record<string, number> = { cn: 9, kr: 8, eu: 16, sea: 10, world: 13, na: 21, cis: 14, br: 20 };
/** Real minutes (at speed 1) into play of the slate's series at start. */
const SLATE_OFFSETS = [6, 31];

/** Every pairing of a league's teams once (a single round robin), in a fixed order. */
function pairings(league: LeagueSeed): Array<[number, number]> {
  const ids = league.teams.map((_, i) => esportsTeamId(league.id, i));
  const pairs: Array<[number, number]> = [];
  for (let a = 0; a < ids.length; a++) for (let b = a + 1; b < ids.length; b++) pairs.push([ids[a]!, ids[b]!]);
  return pairs;
}

export async function insertSeries(
  q: Queryable,
  s: { id: number; game: GameCode; league: number; home: number; away: number; bestOf: number; start: number },
) {
  await q.query(
    `insert into esports_series (id, game, league_id, home_team_id, away_team_id, best_of, start_time)
     values ($1,$2,$3,$4,$5,$6,$7) on conflict (id) do nothing`,
    [s.id, s.game, s.league, s.home, s.away, s.bestOf, s.start],
  );
}

/** The schedule around `nowMs` (days already written are kept as they are). */
export async function insertEsportsDays(q: Queryable, nowMs: number) {
  const today = Math.floor(nowMs / 1000 / DAY_SEC);
  for (let day = today - ESPORTS_DAYS_BEFORE; day <= today + ESPORTS_DAYS_AFTER; day++) {
    for (const [index, league] of ESPORTS_LEAGUES.entries()) {
      const pairs = pairings(league);
      const rand = prng(hash(`esports-schedule:${league.id}:${day}`));
      for (let n = 0; n < 2; n++) {
        const [a, b] = pairs[(day * 2 + n) % pairs.length]!;
        const [home, away] = rand() < 0.5 ? [a, b] : [b, a];
        // The week's last day is a big one: its second series is a best of five.
        const bestOf = n === 1 && day % 7 === 6 ? 5 : league.bestOf;
        const hour = (FIRST_HOUR[league.region] ?? 12) + n * 4;
        const start = day * DAY_SEC + hour * 3600 + between(rand, 0, 1) * 1800;
        await insertSeries(q, { id: day * 100 + index * 10 + n, game: league.game, league: league.id, home, away, bestOf, start });
      }
    }
  }
}

/**
 * Tops the series in progress of each game up to MIN_LIVE_PER_GAME. At start (`rolling` false) they
 * begin a few minutes and half an hour ago, so different stages show; while the simulator runs a new
 * one starts now as one ends. Returns the ids inserted.
 */
export async function insertEsportsSlate(q: Queryable, nowMs: number, speed: number, rolling = false): Promise<number[]> {
  const pace = speed > 0 ? speed : 1;
  const nowSec = Math.floor(nowMs / 1000);
  const live = await q.query<{ game: GameCode; n: number }>(
    `select game, count(*)::int as n from esports_series where status = 1 or (status = 2 and start_time <= $1) group by game`,
    [nowSec],
  );
  const [last] = await q.query<{ id: number | null }>('select max(id) as id from esports_series where id >= $1', [ESPORTS_SLATE_BASE]);
  let next = Math.max(ESPORTS_SLATE_BASE, Number(last?.id ?? ESPORTS_SLATE_BASE - 1) + 1);
  // Teams already playing are not put in a second series at the same time.
  const busy = new Set(
    (
      await q.query<{ home_team_id: number; away_team_id: number }>(
        'select home_team_id, away_team_id from esports_series where status = 1 or (status = 2 and start_time <= $1)',
        [nowSec],
      )
    ).flatMap((r) => [r.home_team_id, r.away_team_id]),
  );
  const inserted: number[] = [];
  for (const game of GAMES) {
    const missing = MIN_LIVE_PER_GAME - (live.find((r) => r.game === game)?.n ?? 0);
    const leagues = ESPORTS_LEAGUES.filter((l) => l.game === game);
    for (let k = 0; k < missing; k++) {
      const id = next++;
      const rand = prng(hash(`esports-slate:${id}`));
      // The first league of the game (from the id on) with two teams free.
      const league = [...leagues.slice(id % leagues.length), ...leagues].find((l) =>
        pairings(l).some(([a, b]) => !busy.has(a) && !busy.has(b)),
      );
      if (!league) break;
      const pairs = pairings(league).filter(([a, b]) => !busy.has(a) && !busy.has(b));
      const [home, away] = pairs[between(rand, 0, pairs.length - 1)]!;
      busy.add(home);
      busy.add(away);
      const offset = rolling ? 0 : SLATE_OFFSETS[k % SLATE_OFFSETS.length]!;
      await insertSeries(q, { id, game, league: league.id, home, away, bestOf: 3, start: nowSec - Math.floor((offset * 60) / pace) });
      inserted.push(id);
    }
  }
  return inserted;
}
