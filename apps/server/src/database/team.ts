import type { DataOf, operations } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { absolute } from '../format';
import { basketballSelect, footballSelect } from '../matches/queries';
import { type BasketballDbRow, basketballRow, type FootballDbRow, footballRow } from '../matches/rows';
import { SPORTS, type Sport } from '../matches/sports';
import { competitionTables } from '../matches/standings';
import { competition } from './competitions';
import { formOf } from './matches';
import type { Viewer } from './overview';
import { squadOf } from './players';
import { currentOf, seasonSpan, seasonsOf, seasonWire } from './seasons';
import { teamStats } from './team-stats';

// A team's page: profile, its league and season, standing, form, numbers and squad, and what is next.

export interface TeamDbRow {
  id: number;
  sport: Sport;
  league_id: number;
  name_zh: string;
  name_zht: string;
  name_en: string;
  name_vi: string;
  logo: string;
}

export async function teamOf(q: Queryable, id: number): Promise<TeamDbRow> {
  const [team] = await q.query<TeamDbRow>(
    'select id, sport, league_id, name_zh, name_zht, name_en, name_vi, logo from teams where id = $1',
    [id],
  );
  if (!team) throw new UserError('server.database.teamNotFound', { id });
  return { ...team, sport: Number(team.sport) === 1 ? 1 : 0 };
}

export const teamRef = (t: TeamDbRow, origin: string) => ({
  team_id: t.id,
  team_name_zh: t.name_zh,
  team_name_zht: t.name_zht,
  team_name_en: t.name_en,
  team_name_vi: t.name_vi,
  team_logo: absolute(origin, t.logo),
});

export async function teamPage(q: Queryable, id: number, viewer: Viewer, nowMs: number): Promise<DataOf<operations['database_team']>> {
  const team = await teamOf(q, id);
  const league = { id: team.league_id, sport: team.sport };
  const season = currentOf(await seasonsOf(q, league.id), viewer.today);
  const span: [number, number] = season ? seasonSpan(season) : [0, Number.MAX_SAFE_INTEGER];
  const tables = await competitionTables(q, viewer.origin, league, span);
  const rows = Array.isArray(tables.list) ? tables.list : Object.values(tables.list).flat();
  const [stats] = await teamStats(q, viewer.origin, league, span, id);
  const s = SPORTS[team.sport];
  const next = `where (m.home_team_id = $1 or m.away_team_id = $1) and ${s.notStarted} order by ${s.time}, m.id limit 1`;
  const nextMatch =
    team.sport === 0
      ? (await q.query<FootballDbRow>(`${footballSelect('$2')} ${next}`, [id, viewer.userId])).map((r) => footballRow(r, viewer.origin))[0]
      : (await q.query<BasketballDbRow>(`${basketballSelect('$2')} ${next}`, [id, viewer.userId])).map((r) =>
          basketballRow(r, viewer.origin),
        )[0];
  return {
    team: teamRef(team, viewer.origin),
    sport: team.sport,
    competition: await competition(q, league.id, viewer.userId, viewer.today, viewer.origin),
    season: season ? seasonWire(season, viewer.today) : null,
    standing: rows.find((r) => r.team_id === id) ?? null,
    form: await formOf(q, id, team.sport),
    stats: stats!,
    squad: await squadOf(q, id, nowMs),
    next_match: nextMatch ?? null,
  };
}
