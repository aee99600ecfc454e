import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';

/** spec §5 / §9: a room has at most this many administrators. */
export const MAX_ROOM_ADMINS = 200;

export async function isRoomAdmin(q: Queryable, room: number, uid: number): Promise<boolean> {
  const [admin] = await q.query('select 1 from room_admins where room_uid = $1 and uid = $2', [room, uid]);
  return admin !== undefined;
}

/** A user's standing in a room at `now`: muted, administrator, guard, follower (each 0 or 1). */
export async function userStatus(q: Queryable, room: number, who: number, now: Date) {
  const [s] = await q.query<{ is_taboo: number; is_admin: number; is_guard: number; is_attention: number }>(
    `select (exists (select 1 from room_mutes where room_uid = $1 and uid = $2 and until > $3))::int as is_taboo,
            (exists (select 1 from room_admins where room_uid = $1 and uid = $2))::int as is_admin,
            (exists (select 1 from guards where anchor_id = $1 and user_id = $2 and endtime > $3))::int as is_guard,
            (exists (select 1 from follows where anchor_id = $1 and user_id = $2))::int as is_attention`,
    [room, who, now],
  );
  return s!;
}

/** Whether a user may not speak in a room at `now`: muted, or kicked out. */
export async function blocksIn(q: Queryable, room: number, uid: number, now: Date) {
  const [blocked] = await q.query<{ muted: boolean; kicked: boolean }>(
    `select exists (select 1 from room_mutes where room_uid = $1 and uid = $2 and until > $3) as muted,
            exists (select 1 from room_kickouts where room_uid = $1 and uid = $2 and until > $3) as kicked`,
    [room, uid, now],
  );
  return blocked;
}

/**
 * Refuses (code 1) a user kicked out of the room while the kickout lasts: they are out of its IM group,
 * and neither their gifts, guard purchases nor red envelopes may speak for them in the room (issue 12,
 * the authorization matrix).
 */
export async function requireNotKickedOut(q: Queryable, room: number, uid: number, now: Date): Promise<void> {
  const [kicked] = await q.query('select 1 from room_kickouts where room_uid = $1 and uid = $2 and until > $3', [room, uid, now]);
  if (kicked) throw new UserError('server.live.kickedOut');
}

/** Until when a user is kicked out of a room at `now`, or undefined when they are not. */
export async function kickedUntil(q: Queryable, room: number, uid: number, now: Date): Promise<Date | undefined> {
  const [kicked] = await q.query<{ until: Date }>('select until from room_kickouts where room_uid = $1 and uid = $2 and until > $3', [
    room,
    uid,
    now,
  ]);
  return kicked ? new Date(kicked.until) : undefined;
}

/** Mutes a user in a room until `until` (a second mute replaces the first). */
export async function mute(q: Queryable, room: number, uid: number, until: Date): Promise<void> {
  await q.query(
    'insert into room_mutes (room_uid, uid, until) values ($1, $2, $3) on conflict (room_uid, uid) do update set until = excluded.until',
    [room, uid, until],
  );
}

export async function unmute(q: Queryable, room: number, uid: number): Promise<void> {
  await q.query('delete from room_mutes where room_uid = $1 and uid = $2', [room, uid]);
}

/** Keeps a user out of a room from `at` until `until` (a second kick replaces the first). */
export async function kickout(q: Queryable, room: number, uid: number, at: Date, until: Date): Promise<void> {
  await q.query(
    `insert into room_kickouts (room_uid, uid, created_at, until) values ($1, $2, $3, $4)
       on conflict (room_uid, uid) do update set created_at = excluded.created_at, until = excluded.until`,
    [room, uid, at, until],
  );
}

/** Users kept out of a room at `now`, the latest first. */
export function kickedOut(q: Queryable, room: number, now: Date) {
  return q.query<{ uid: number; user_nickname: string; avatar: string; created_at: Date }>(
    `select k.uid, u.user_nickname, u.avatar, k.created_at from room_kickouts k join users u on u.id = k.uid
        where k.room_uid = $1 and k.until > $2 order by k.created_at desc`,
    [room, now],
  );
}

/** A room's administrators, in the order they were added. */
export function roomAdmins(q: Queryable, room: number) {
  return q.query<{ uid: number; user_nickname: string; avatar: string }>(
    'select a.uid, u.user_nickname, u.avatar from room_admins a join users u on u.id = a.uid where a.room_uid = $1 order by a.created_at',
    [room],
  );
}

/**
 * Adds an administrator (again: nothing changes). The room's row lock serialises concurrent adds, so
 * the count and the insert are one step and the limit holds.
 */
export async function addRoomAdmin(db: Db, room: number, uid: number): Promise<void> {
  await db.tx(async (q) => {
    await q.query('select uid from live_rooms where uid = $1 for update', [room]);
    const [{ n }] = (await q.query<{ n: number }>('select count(*)::int as n from room_admins where room_uid = $1', [room])) as [
      { n: number },
    ];
    const [already] = await q.query('select 1 from room_admins where room_uid = $1 and uid = $2', [room, uid]);
    if (already) return;
    if (n >= MAX_ROOM_ADMINS) throw new UserError('server.live.tooManyAdmins', { limit: MAX_ROOM_ADMINS });
    await q.query('insert into room_admins (room_uid, uid) values ($1, $2)', [room, uid]);
  });
}

export async function removeRoomAdmin(q: Queryable, room: number, uid: number): Promise<void> {
  await q.query('delete from room_admins where room_uid = $1 and uid = $2', [room, uid]);
}
