import type { DataOf, operations, StandingRow } from '@arena/api-client';
import { currentOf, dayOf, leagueOf, seasonSpan, seasonsOf } from '../database/seasons';
import type { Queryable } from '../db/index';
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

export interface Result {
  home: number;
  away: number;
  hs: number;
  as: number;
  /** Kick-off, for the order of the form. */
  time?: number;
}

export type Scope = 'all' | 'home' | 'away';
type Outcome = 'W' | 'D' | 'L';
export type FormRow = StandingRow & { form: Outcome[] };

/**
 * spec §3 league standings: 3 points a win and 1 a draw (basketball: 2 a win, 1 a loss), then goal
 * difference, goals, name. `scope` home counts each team's home matches only, away its away matches;
 * `form` is the last five results counted, oldest first.
 */
export function standings(teams: TeamRow[], results: Result[], sport: Sport, origin: string, scope: Scope = 'all'): FormRow[] {
  const table = new Map(
    teams.map((t) => [t.id, { played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, form: [] as Outcome[] }]),
  );
  const ordered = [...results].sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
  for (const r of ordered) {
    const home = table.get(r.home);
    const away = table.get(r.away);
    if (!home || !away) continue; // a cup meeting across groups counts in neither group
    const sides = [
      [home, r.hs, r.as, 'home'],
      [away, r.as, r.hs, 'away'],
    ] as const;
    for (const [row, scored, conceded, side] of sides) {
      if (scope !== 'all' && scope !== side) continue;
      row.played += 1;
      row.goals_for += scored;
      row.goals_against += conceded;
      const outcome: Outcome = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
      if (outcome === 'W') row.won += 1;
      else if (outcome === 'D') row.drawn += 1;
      else row.lost += 1;
      row.form.push(outcome);
    }
  }
  return teams
    .map((t) => {
      const { form, ...s } = table.get(t.id)!;
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
        form: form.slice(-5),
      };
    })
    .sort(
      (a, b) =>
        b.points - a.points || b.goal_diff - a.goal_diff || b.goals_for - a.goals_for || a.team_name_en.localeCompare(b.team_name_en),
    )
    .map((row, i) => ({ rank: i + 1, ...row }));
}

/** The finished results of a competition kicked off in [from, to) (a season), oldest first. */
export async function finishedResults(q: Queryable, sport: Sport, leagueId: number, [from, to]: [number, number]): Promise<Result[]> {
  const s = SPORTS[sport];
  return (
    await q.query<Result>(
      `select m.home_team_id as home, m.away_team_id as away, ${s.homeScore} as hs, ${s.awayScore} as "as", ${s.time} as time
         from ${s.table} m where m.competition_id = $1 and ${s.finished} and ${s.time} >= $2 and ${s.time} < $3 order by ${s.time}, m.id`,
      [leagueId, from, to],
    )
  ).map((r) => ({ home: r.home, away: r.away, hs: Number(r.hs), as: Number(r.as), time: Number(r.time) }));
}

/** A competition's table (one, or one per cup group keyed by letter) over a span of kick-offs. */
export async function competitionTables(
  q: Queryable,
  origin: string,
  league: { id: number; sport: Sport },
  span: [number, number],
  scope: Scope = 'all',
): Promise<{ group: number; list: FormRow[] | Record<string, FormRow[]> }> {
  const results = await finishedResults(q, league.sport, league.id, span);
  const groups = cupGroups(league.id);
  if (!groups) {
    const teams = await q.query<TeamRow>(
      'select id, name_zh, name_zht, name_en, name_vi, logo from teams where league_id = $1 order by id',
      [league.id],
    );
    return { group: 0, list: standings(teams, results, league.sport, origin, scope) };
  }
  const all = await q.query<TeamRow>('select id, name_zh, name_zht, name_en, name_vi, logo from teams where id = any($1::int[])', [
    Object.values(groups).flat(),
  ]);
  const list: Record<string, FormRow[]> = {};
  for (const [letter, ids] of Object.entries(groups)) {
    list[letter] = standings(
      all.filter((t) => ids.includes(t.id)),
      results,
      league.sport,
      origin,
      scope,
    );
  }
  return { group: Object.keys(groups).length, list };
}

const withoutForm = ({ form: _form, ...row }: FormRow): StandingRow => row;

/** Standings computed from the finished results of the current season (WIRE.md `{ group, list }`): one table, or one per cup group. */
export async function seasonTable(
  q: Queryable,
  origin: string,
  id: number,
  nowMs: number,
): Promise<DataOf<operations['football_seasonTable']>> {
  const league = await leagueOf(q, id);
  const season = currentOf(await seasonsOf(q, id), dayOf(nowMs));
  const span: [number, number] = season ? seasonSpan(season) : [0, Number.MAX_SAFE_INTEGER];
  const { group, list } = await competitionTables(q, origin, league, span);
  return {
    group,
    list: Array.isArray(list)
      ? list.map(withoutForm)
      : Object.fromEntries(Object.entries(list).map(([k, rows]) => [k, rows.map(withoutForm)])),
  };
}
