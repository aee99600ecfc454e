import type { Db } from '../db/index';
import { notePeak } from '../live/broadcasts';
import { fanGroupOf } from '../live/fan-groups';
import type { ImMessage, MessageType } from './protocol';

/** A stored C2C message as read back (ids are bigint text, `created_at` milliseconds). */
export interface StoredMessage {
  id: string;
  sender: string;
  receiver: string;
  type: MessageType;
  payload: ImMessage['payload'];
  created_at: string;
}

/** What the IM service reads and writes in the database: users, rooms, moderation and C2C messages. */
export class ImStore {
  constructor(private readonly db: Db) {}

  /** Whether login session `id` of user `uid` is still live (issue 12: revoked → its userSig ends too). */
  async sessionLive(id: number, uid: number): Promise<boolean> {
    const rows = await this.db.query('select 1 from sessions where id = $1 and user_id = $2 and revoked_at is null', [id, uid]);
    return rows.length > 0;
  }

  async user(id: number) {
    const [user] = await this.db.query<{ id: number; user_nickname: string; avatar: string }>(
      'select id, user_nickname, avatar from users where id = $1',
      [id],
    );
    return user;
  }

  async profile(id: number) {
    const [user] = await this.db.query<{ user_nickname: string; avatar: string }>('select user_nickname, avatar from users where id = $1', [
      id,
    ]);
    return user;
  }

  async userExists(id: number): Promise<boolean> {
    const [peer] = await this.db.query('select 1 from users where id = $1', [id]);
    return peer !== undefined;
  }

  /** Users by id, for the names and avatars beside messages. */
  profiles(ids: number[]) {
    return this.db.query<{ id: number; user_nickname: string; avatar: string }>(
      'select id, user_nickname, avatar from users where id = any($1::int[])',
      [ids],
    );
  }

  /** The room's uid when the room exists. */
  async roomUid(uid: number): Promise<number | undefined> {
    const [room] = await this.db.query<{ uid: number }>('select uid from live_rooms where uid = $1', [uid]);
    return room?.uid;
  }

  async isKickedOut(room: number, uid: number, now: Date): Promise<boolean> {
    const [kicked] = await this.db.query('select 1 from room_kickouts where room_uid = $1 and uid = $2 and until > $3', [room, uid, now]);
    return kicked !== undefined;
  }

  /** Issue 15: the open broadcast's peak audience, raised to `online` when higher. */
  async notePeak(room: number, online: number): Promise<void> {
    await notePeak(this.db, room, online);
  }

  /** Issue 15: the room's fan group a user is in, for the badge of their entry message. */
  fanGroup(room: number, uid: number) {
    return fanGroupOf(this.db, room, uid);
  }

  async isMuted(room: number, uid: number, now: Date): Promise<boolean> {
    const [muted] = await this.db.query('select 1 from room_mutes where room_uid = $1 and uid = $2 and until > $3', [room, uid, now]);
    return muted !== undefined;
  }

  /** What a room's entry message shows of a user: nobility, and the guard tier they hold in that room at `now`. */
  /** A user's standing in a room for the entry message (102): noble, guard at `now`, and wealth experience. */
  async standing(uid: number, room: number, now: Date) {
    const [who] = await this.db.query<{
      is_noble: number;
      exp: string | number;
      tier_id: number | null;
      name: string | null;
      name_en: string | null;
      name_vi: string | null;
      color: string | null;
    }>(
      `select u.is_noble, u.exp, g.tier_id, t.name, t.name_en, t.name_vi, t.color from users u
           left join guards g on g.user_id = u.id and g.anchor_id = $2 and g.endtime > $3
           left join guard_tiers t on t.id = g.tier_id
          where u.id = $1`,
      [uid, room, now],
    );
    return who;
  }

  /** spec §6 speech privilege: the streamer, room administrators, guards (at `now`) and nobles. */
  async mayColour(uid: number, room: number, now: Date): Promise<boolean> {
    const [allowed] = await this.db.query(
      `select 1 from users u where u.id = $1 and (u.id = $2 or u.is_noble = 1
         or exists (select 1 from room_admins a where a.room_uid = $2 and a.uid = u.id)
         or exists (select 1 from guards g where g.anchor_id = $2 and g.user_id = u.id and g.endtime > $3))`,
      [uid, room, now],
    );
    return allowed !== undefined;
  }

  /** Stores a C2C message, and when `delivered` moves the receiver's delivery mark to it; returns its id. */
  async storeMessage(
    sender: string,
    receiver: string,
    type: MessageType,
    payload: ImMessage['payload'],
    now: number,
    delivered = false,
  ): Promise<string> {
    const [row] = await this.db.query<{ id: string }>(
      `with m as (
         insert into im_messages (sender, receiver, type, payload, created_at) values ($1, $2, $3, $4, $5) returning id
       ), d as (
         insert into im_reads (owner, peer, last_read_id, delivered_id) select $2, $1, 0, id from m where $6::boolean
         on conflict (owner, peer) do update set delivered_id = greatest(im_reads.delivered_id, excluded.delivered_id)
       )
       select id from m`,
      [sender, receiver, type, JSON.stringify(payload), now, delivered],
    );
    return row!.id;
  }

