import type { Queryable } from '../db/index';

/**
 * While the simulator runs: a room on air whose match has ended moves on to a match of its sport in
 * progress that no other room shows (a streamer covers the next game), so "the room's match" stays live.
 */
export async function rollRoomMatches(q: Queryable): Promise<number> {
  const rooms = await q.query<{ uid: number; type: number; match_id: number | null; live: boolean }>(
    `select r.uid, r.type, r.match_id,
            coalesce(case when r.type = 0 then f.status between 2 and 7 else b.status_id between 2 and 9 end, false) as live
       from live_rooms r
       left join football_matches f on r.type = 0 and f.id = r.match_id
       left join basketball_matches b on r.type = 1 and b.id = r.match_id
      where r.islive = 1 and r.type in (0, 1) order by r.uid`,
  );
  const stale = rooms.filter((r) => !r.live);
  if (stale.length === 0) return 0;
  const taken = new Set(rooms.filter((r) => r.live).map((r) => `${r.type}:${r.match_id}`));
  const pools: Record<number, number[]> = {
    0: (await q.query<{ id: number }>('select id from football_matches where status between 2 and 7 order by is_hot desc, time desc')).map(
      (r) => r.id,
    ),
    1: (await q.query<{ id: number }>('select id from basketball_matches where status_id between 2 and 9 order by match_time desc')).map(
      (r) => r.id,
    ),
  };
  let moved = 0;
  for (const room of stale) {
    const next = pools[room.type]!.find((id) => !taken.has(`${room.type}:${id}`));
    if (next === undefined) continue;
    taken.add(`${room.type}:${next}`);
    await q.query('update live_rooms set match_id = $2 where uid = $1', [room.uid, next]);
    moved += 1;
  }
  return moved;
}
