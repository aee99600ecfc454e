import type { components } from '@arena/api-client';
import type { Queryable } from '../../db/index';
import { UserError } from '../../envelope';
import { competitionTables, type FormRow } from '../../matches/standings';
import type { Viewer } from '../overview';
import { currentOf, seasonSpan, seasonsOf } from '../seasons';
import { type TeamDbRow, teamRef } from '../team';
import { ensurePredictions, predictionWire } from './predictions';

// Match previews (/foresight): what is known about both teams before a football match, beside the
// model's stored prediction.

type Preview = components['schemas']['ForesightPreview'];
type Side = components['schemas']['ForesightSide'];

interface MatchRow {
  id: number;
  time: string;
  status: number;
  competition_id: number;
  home_team_id: number;
  away_team_id: number;
}

const MATCH_COLUMNS = 'id, time, status, competition_id, home_team_id, away_team_id';

/** The next `limit` football matches not started yet, soonest first. */
export async function upcomingPreviews(q: Queryable, viewer: Viewer, nowSec: number, limit: number): Promise<Preview[]> {
  const rows = await q.query<MatchRow>(
    `select ${MATCH_COLUMNS} from football_matches where status = 1 and time > $1 order by time, id limit $2`,
    [nowSec, limit],
  );
  return previewsOf(q, rows, viewer, nowSec);
}

export async function matchPreview(q: Queryable, viewer: Viewer, nowSec: number, matchId: number): Promise<Preview> {
  const rows = await q.query<MatchRow>(`select ${MATCH_COLUMNS} from football_matches where id = $1`, [matchId]);
  if (rows.length === 0) throw new UserError('server.database.matchNotFound', { id: matchId });
  return (await previewsOf(q, rows, viewer, nowSec))[0]!;
}

async function previewsOf(q: Queryable, rows: readonly MatchRow[], viewer: Viewer, nowSec: number): Promise<Preview[]> {
  if (rows.length === 0) return [];
  const predictions = await ensurePredictions(
    q,
    rows.map((r) => r.id),
    nowSec,
  );
  const teamIds = [...new Set(rows.flatMap((r) => [r.home_team_id, r.away_team_id]))];
  const teams = new Map(
    (
      await q.query<TeamDbRow>(
        'select id, sport, league_id, name_zh, name_zht, name_en, name_vi, logo from teams where id = any($1::int[])',
        [teamIds],
      )
    ).map((t) => [t.id, t]),
  );
  const leagues = new Map(
    (
      await q.query<{ id: number; name_zh: string; name_zht: string; name_en: string; name_vi: string }>(
        'select id, name_zh, name_zht, name_en, name_vi from leagues where id = any($1::int[])',
        [[...new Set(rows.map((r) => r.competition_id))]],
      )
    ).map((l) => [l.id, l]),
  );
  const tables = new Map<number, FormRow[][]>();
  const tablesOf = async (leagueId: number) => {
    let found = tables.get(leagueId);
    if (!found) {
      const season = currentOf(await seasonsOf(q, leagueId), viewer.today);
      const span: [number, number] = season ? seasonSpan(season) : [0, Number.MAX_SAFE_INTEGER];
      const { list } = await competitionTables(q, viewer.origin, { id: leagueId, sport: 0 }, span);
      found = Array.isArray(list) ? [list] : Object.values(list);
      tables.set(leagueId, found);
    }
    return found;
  };
  const out: Preview[] = [];
  for (const r of rows) {
    const time = Number(r.time);
    const side = async (teamId: number): Promise<Side> => {
      const table = (await tablesOf(r.competition_id)).find((t) => t.some((row) => row.team_id === teamId));
      const row = table?.find((x) => x.team_id === teamId);
      return {
        team: teamRef(teams.get(teamId)!, viewer.origin),
        form: await formBefore(q, teamId, time),
        standing: row && table ? { rank: row.rank, teams: table.length, played: row.played, points: row.points } : null,
        suspended: await suspendedFor(q, teamId, time),
      };
    };
    const league = leagues.get(r.competition_id)!;
    out.push({
      match_id: r.id,
      time,
      status: Number(r.status),
      competition: { id: league.id, name_zh: league.name_zh, name_zht: league.name_zht, name_en: league.name_en, name_vi: league.name_vi },
      home: await side(r.home_team_id),
      away: await side(r.away_team_id),
      h2h: await headToHead(q, r.home_team_id, r.away_team_id, time),
      prediction: predictionWire(predictions.get(r.id)!),
    });
  }
  return out;
}

/**
 * Suspensions from the simulator's cards (player_match_stats): a player sent off misses his team's
 * next match, in any competition. So for this match, the team's previous one (any competition) is
 * looked at; if it has not finished yet, its cards are not known and nobody is listed.
 */
export async function suspendedFor(q: Queryable, teamId: number, kickoff: number) {
  const [previous] = await q.query<{ id: number; status: number }>(
    `select id, status from football_matches where (home_team_id = $1 or away_team_id = $1) and time < $2 order by time desc, id desc limit 1`,
    [teamId, kickoff],
  );
  if (!previous || Number(previous.status) !== 8) return [];
  return q.query<{
    player_id: number;
    number: number;
    name_zh: string;
    name_zht: string;
    name_en: string;
    name_vi: string;
    match_id: number;
  }>(
    `select p.id as player_id, p.number, p.name_zh, p.name_zht, p.name_en, p.name_vi, s.match_id
       from player_match_stats s join players p on p.id = s.player_id
      where s.sport = 0 and s.match_id = $1 and s.team_id = $2 and s.red_cards > 0 order by p.number`,
    [previous.id, teamId],
  );
}

/** The last five finished meetings before kick-off, either venue, latest first. */
async function headToHead(q: Queryable, a: number, b: number, before: number) {
  const rows = await q.query<{
    match_id: number;
    time: string;
    home_team_id: number;
    away_team_id: number;
    home_score: number;
    away_score: number;
  }>(
    `select id as match_id, time, home_team_id, away_team_id, home_score, away_score from football_matches
      where status = 8 and time < $3 and ((home_team_id = $1 and away_team_id = $2) or (home_team_id = $2 and away_team_id = $1))
      order by time desc, id desc limit 5`,
    [a, b, before],
  );
  return rows.map((r) => ({ ...r, time: Number(r.time), home_score: Number(r.home_score), away_score: Number(r.away_score) }));
}

/** The team's last five finished results before kick-off in any competition, oldest first, from its side. */
async function formBefore(q: Queryable, teamId: number, before: number): Promise<Array<'W' | 'D' | 'L'>> {
  const rows = await q.query<{ us: number; them: number }>(
    `select case when home_team_id = $1 then home_score else away_score end as us,
            case when home_team_id = $1 then away_score else home_score end as them
       from football_matches where (home_team_id = $1 or away_team_id = $1) and status = 8 and time < $2 order by time desc, id desc limit 5`,
    [teamId, before],
  );
  return rows.reverse().map((r) => (Number(r.us) > Number(r.them) ? 'W' : Number(r.us) === Number(r.them) ? 'D' : 'L'));
}
