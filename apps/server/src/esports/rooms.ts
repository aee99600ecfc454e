import type { Queryable } from '../db/index';
import { GAMES } from './data';

/**
 * Esports rooms (type 2) show a series in progress: a room whose series has ended (or that has none)
 * moves on to one no other room shows, of its own game when there is one (the rooms, by uid, cover
 * lol, dota2 and cs2 in turn). A room with no series to show stays on air without one.
 */
export async function bindEsportsRooms(q: Queryable): Promise<number> {
  const rooms = await q.query<{ uid: number; match_id: number | null; live: boolean }>(
    `select r.uid, r.match_id, coalesce(s.status = 1, false) as live
       from live_rooms r left join esports_series s on s.id = r.match_id
      where r.type = 2 and r.islive = 1 order by r.uid`,
  );
  const stale = rooms.filter((r) => !r.live);
  if (stale.length === 0) return 0;
  const taken = new Set(rooms.filter((r) => r.live).map((r) => r.match_id));
  const series = await q.query<{ id: number; game: string }>(
    `select s.id, s.game from esports_series s
      where s.status = 1 order by s.best_of desc, s.start_time, s.id`,
  );
  let moved = 0;
  for (const room of stale) {
    const game = GAMES[rooms.indexOf(room) % GAMES.length];
    const free = series.filter((s) => !taken.has(s.id));
    const next = free.find((s) => s.game === game) ?? free[0];
    if (!next) {
      if (room.match_id !== null) await q.query('update live_rooms set match_id = null where uid = $1', [room.uid]);
      continue;
    }
    taken.add(next.id);
    await q.query('update live_rooms set match_id = $2 where uid = $1', [room.uid, next.id]);
    moved += 1;
  }
  return moved;
}
