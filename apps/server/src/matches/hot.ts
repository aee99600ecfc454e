import type { DataOf, HotMatch, operations } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { HOT_SELECT } from './queries';
import { type HotDbRow, hotRow, type MatchRoomRow } from './rows';
import { DAY_SEC, type Sport } from './sports';

// Hot matches (WIRE.md: sourceid, type, status_type, …): both sports in one list, with the streamers
// showing each match.

async function hotMatches(q: Queryable, origin: string, where: string, order: string, params: unknown[], limit = 30): Promise<HotMatch[]> {
  const rows = await q.query<HotDbRow>(
    `select * from (${HOT_SELECT(0)} union all ${HOT_SELECT(1)}) hot where ${where} order by ${order} limit ${limit}`,
    params,
  );
  if (rows.length === 0) return [];
  const rooms = await q.query<MatchRoomRow>(
    'select r.uid, u.avatar, r.match_id, r.type from live_rooms r join users u on u.id = r.uid where r.islive = 1 and r.match_id is not null',
  );
  return rows.map((r) => hotRow(r, rooms, origin));
}

/** Today's hot matches: those in progress first, then the next kick-offs, then the latest results. */
export function todaysHotMatches(q: Queryable, origin: string, nowMs: number): Promise<HotMatch[]> {
  const now = Math.floor(nowMs / 1000);
  return hotMatches(
    q,
    origin,
    'is_hot = 1 and match_time between $1 and $2',
    'case state when 1 then 0 when 0 then 1 else 2 end, abs(match_time - $3), sport, id',
    [now - 6 * 3600, now + 18 * 3600, now],
  );
}

/** Event recommendation (WIRE.md): type1 in progress, type2 not started, type3 finished; type 3 (other sports) has none here. */
export async function recommendedMatches(
  q: Queryable,
  origin: string,
  nowMs: number,
  type: number,
): Promise<DataOf<operations['hotMatch_recommend']>> {
  const now = Math.floor(nowMs / 1000);
  const sport = type === 1 ? 'sport = 0' : type === 2 ? 'sport = 1' : type === 0 ? 'true' : 'false';
  const [type1, type2, type3] = [
    await hotMatches(q, origin, `${sport} and state = 1`, 'is_hot desc, match_time, sport, id', [], 20),
    await hotMatches(
      q,
      origin,
      `${sport} and state = 0 and match_time between $1 and $2`,
      'is_hot desc, match_time, sport, id',
      [now, now + DAY_SEC],
      20,
    ),
    await hotMatches(
      q,
      origin,
      `${sport} and state = 2 and match_time >= $1`,
      'match_time desc, is_hot desc, sport, id',
      [now - DAY_SEC - 3 * 3600],
      20,
    ),
  ];
  const [counted] = await q.query<{ n: number }>(
    `select count(*)::int as n from (select 0 as sport, status from football_matches where status between 2 and 7
       union all select 1, status_id from basketball_matches where status_id between 2 and 9) live where ${sport}`,
  );
  return { count: counted?.n ?? 0, type1, type2, type3 };
}

/** One match as a hot-match row (a room header). */
export async function hotMatch(q: Queryable, origin: string, sport: Sport, id: number): Promise<HotMatch> {
  const [row] = await hotMatches(q, origin, 'sport = $1 and id = $2', 'id', [sport, id], 1);
  if (!row) throw new UserError('server.scores.matchNotFound', { id });
  return row;
}
