import type { DataOf, operations } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { SPORTS } from '../matches/sports';
import { competitionTables, type FormRow } from '../matches/standings';
import { competition } from './competitions';
import { leaders } from './leaders';
import { currentRound, roundsOf, roundsPlayed } from './schedule';
import { leagueOf, seasonOf, seasonSpan, seasonsOf, seasonWire } from './seasons';

// A competition's overview (/base-football?id=, /base-basketball?id=): its season, how far it has
// gone, the leader and the top scorer, each computed from the matches and the players' lines.

export interface Viewer {
  userId: number;
  today: number;
  origin: string;
}

export async function overview(
  q: Queryable,
  id: number,
  seasonId: number | undefined,
  viewer: Viewer,
): Promise<DataOf<operations['database_competition']>> {
  const league = await leagueOf(q, id);
  const season = await seasonOf(q, id, seasonId, viewer.today);
  const span = seasonSpan(season);
  const rounds = await roundsOf(q, league, season);
  const s = SPORTS[league.sport];
  const [scored] = await q.query<{ n: number }>(
    `select coalesce(sum(${s.homeScore} + ${s.awayScore}), 0)::int as n from ${s.table} m
      where m.competition_id = $1 and ${s.finished} and ${s.time} >= $2 and ${s.time} < $3`,
    [id, ...span],
  );
  const tables = await competitionTables(q, viewer.origin, league, span);
  const firsts: FormRow[] = Array.isArray(tables.list) ? tables.list.slice(0, 1) : Object.values(tables.list).map((rows) => rows[0]!);
  const leader =
    firsts.filter((r) => r.played > 0).sort((a, b) => b.points - a.points || b.goal_diff - a.goal_diff || b.goals_for - a.goals_for)[0] ??
    null;
  const [top] = await leaders(q, viewer.origin, league, span, league.sport === 0 ? 'goals' : 'points', 1);
  return {
    competition: await competition(q, id, viewer.userId, viewer.today, viewer.origin),
    season: seasonWire(season, viewer.today),
    seasons: (await seasonsOf(q, id)).map((x) => seasonWire(x, viewer.today)),
    rounds_played: roundsPlayed(rounds),
    rounds_total: season.days,
    current_round: currentRound(season, viewer.today),
    matches_played: rounds.reduce((a, r) => a + r.finished, 0),
    matches_total: rounds.reduce((a, r) => a + r.matches, 0),
    scored: Number(scored?.n ?? 0),
    leader,
    top_scorer: top ?? null,
  };
}
