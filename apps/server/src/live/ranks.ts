import type { Queryable } from '../db/index';
import { SHANGHAI_OFFSET_MS } from '../services/shanghai';

const DAY_MS = 86_400_000;
/** Ranks count days and weeks in China time (UTC+8), weeks from Monday. */
export function dayStart(nowMs: number) {
  return Math.floor((nowMs + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
}
export function weekStart(nowMs: number) {
  const day = Math.floor((nowMs + SHANGHAI_OFFSET_MS) / DAY_MS);
  return dayStart(nowMs) - ((day + 3) % 7) * DAY_MS; // 1970-01-01 was a Thursday
}

/**
 * Who gave most in a room (gifts, paid barrage, guard) from `since` on, top 50, with whether each
 * guards the room at `now`.
 */
export function contributionRanks(q: Queryable, room: number, since: number, now: number) {
  return q.query<{ uid: number; user_nickname: string; avatar: string; amount: string; is_guard: number }>(
    `select c.uid, u.user_nickname, u.avatar, sum(c.amount) as amount,
            case when exists (select 1 from guards g where g.user_id = c.uid and g.anchor_id = $1 and g.endtime > $3) then 1 else 0 end as is_guard
       from room_contributions c join users u on u.id = c.uid
      where c.room_uid = $1 and c.created_at >= $2
      group by c.uid, u.user_nickname, u.avatar
      order by sum(c.amount) desc, min(c.id) limit 50`,
    [room, new Date(since), new Date(now)],
  );
}
