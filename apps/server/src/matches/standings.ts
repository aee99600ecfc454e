import type { DataOf, operations, StandingRow } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { absolute } from '../format';
import { cupGroups } from '../sim/schedule';
import { SPORTS, type Sport } from './sports';

interface TeamRow {
  id: number;
  name_zh: string;
  name_zht: string;
  name_en: string;
  name_vi: string;
  logo: string;
}

interface Result {
  home: number;
  away: number;
  hs: number;
  as: number;
}

/** spec §3 league standings: 3 points a win and 1 a draw (basketball: 2 a win), then goal difference, goals, name. */
export function standings(teams: TeamRow[], results: Result[], sport: Sport, origin: string): StandingRow[] {
  const table = new Map(teams.map((t) => [t.id, { played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0 }]));
  for (const r of results) {
    const home = table.get(r.home);
    const away = table.get(r.away);
    if (!home || !away) continue; // a cup meeting across groups counts in neither group
    for (const [row, scored, conceded] of [
      [home, r.hs, r.as],
      [away, r.as, r.hs],
    ] as const) {
      row.played += 1;
      row.goals_for += scored;
      row.goals_against += conceded;
      if (scored > conceded) row.won += 1;
      else if (scored === conceded) row.drawn += 1;
      else row.lost += 1;
    }
  }
  return teams
    .map((t) => {
      const s = table.get(t.id)!;
      const points = sport === 0 ? s.won * 3 + s.drawn : s.won * 2 + s.lost;
      return {
        team_id: t.id,
        team_name_zh: t.name_zh,
        team_name_zht: t.name_zht,
        team_name_en: t.name_en,
        team_name_vi: t.name_vi,
        team_logo: absolute(origin, t.logo),
        ...s,
        goal_diff: s.goals_for - s.goals_against,
        points,
      };
    })
    .sort(
      (a, b) =>
        b.points - a.points || b.goal_diff - a.goal_diff || b.goals_for - a.goals_for || a.team_name_en.localeCompare(b.team_name_en),
    )
    .map((row, i) => ({ rank: i + 1, ...row }));
}

/** Standings computed from the finished results in the database (WIRE.md `{ group, list }`): one table, or one per cup group. */
export async function seasonTable(q: Queryable, origin: string, id: number): Promise<DataOf<operations['football_seasonTable']>> {
  const [league] = await q.query<{ id: number; sport: Sport }>('select id, sport from leagues where id = $1', [id]);
  if (!league) throw new UserError('server.scores.competitionNotFound', { id });
  const sport = league.sport;
  const s = SPORTS[sport];
  const results = (
    await q.query<Result>(
      `select m.home_team_id as home, m.away_team_id as away, ${s.homeScore} as hs, ${s.awayScore} as "as" from ${s.table} m
        where m.competition_id = $1 and ${s.finished}`,
      [id],
    )
  ).map((r) => ({ home: r.home, away: r.away, hs: Number(r.hs), as: Number(r.as) }));
  const groups = cupGroups(id);
  if (!groups) {
    const teams = await q.query<TeamRow>(
      'select id, name_zh, name_zht, name_en, name_vi, logo from teams where league_id = $1 order by id',
      [id],
    );
    return { group: 0, list: standings(teams, results, sport, origin) };
  }
  const all = await q.query<TeamRow>('select id, name_zh, name_zht, name_en, name_vi, logo from teams where id = any($1::int[])', [
    Object.values(groups).flat(),
  ]);
  const list: Record<string, StandingRow[]> = {};
  for (const [letter, ids] of Object.entries(groups)) {
    list[letter] = standings(
      all.filter((t) => ids.includes(t.id)),
      results,
      sport,
      origin,
    );
  }
  return { group: Object.keys(groups).length, list };
}
