import type { components } from '@arena/api-client/schema';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { LEAGUE_SELECT, type LeagueRow, SERIES_SELECT, type SeriesRow, toEsportsLeague, toEsportsMatch } from './rows';

// Esports/match: a series with its games (maps) and players' lines, both rosters, its league and the
// two teams' last meetings.

type EsportsGame = components['schemas']['EsportsGame'];
type EsportsPlayer = components['schemas']['EsportsPlayer'];

interface GameRow extends Omit<EsportsGame, 'start_time'> {
  start_time: string | number;
}

export async function seriesOrFail(q: Queryable, id: number): Promise<SeriesRow> {
  const [row] = await q.query<SeriesRow>(`${SERIES_SELECT} where s.id = $1`, [id]);
  if (!row) throw new UserError('server.esports.matchNotFound', { id });
  return row;
}

export async function seriesDetail(q: Queryable, id: number, origin: string) {
  const row = await seriesOrFail(q, id);
  const [league] = await q.query<LeagueRow>(`${LEAGUE_SELECT} where l.id = $1`, [row.league_id]);
  const games = await q.query<GameRow>(
    `select number, status, map, start_time, duration, round, winner_id, home, away, players
       from esports_games where series_id = $1 order by number`,
    [id],
  );
  const players = await q.query<EsportsPlayer>(
    'select id, team_id, nickname, name, role, country from esports_players where team_id = any($1) order by team_id, sort',
    [[row.home_id, row.away_id]],
  );
  const meetings = await q.query<SeriesRow>(
    `${SERIES_SELECT} where s.status = 3 and s.id <> $1
        and ((s.home_team_id = $2 and s.away_team_id = $3) or (s.home_team_id = $3 and s.away_team_id = $2))
      order by s.start_time desc, s.id desc limit 5`,
    [id, row.home_id, row.away_id],
  );
  return {
    match: toEsportsMatch(row, origin),
    league: toEsportsLeague(league!, origin),
    games: games.map((g) => ({ ...g, start_time: Number(g.start_time) })),
    rosters: {
      home: players.filter((p) => p.team_id === row.home_id),
      away: players.filter((p) => p.team_id === row.away_id),
    },
    meetings: meetings.map((m) => toEsportsMatch(m, origin)),
  };
}
