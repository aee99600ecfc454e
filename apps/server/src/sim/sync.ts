import type { Queryable } from '../db/index';
import type { BasketballExponentFrame, BasketballMatchFrame, FootballExponentFrame, FootballMatchFrame, ScoreFrame } from './frames';
import {
  BASKETBALL_FINAL,
  type BasketballState,
  basketballLines,
  basketballOddsMovements,
  basketballProgress,
  basketballStats,
  FOOTBALL_FINAL,
  type FootballState,
  footballClock,
  footballLines,
  footballOddsMovements,
  footballScript,
  footballStateAt,
  footballStats,
  footballTimeline,
  type Market,
} from './script/index';

// Brings the stored matches up to a moment: each match's row (score, minute, cards, stats, odds),
// its timeline and its odds history, written in the caller's transaction. The seed calls it at start
// to catch up; the simulator calls it on every tick and pushes the frames it returns (WIRE.md).

export const FOOTBALL_SPORT = 0;
export const BASKETBALL_SPORT = 1;
/** spec §9: company_id 1 is the odds company of the app state. */
export const ODDS_COMPANY = 1;

interface MatchTeams {
  id: number;
  competition_id: number;
  home_team_id: number;
  away_team_id: number;
  synced: number;
}
type FootballRow = FootballState & MatchTeams & { time: string | number };
type BasketballRow = BasketballState & MatchTeams & { match_time: string | number };

/**
 * The odds movements of a match after `synced` up to `clock`: the history rows to insert, the odds
 * as they stand after the last one, and the markets that moved.
 */
function oddsSince<E>(
  sport: number,
  id: number,
  movements: ReadonlyArray<{ clock: number; markets: Market[]; score: string; exponent: E }>,
  synced: number,
  clock: number,
) {
  const rows: unknown[] = [];
  const moved = new Set<Market>();
  let latest: E | undefined;
  for (const [seq, m] of movements.entries()) {
    if (m.clock <= synced || m.clock > clock) continue;
    rows.push({
      match_id: id,
      sport,
      seq,
      company_id: ODDS_COMPANY,
      clock: m.clock,
      score: m.score,
      markets: m.markets.join(','),
      exponent: m.exponent,
    });
    latest = m.exponent;
    for (const market of m.markets) moved.add(market);
  }
  return { rows, latest, moved };
}

const FOOTBALL_FIELDS = [
  'status',
  'match_str',
  'home_score',
  'away_score',
  'half_score',
  'corner_kick',
  'home_yellow_card',
  'away_yellow_card',
  'home_red_card',
  'away_red_card',
] as const;

/** Which matches to look at: those kicked off in a window (start-up catch-up) or the active ones. */
export interface SyncWindow {
  fromSec: number;
  toSec: number;
}

