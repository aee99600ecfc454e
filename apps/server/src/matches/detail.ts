import type { components, DataOf, operations } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { type Player, squad } from '../seed/players';
import { basketballStats, footballStats, type Market, type TimelineEvent } from '../sim/script/index';
import { ODDS_COMPANY } from '../sim/sync';
import type { Reader } from './list';
import { basketballSelect, footballSelect } from './queries';
import { type BasketballDbRow, basketballRow, type FootballDbRow, footballRow } from './rows';
import type { Sport } from './sports';

type Schemas = components['schemas'];

interface EventRow {
  seq: number;
  minute: number;
  side: number;
  kind: TimelineEvent['kind'];
  detail: Pick<TimelineEvent, 'player' | 'assist' | 'player_out'>;
}

interface OddsRow {
  seq: number;
  clock: number;
  score: string;
  /** The moved markets, comma-separated (sim/sync.ts writes them). */
  markets: string;
  exponent: Schemas['OddsMovement']['exponent'];
}

/** One match in full: row, timeline, statistics, lineups and the odds movements so far. */
export async function matchDetail(reader: Reader, sport: Sport, id: number): Promise<DataOf<operations['match_detail']>> {
  const { db, origin } = reader;
  const match = sport === 0 ? await footballMatch(db, id, reader.userId) : await basketballMatch(db, id, reader.userId);
  if (!match) throw new UserError('server.scores.matchNotFound', { id });
  const timeline =
    sport === 0
      ? (
          await db.query<EventRow>(
            'select seq, minute, side, kind, detail from match_events where sport = 0 and match_id = $1 order by seq',
            [id],
          )
        ).map((e): Schemas['TimelineEvent'] => {
          const team = e.side === 1 ? match.row.home_team_id : match.row.away_team_id;
          return {
            seq: e.seq,
            minute: e.minute,
            side: e.side === 1 ? 'home' : 'away',
            kind: e.kind,
            player: withId(e.detail.player, team),
            assist: withId(e.detail.assist, team),
            player_out: withId(e.detail.player_out, team),
          };
        })
      : [];
  const stored = match.row.stats;
  const stats = Array.isArray(stored) && stored.length > 0 ? stored : sport === 0 ? footballStats(id, -1) : basketballStats(id, -1);
  const odds = (
    await db.query<OddsRow>(
      'select seq, clock, score, markets, exponent from odds_history where sport = $1 and match_id = $2 and company_id = $3 order by seq',
      [sport, id, ODDS_COMPANY],
    )
  ).map((m) => ({ ...m, markets: marketsOf(m.markets) }));
  const lineup = (teamId: number) => {
    const s = squad(teamId, sport);
    return { team_id: teamId, formation: s.formation, starters: s.starters, substitutes: s.substitutes };
  };
  return {
    type: sport,
    match: match.wire(origin),
    timeline,
    stats,
    lineups: { home: lineup(match.row.home_team_id), away: lineup(match.row.away_team_id) },
    odds,
  };
}

// The row of either sport, and how it goes on the wire.
async function footballMatch(q: Queryable, id: number, userId: number) {
  const [row] = await q.query<FootballDbRow>(`${footballSelect('$2')} where m.id = $1`, [id, userId]);
  return row && { row, wire: (origin: string) => footballRow(row, origin) };
}

async function basketballMatch(q: Queryable, id: number, userId: number) {
  const [row] = await q.query<BasketballDbRow>(`${basketballSelect('$2')} where m.id = $1`, [id, userId]);
  return row && { row, wire: (origin: string) => basketballRow(row, origin) };
}

/**
 * A timeline's player with the id of Database/player: events written before players had ids (issue 19)
 * are matched to the team's squad by shirt number.
 */
function withId(player: Player | undefined, teamId: number): Player | null {
  if (!player) return null;
  if (player.id) return player;
  const s = squad(teamId, 0);
  const found = [...s.starters, ...s.substitutes].find((p) => p.number === player.number);
  return found ? { ...player, id: found.id } : player;
}

/** sim/sync.ts writes only market names (MARKETS) into `odds_history.markets`. */
const marketsOf = (text: string) => text.split(',') as Market[];
