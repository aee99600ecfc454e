import type { Queryable } from '../db/index';

// What the HLS channels read of rooms and broadcasts: the only SQL under hls/.

/** Every room, those on air and the hottest first (the order media is generated in). */
export function roomsByPriority(q: Queryable) {
  return q.query<{ uid: number }>('select uid from live_rooms order by islive desc, heat desc');
}

/** The streamer's name of a room (burnt into its test media), or undefined when there is no room. */
export async function streamerName(q: Queryable, uid: number): Promise<string | undefined> {
  const [room] = await q.query<{ user_nickname: string }>(
    'select u.user_nickname from live_rooms r join users u on u.id = r.uid where r.uid = $1',
    [uid],
  );
  return room?.user_nickname;
}

/** A room's air state and its latest broadcast's start and end (seconds), for playlists. */
export async function airState(q: Queryable, uid: number) {
  const [row] = await q.query<{ islive: number; user_nickname: string; starttime: string | null; endtime: string | null }>(
    `select r.islive, u.user_nickname,
            (select max(b.starttime) from live_broadcasts b where b.uid = r.uid) as starttime,
            (select max(b.endtime) from live_broadcasts b where b.uid = r.uid) as endtime
       from live_rooms r join users u on u.id = r.uid where r.uid = $1`,
    [uid],
  );
  return row;
}

/** A broadcast by id (for playback). */
export async function broadcastById(q: Queryable, id: number) {
  const [b] = await q.query<{ uid: number; starttime: string; endtime: string | null }>(
    'select uid, starttime, endtime from live_broadcasts where id = $1',
    [id],
  );
  return b;
}

/** The rooms on air now (their snapshots are taken). */
export async function liveRoomIds(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ uid: number }>('select uid from live_rooms where islive = 1 order by heat desc');
  return rows.map((r) => r.uid);
}