export async function syncFootball(q: Queryable, nowMs: number, speed: number, window: SyncWindow): Promise<ScoreFrame[]> {
  const nowSec = Math.floor(nowMs / 1000);
  const rows = await q.query<FootballRow>(
    `select id, competition_id, time, home_team_id, away_team_id, status, match_str, home_score, away_score, half_score, corner_kick,
            home_yellow_card, away_yellow_card, home_red_card, away_red_card, synced
       from football_matches where time between $1 and $2 and synced < $3 and status <= 8 order by time, id`,
    [window.fromSec, Math.min(window.toSec, nowSec), FOOTBALL_FINAL],
  );
  const frames: ScoreFrame[] = [];
  const updates: unknown[] = [];
  const events: unknown[] = [];
  const odds: unknown[] = [];
  const lines: unknown[] = [];
  for (const row of rows) {
    const clock = footballClock(Number(row.time), nowMs, speed);
    if (clock.clock <= row.synced && clock.status === row.status && clock.match_str === row.match_str) continue;
    const state = footballStateAt(footballScript(row.id), clock.status, clock.clock, clock.match_str);
    if (state.status === 8 && row.status !== 8) lines.push(...linesOf(FOOTBALL_SPORT, row, Number(row.time)));
    if (FOOTBALL_FIELDS.some((f) => state[f] !== row[f])) {
      const frame: FootballMatchFrame = { type: 'football_match', id: row.id, ...state };
      frames.push(frame);
    }
    const update: Record<string, unknown> = {
      id: row.id,
      ...state,
      synced: Math.max(row.synced, clock.clock),
      stats: footballStats(row.id, clock.clock),
      exponent: null,
    };
    if (clock.clock > row.synced) {
      const upTo = Math.min(90, clock.clock);
      const fresh = footballScript(row.id).some((e) => e.minute > row.synced && e.minute <= upTo);
      if (fresh) {
        for (const e of footballTimeline(row.id, row.home_team_id, row.away_team_id)) {
          if (e.minute <= row.synced || e.minute > upTo) continue;
          const detail = { player: e.player, assist: e.assist, player_out: e.player_out };
          events.push({
            match_id: row.id,
            sport: FOOTBALL_SPORT,
            seq: e.seq,
            minute: e.minute,
            side: e.side === 'home' ? 1 : 2,
            kind: e.kind,
            detail,
          });
        }
      }
      const moves = oddsSince(FOOTBALL_SPORT, row.id, footballOddsMovements(row.id), row.synced, clock.clock);
      odds.push(...moves.rows);
      if (moves.latest) {
        update.exponent = moves.latest;
        for (const market of moves.moved) {
          const frame: FootballExponentFrame = {
            type: 'football_exponent',
            sourceid: row.id,
            company_id: ODDS_COMPANY,
            name: market,
            name1: 'scram',
            exponent: moves.latest[market].scram,
          };
          frames.push(frame);
        }
      }
    }
    updates.push(update);
  }
  if (updates.length > 0) {
    await q.query(
      `update football_matches f set status = x.status, match_str = x.match_str, home_score = x.home_score, away_score = x.away_score,
              half_score = x.half_score, corner_kick = x.corner_kick, home_yellow_card = x.home_yellow_card,
              away_yellow_card = x.away_yellow_card, home_red_card = x.home_red_card, away_red_card = x.away_red_card,
              synced = x.synced, stats = x.stats, exponent = coalesce(x.exponent, f.exponent)
         from jsonb_to_recordset($1::jsonb) as x(id int, status int, match_str text, home_score int, away_score int, half_score text,
              corner_kick text, home_yellow_card int, away_yellow_card int, home_red_card int, away_red_card int, synced int,
              stats jsonb, exponent jsonb)
        where f.id = x.id`,
      [JSON.stringify(updates)],
    );
  }
  await insertEvents(q, events);
  await insertOdds(q, odds);
  await insertLines(q, lines);
  return frames;
}

