import type { components } from '@arena/api-client/schema';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import {
  type EsportsTeam,
  LEAGUE_SELECT,
  type LeagueRow,
  SERIES_SELECT,
  type SeriesRow,
  toEsportsLeague,
  toEsportsMatch,
  toEsportsTeam,
} from './rows';

// Esports/leagues and Esports/league: the leagues of a game, and a league's teams, standings (computed
// from its finished series), schedule and results.

type StandingRow = components['schemas']['EsportsStandingRow'];

export async function leagueList(q: Queryable, game: string | undefined, origin: string) {
  const rows = await q.query<LeagueRow>(
    `${LEAGUE_SELECT} where ($1::text is null or l.game = $1)
      order by case l.game when 'lol' then 0 when 'dota2' then 1 else 2 end, l.id`,
    [game ?? null],
  );
  return { list: rows.map((r) => toEsportsLeague(r, origin)) };
}

/** Series won, then map difference, then maps won, then name. */
export function standingsOf(
  teams: readonly EsportsTeam[],
  finished: ReadonlyArray<{ home_id: number; away_id: number; home_score: number; away_score: number; winner_id: number | null }>,
): StandingRow[] {
  const rows = new Map(
    teams.map((team) => [
      team.id,
      { team, played: 0, wins: 0, losses: 0, map_wins: 0, map_losses: 0, map_diff: 0, form: [] as Array<'W' | 'L'> },
    ]),
  );
  // `finished` is oldest first, so form ends with the latest series.
  for (const s of finished) {
    for (const [id, won, lost] of [
      [s.home_id, s.home_score, s.away_score],
      [s.away_id, s.away_score, s.home_score],
    ] as const) {
      const row = rows.get(id);
      if (!row) continue;
      const win = s.winner_id === id;
      row.played += 1;
      row.wins += win ? 1 : 0;
      row.losses += win ? 0 : 1;
      row.map_wins += won;
      row.map_losses += lost;
      row.map_diff = row.map_wins - row.map_losses;
      row.form = [...row.form, win ? ('W' as const) : ('L' as const)].slice(-5);
    }
  }
  return [...rows.values()]
    .sort((a, b) => b.wins - a.wins || b.map_diff - a.map_diff || b.map_wins - a.map_wins || a.team.name.localeCompare(b.team.name))
    .map((row, i) => ({ rank: i + 1, ...row }));
}

export async function leaguePage(q: Queryable, id: number, origin: string) {
  const [league] = await q.query<LeagueRow>(`${LEAGUE_SELECT} where l.id = $1`, [id]);
  if (!league) throw new UserError('server.esports.leagueNotFound', { id });
  const teams = (
    await q.query<{ id: number; name: string; short_name: string; logo: string; region: string }>(
      'select id, name, short_name, logo, region from esports_teams where league_id = $1 order by id',
      [id],
    )
  ).map((t) => toEsportsTeam(t, origin));
  const finished = await q.query<SeriesRow>(`${SERIES_SELECT} where s.league_id = $1 and s.status = 3 order by s.start_time, s.id`, [id]);
  const schedule = await q.query<SeriesRow>(
    `${SERIES_SELECT} where s.league_id = $1 and s.status <> 3 order by s.status, s.start_time, s.id limit 20`,
    [id],
  );
  return {
    league: toEsportsLeague(league, origin),
    teams,
    standings: standingsOf(teams, finished),
    schedule: schedule.map((r) => toEsportsMatch(r, origin)),
    results: finished
      .slice(-20)
      .reverse()
      .map((r) => toEsportsMatch(r, origin)),
  };
}
