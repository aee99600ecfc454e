import type { Db, Queryable } from '../db/index';
import { pageRows } from '../paging';
import type { Page } from './rooms';

/** What a streamer may change when going on air; absent fields keep the room's value (`matchId` 0 clears the match). */
export interface OnAir {
  title: string | undefined;
  type: number | undefined;
  thumb: string | undefined;
  matchId: number | undefined;
}

/**
 * Puts a streamer's room on air (made on first start, named after them) and opens or updates the
 * broadcast record, in one transaction under the room's row lock. Returns whether it was on air already.
 */
export function startBroadcast(db: Db, streamer: { id: number; user_nickname: string }, on: OnAir, nowSec: number): Promise<boolean> {
  const { title, type, thumb, matchId } = on;
  return db.tx(async (q) => {
    await q.query(`insert into live_rooms (uid, vid, title, thumb, type) values ($1, $2, $3, $4, $5) on conflict (uid) do nothing`, [
      streamer.id,
      `room_${streamer.id}`,
      title ?? streamer.user_nickname,
      `/static/cover/${streamer.id}.svg`,
      type ?? 0,
    ]);
    const [before] = await q.query<{ islive: number }>('select islive from live_rooms where uid = $1 for update', [streamer.id]);
    await q.query(
      `update live_rooms set islive = 1,
              starttime = case when islive = 1 then starttime else $2 end,
              title = coalesce($3, title), type = coalesce($4, type), thumb = coalesce(nullif($5, ''), thumb),
              match_id = case when $6::int is null then match_id when $6::int = 0 then null else $6::int end
        where uid = $1`,
      [streamer.id, nowSec, title ?? null, type ?? null, thumb ?? null, matchId ?? null],
    );
    const [room] = await q.query<{ title: string; thumb: string; type: number; match_id: number | null; starttime: string }>(
      'select title, thumb, type, match_id, starttime from live_rooms where uid = $1',
      [streamer.id],
    );
    await q.query(
      `insert into live_broadcasts (uid, title, thumb, type, match_id, starttime) values ($1, $2, $3, $4, $5, $6)
       on conflict (uid) where endtime is null do update set title = excluded.title, thumb = excluded.thumb, type = excluded.type, match_id = excluded.match_id`,
      [streamer.id, room!.title, room!.thumb, room!.type, room!.match_id, Number(room!.starttime)],
    );
    return before?.islive === 1;
  });
}

/** Takes the room off air and closes its broadcast record (with the peak audience). Returns whether it was on air. */
export function endBroadcast(db: Db, uid: number, nowSec: number, online: () => number): Promise<boolean> {
  return db.tx(async (q) => {
    const done = await q.query('update live_rooms set islive = 0 where uid = $1 and islive = 1 returning uid', [uid]);
    await q.query(
      'update live_broadcasts set endtime = greatest($2, starttime), viewers = greatest(viewers, $3) where uid = $1 and endtime is null',
      [uid, nowSec, online()],
    );
    return done.length > 0;
  });
}

/**
 * A streamer's broadcast records, newest first, the open one included, with the money given in the room
 * while each was on air (issue 15: gift income) and how many gifts that was.
 */
export function broadcastRecords(q: Queryable, uid: number, page: Page) {
  return pageRows<{
    id: number;
    title: string;
    starttime: string;
    endtime: string | null;
    viewers: number;
    income: string;
    gifts: string;
    total: number;
  }>(
    q,
    `select b.id, b.title, b.starttime, b.endtime, b.viewers,
            coalesce(c.income, 0) as income, coalesce(c.gifts, 0) as gifts, count(*) over ()::int as total
       from live_broadcasts b
       left join lateral (
         select sum(amount) as income, sum(num) filter (where kind = 1) as gifts from room_contributions
          where room_uid = b.uid and created_at >= to_timestamp(b.starttime)
            and (b.endtime is null or created_at < to_timestamp(b.endtime + 1))
       ) c on true
      where b.uid = $1 order by b.starttime desc limit $2 offset $3`,
    (take, skip) => [uid, take, skip],
    page,
  );
}

/** Issue 15: raises the open broadcast's peak audience to `online` (viewers in the room now) when it is higher. */
export async function notePeak(q: Queryable, uid: number, online: number): Promise<void> {
  await q.query('update live_broadcasts set viewers = $2 where uid = $1 and endtime is null and viewers < $2', [uid, online]);
}

/** Finished broadcasts of a room (playable again), newest first. */
export function pastBroadcasts(q: Queryable, uid: number, page: Page) {
  return pageRows<{ id: number; title: string; thumb: string; starttime: string; endtime: string; total: number }>(
    q,
    `select id, title, thumb, starttime, endtime, count(*) over ()::int as total from live_broadcasts
        where uid = $1 and endtime is not null and endtime > starttime order by starttime desc limit $2 offset $3`,
    (take, skip) => [uid, take, skip],
    page,
  );
}