export async function syncBasketball(q: Queryable, nowMs: number, speed: number, window: SyncWindow): Promise<ScoreFrame[]> {
  const nowSec = Math.floor(nowMs / 1000);
  const rows = await q.query<BasketballRow>(
    `select id, competition_id, home_team_id, away_team_id, match_time, status_id, time_left, home_scores, away_scores, home_scores_total, away_scores_total, synced
       from basketball_matches where match_time between $1 and $2 and synced < $3 and status_id between 1 and 10 order by match_time, id`,
    [window.fromSec, Math.min(window.toSec, nowSec), BASKETBALL_FINAL],
  );
  const frames: ScoreFrame[] = [];
  const updates: unknown[] = [];
  const odds: unknown[] = [];
  const lines: unknown[] = [];
  for (const row of rows) {
    const { clock, ...state } = basketballProgress(row.id, Number(row.match_time), nowMs, speed);
    if (clock <= row.synced && state.status_id === row.status_id && state.time_left === row.time_left) continue;
    const changed =
      state.status_id !== row.status_id ||
      state.time_left !== row.time_left ||
      state.home_scores_total !== Number(row.home_scores_total) ||
      state.away_scores_total !== Number(row.away_scores_total) ||
      JSON.stringify(state.home_scores) !== JSON.stringify(row.home_scores) ||
      JSON.stringify(state.away_scores) !== JSON.stringify(row.away_scores);
    if (state.status_id === 10 && row.status_id !== 10) lines.push(...linesOf(BASKETBALL_SPORT, row, Number(row.match_time)));
    if (changed) {
      const frame: BasketballMatchFrame = { type: 'basketball_match', match_id: row.id, ...state };
      frames.push(frame);
    }
    const update: Record<string, unknown> = {
      id: row.id,
      ...state,
      synced: Math.max(row.synced, clock),
      stats: basketballStats(row.id, clock),
      odds: null,
    };
    if (clock > row.synced) {
      const moves = oddsSince(BASKETBALL_SPORT, row.id, basketballOddsMovements(row.id), row.synced, clock);
      odds.push(...moves.rows);
      if (moves.latest) {
        update.odds = moves.latest;
        for (const market of moves.moved) {
          const frame: BasketballExponentFrame = {
            type: 'basketball_exponent',
            team_id: row.id,
            exponent: market,
            data: moves.latest[market],
          };
          frames.push(frame);
        }
      }
    }
    updates.push(update);
  }
  if (updates.length > 0) {
    await q.query(
      `update basketball_matches b set status_id = x.status_id, time_left = x.time_left, home_scores = x.home_scores,
              away_scores = x.away_scores, home_scores_total = x.home_scores_total, away_scores_total = x.away_scores_total,
              synced = x.synced, stats = x.stats, odds = coalesce(x.odds, b.odds)
         from jsonb_to_recordset($1::jsonb) as x(id int, status_id int, time_left int, home_scores jsonb, away_scores jsonb,
              home_scores_total int, away_scores_total int, synced int, stats jsonb, odds jsonb)
        where b.id = x.id`,
      [JSON.stringify(updates)],
    );
  }
  await insertOdds(q, odds);
  await insertLines(q, lines);
  return frames;
}

/** The players' lines of a match at its final whistle (sim/script/lines.ts), for player_match_stats. */
function linesOf(sport: number, row: MatchTeams, time: number) {
  const lines = (sport === FOOTBALL_SPORT ? footballLines : basketballLines)(row.id, row.home_team_id, row.away_team_id);
  return lines.map((l) => ({ ...l, sport, match_id: row.id, competition_id: row.competition_id, time }));
}

async function insertLines(q: Queryable, rows: unknown[]) {
  if (rows.length === 0) return;
  await q.query(
    `insert into player_match_stats (sport, match_id, player_id, team_id, competition_id, time, started, minutes, goals, assists,
            yellow_cards, red_cards, points, rebounds)
     select sport, match_id, player_id, team_id, competition_id, time, started, minutes, goals, assists, yellow_cards, red_cards, points, rebounds
       from jsonb_to_recordset($1::jsonb) as x(sport int, match_id int, player_id int, team_id int, competition_id int, time bigint,
            started int, minutes int, goals int, assists int, yellow_cards int, red_cards int, points int, rebounds int)
     where exists (select 1 from players p where p.id = x.player_id)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
}

async function insertEvents(q: Queryable, rows: unknown[]) {
  if (rows.length === 0) return;
  await q.query(
    `insert into match_events (match_id, sport, seq, minute, side, kind, detail)
     select match_id, sport, seq, minute, side, kind, detail
       from jsonb_to_recordset($1::jsonb) as x(match_id int, sport int, seq int, minute int, side int, kind text, detail jsonb)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
}

async function insertOdds(q: Queryable, rows: unknown[]) {
  if (rows.length === 0) return;
  await q.query(
    `insert into odds_history (match_id, sport, seq, company_id, clock, score, markets, exponent)
     select match_id, sport, seq, company_id, clock, score, markets, exponent
       from jsonb_to_recordset($1::jsonb) as x(match_id int, sport int, seq int, company_id int, clock int, score text, markets text, exponent jsonb)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
}
