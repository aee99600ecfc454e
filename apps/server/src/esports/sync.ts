import type { Queryable } from '../db/index';
import type { GameCode } from './data';
import { type SeriesPlan, seriesAt, seriesPlan } from './script/series';
import type { GameMoment } from './script/types';

// Brings the stored series up to a moment: each series' row (status, maps won, the game in progress)
// and its games' rows (state and players' lines), written in the caller's transaction. The start
// calls it to catch up; the esports simulator on every tick, pushing the frames it returns.

interface SeriesRow {
  id: number;
  game: GameCode;
  best_of: 1 | 3 | 5;
  start_time: string | number;
  home_team_id: number;
  away_team_id: number;
  home_rating: number;
  away_rating: number;
  status: number;
  home_score: number;
  away_score: number;
  current_game: number | null;
  live: GameState | null;
}

/** The contract's EsportsGameState. */
export interface GameState {
  number: number;
  status: 1 | 3;
  map: string | null;
  start_time: number;
  duration: number;
  round: number | null;
  winner_id: number | null;
  home: GameMoment['sides'][0];
  away: GameMoment['sides'][1];
}

/** The contract's EsportsFrame (the `data` of a `{code:100}` push). */
export interface EsportsFrame {
  type: 'esports';
  id: number;
  game: GameCode;
  status: 1 | 2 | 3;
  end_time: number | null;
  home_score: number;
  away_score: number;
  winner_id: number | null;
  current_game: number | null;
  live: GameState | null;
}

export interface SeriesChange {
  frame: EsportsFrame;
  /** A change of status, score or game (pushed at once), rather than only live statistics. */
  major: boolean;
}

/** Plans are pure functions of the series; kept while the series is in progress. */
const plans = new Map<number, SeriesPlan>();

function planOf(row: SeriesRow): SeriesPlan {
  let plan = plans.get(row.id);
  if (!plan) {
    plan = seriesPlan({ id: row.id, game: row.game, bestOf: row.best_of, homeRating: row.home_rating, awayRating: row.away_rating });
    plans.set(row.id, plan);
  }
  return plan;
}

/** Looks at the series that have started since `fromSec` and are not over yet as stored. */
export async function syncEsports(q: Queryable, nowMs: number, speed: number, fromSec: number): Promise<SeriesChange[]> {
  const pace = speed > 0 ? speed : 1;
  const nowSec = Math.floor(nowMs / 1000);
  const rows = await q.query<SeriesRow>(
    `select s.id, s.game, s.best_of, s.start_time, s.home_team_id, s.away_team_id, h.rating as home_rating, a.rating as away_rating,
            s.status, s.home_score, s.away_score, s.current_game, s.live
       from esports_series s
       join esports_teams h on h.id = s.home_team_id
       join esports_teams a on a.id = s.away_team_id
      where s.status <> 3 and s.start_time between $1 and $2
      order by s.start_time, s.id`,
    [fromSec, nowSec],
  );
  if (rows.length === 0) return [];
  const teamIds = [...new Set(rows.flatMap((r) => [r.home_team_id, r.away_team_id]))];
  const roster = new Map<number, Array<{ id: number; team_id: number; nickname: string; role: string }>>();
  for (const p of await q.query<{ id: number; team_id: number; nickname: string; role: string }>(
    'select id, team_id, nickname, role from esports_players where team_id = any($1) order by team_id, sort',
    [teamIds],
  )) {
    roster.set(p.team_id, [...(roster.get(p.team_id) ?? []), p]);
  }

  const changes: SeriesChange[] = [];
  const seriesUpdates: unknown[] = [];
  const gameRows: unknown[] = [];
  for (const row of rows) {
    const start = Number(row.start_time);
    const plan = planOf(row);
    const moment = seriesAt(plan, (nowMs / 1000 - start) * pace);
    const teamOf = (side: 0 | 1 | null) => (side === null ? null : side === 0 ? row.home_team_id : row.away_team_id);
    const states = moment.games.map(
      (g): GameState => ({
        number: g.number,
        status: g.moment.finished ? 3 : 1,
        map: g.moment.map,
        start_time: start + Math.floor(g.offset / pace),
        duration: g.moment.duration,
        round: g.moment.round,
        winner_id: teamOf(g.moment.winner),
        home: g.moment.sides[0],
        away: g.moment.sides[1],
      }),
    );
    const live = moment.status === 1 ? (states.at(-1) ?? null) : null;
    const frame: EsportsFrame = {
      type: 'esports',
      id: row.id,
      game: row.game,
      status: moment.status,
      end_time: moment.endOffset === null ? null : start + Math.ceil(moment.endOffset / pace),
      home_score: moment.score[0],
      away_score: moment.score[1],
      winner_id: teamOf(moment.winner),
      current_game: moment.currentGame,
      live,
    };
    const major =
      frame.status !== row.status ||
      frame.home_score !== row.home_score ||
      frame.away_score !== row.away_score ||
      frame.current_game !== row.current_game ||
      live?.number !== row.live?.number ||
      live?.status !== row.live?.status;
    if (!major && JSON.stringify(live) === JSON.stringify(row.live)) continue;
    changes.push({ frame, major });
    if (plans.has(row.id) && frame.status === 3) plans.delete(row.id);
    seriesUpdates.push({
      id: row.id,
      status: frame.status,
      home_score: frame.home_score,
      away_score: frame.away_score,
      winner_id: frame.winner_id,
      end_time: frame.end_time,
      current_game: frame.current_game,
      live,
    });
    // The games that can have changed since the stored state: from the one stored as live on.
    const from = Math.min(row.live?.number ?? 1, row.current_game ?? 1);
    const home = roster.get(row.home_team_id) ?? [];
    const away = roster.get(row.away_team_id) ?? [];
    for (const [i, state] of states.entries()) {
      if (state.number < from) continue;
      const lines = moment.games[i]!.moment.lines;
      const players = ([0, 1] as const).flatMap((side) =>
        (side === 0 ? home : away).map((p, place) => ({
          player_id: p.id,
          team_id: p.team_id,
          nickname: p.nickname,
          role: p.role,
          ...lines[side][place]!,
        })),
      );
      gameRows.push({
        series_id: row.id,
        number: state.number,
        status: state.status,
        map: state.map,
        start_time: state.start_time,
        duration: state.duration,
        round: state.round,
        winner_id: state.winner_id,
        home: state.home,
        away: state.away,
        players,
      });
    }
  }
  if (seriesUpdates.length > 0) {
    await q.query(
      `update esports_series s set status = x.status, home_score = x.home_score, away_score = x.away_score, winner_id = x.winner_id,
              end_time = x.end_time, current_game = x.current_game, live = x.live
         from jsonb_to_recordset($1::jsonb) as x(id int, status int, home_score int, away_score int, winner_id int, end_time bigint,
              current_game int, live jsonb)
        where s.id = x.id`,
      [JSON.stringify(seriesUpdates)],
    );
  }
  if (gameRows.length > 0) {
    await q.query(
      `insert into esports_games (series_id, number, status, map, start_time, duration, round, winner_id, home, away, players)
       select series_id, number, status, map, start_time, duration, round, winner_id, home, away, players
         from jsonb_to_recordset($1::jsonb) as x(series_id int, number int, status int, map text, start_time bigint, duration int,
              round int, winner_id int, home jsonb, away jsonb, players jsonb)
       on conflict (series_id, number) do update set status = excluded.status, duration = excluded.duration, round = excluded.round,
              winner_id = excluded.winner_id, home = excluded.home, away = excluded.away, players = excluded.players`,
      [JSON.stringify(gameRows)],
    );
  }
  return changes;
}