  /** The last message of each of a user's conversations, with the peer's id. */
  lastMessages(me: string) {
    return this.db.query<StoredMessage & { peer: string }>(
      `select distinct on (peer) peer, id, sender, receiver, type, payload, created_at from (
         select case when sender = $1 then receiver else sender end as peer, * from im_messages
          where (sender = $1 or receiver = $1) and group_id is null
       ) m order by peer, id desc`,
      [me],
    );
  }

  /** Unread messages to a user, by sender. */
  unreadCounts(me: string) {
    return this.db.query<{ peer: string; n: number }>(
      `select m.sender as peer, count(*)::int as n from im_messages m left join im_reads r on r.owner = $1 and r.peer = m.sender
        where m.receiver = $1 and m.id > coalesce(r.last_read_id, 0) group by m.sender`,
      [me],
    );
  }

  /** Up to `limit` messages between two users before message `before` (or the latest), newest first. */
  history(me: string, peer: string, before: string | null, limit: number) {
    return this.db.query<StoredMessage>(
      `select id, sender, receiver, type, payload, created_at from im_messages
        where ((sender = $1 and receiver = $2) or (sender = $2 and receiver = $1)) and ($3::bigint is null or id < $3::bigint)
        order by id desc limit ${limit}`,
      [me, peer, before],
    );
  }

  /** The id of the last message from `peer` that `owner` read (0: none). */
  async lastRead(owner: string, peer: string): Promise<number> {
    const [read] = await this.db.query<{ last_read_id: string }>('select last_read_id from im_reads where owner = $1 and peer = $2', [
      owner,
      peer,
    ]);
    return Number(read?.last_read_id ?? 0);
  }

  /**
   * Marks everything `peer` sent to `owner` so far as read (and so delivered); the marks never move back.
   * Returns the read mark when it moved (the peer gets a read receipt), else null.
   */
  async markRead(owner: string, peer: string): Promise<string | null> {
    const [before] = await this.db.query<{ last_read_id: string }>('select last_read_id from im_reads where owner = $1 and peer = $2', [
      owner,
      peer,
    ]);
    const [after] = await this.db.query<{ last_read_id: string }>(
      `insert into im_reads (owner, peer, last_read_id, delivered_id)
         select $1, $2, m, m from (select coalesce(max(id), 0) as m from im_messages where sender = $2 and receiver = $1 and group_id is null) x
       on conflict (owner, peer) do update set last_read_id = greatest(im_reads.last_read_id, excluded.last_read_id),
         delivered_id = greatest(im_reads.delivered_id, excluded.last_read_id)
       returning last_read_id`,
      [owner, peer],
    );
    // bigint arrives as text from PostgreSQL and as a number from PGlite: compared as text.
    const now = String(after?.last_read_id ?? 0);
    return now !== '0' && now !== String(before?.last_read_id ?? 0) ? now : null;
  }

  /** Issue 16: how far `owner` has received and read what `peer` sent them (message ids; 0: nothing). */
  async marks(owner: string, peer: string): Promise<{ read: number; delivered: number }> {
    const [row] = await this.db.query<{ last_read_id: string; delivered_id: string }>(
      'select last_read_id, delivered_id from im_reads where owner = $1 and peer = $2',
      [owner, peer],
    );
    const read = Number(row?.last_read_id ?? 0);
    return { read, delivered: Math.max(read, Number(row?.delivered_id ?? 0)) };
  }

  /** The marks of every peer `me` wrote to: how far each received and read `me`'s messages. */
  async marksOfPeers(me: string): Promise<Map<string, { read: number; delivered: number }>> {
    const rows = await this.db.query<{ owner: string; last_read_id: string; delivered_id: string }>(
      'select owner, last_read_id, delivered_id from im_reads where peer = $1',
      [me],
    );
    return new Map(
      rows.map((r) => [r.owner, { read: Number(r.last_read_id), delivered: Math.max(Number(r.last_read_id), Number(r.delivered_id)) }]),
    );
  }

  /**
   * Everything sent to `owner` so far has reached a connection of theirs (they just logged in): moves
   * the delivery marks, returning the peers whose mark moved and to where (they get a receipt).
   */
  deliverAll(owner: string) {
    return this.db.query<{ peer: string; delivered_id: string }>(
      `insert into im_reads (owner, peer, last_read_id, delivered_id)
         select $1, sender, 0, max(id) from im_messages where receiver = $1 and group_id is null group by sender
       on conflict (owner, peer) do update set delivered_id = excluded.delivered_id where im_reads.delivered_id < excluded.delivered_id
       returning peer, delivered_id`,
      [owner],
    );
  }
}
