import type { Queryable } from '../db/index';
import { pageRows } from '../paging';
import type { ImMessage, MessageType } from './protocol';
import type { StoredMessage } from './store';

// Issue 16: chat groups in the database (migrations/015): the groups, their members (a member who left
// keeps a row, so the history up to then stays theirs to read), and their messages in im_messages.

export interface GroupRow {
  id: number;
  name: string;
  avatar: string;
  type: 'Work' | 'Public';
  owner_id: number;
  destroyed_at: Date | null;
  last_message_id: string;
  members: number;
}

export interface MembershipRow {
  role: 'Owner' | 'Member';
  left_at: Date | null;
  joined_after_id: string;
  left_after_id: string | null;
  last_read_id: string;
}

/** `g<id>`: the HTTP API's group_id and the IM group id (room groups are digits). */
export const groupIdOf = (id: number) => `g${id}`;

const GROUP_COLUMNS = `g.id, g.name, g.avatar, g.type, g.owner_id, g.destroyed_at, g.last_message_id,
  (select count(*)::int from chat_group_members m where m.group_id = g.id and m.left_at is null) as members`;

export async function group(q: Queryable, id: number, lock = false): Promise<GroupRow | undefined> {
  const [row] = await q.query<GroupRow>(
    lock
      ? `select ${GROUP_COLUMNS} from chat_groups g where g.id = $1 for update`
      : `select ${GROUP_COLUMNS} from chat_groups g where g.id = $1`,
    [id],
  );
  return row;
}

export async function createGroup(
  q: Queryable,
  g: { name: string; avatar: string; type: 'Work' | 'Public'; ownerId: number; memberIds: number[]; now: number },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'insert into chat_groups (name, avatar, type, owner_id, created_at) values ($1, $2, $3, $4, $5) returning id',
    [g.name, g.avatar, g.type, g.ownerId, new Date(g.now)],
  );
  await q.query(`insert into chat_group_members (group_id, user_id, role, joined_at) values ($1, $2, 'Owner', $3)`, [
    row!.id,
    g.ownerId,
    new Date(g.now),
  ]);
  await addMembers(q, row!.id, g.memberIds, g.now);
  return row!.id;
}

export async function membership(q: Queryable, groupId: number, uid: number): Promise<MembershipRow | undefined> {
  const [row] = await q.query<MembershipRow>(
    'select role, left_at, joined_after_id, left_after_id, last_read_id from chat_group_members where group_id = $1 and user_id = $2',
    [groupId, uid],
  );
  return row;
}

/** The current members' user ids. */
export async function activeMembers(q: Queryable, groupId: number): Promise<number[]> {
  const rows = await q.query<{ user_id: number }>('select user_id from chat_group_members where group_id = $1 and left_at is null', [
    groupId,
  ]);
  return rows.map((r) => r.user_id);
}

/**
 * Makes these users members (those who left come back, their history starting again from now); the
 * ones already members are left as they are. Returns the ids that were added.
 */
export async function addMembers(q: Queryable, groupId: number, uids: number[], now: number): Promise<number[]> {
  if (uids.length === 0) return [];
  const rows = await q.query<{ user_id: number }>(
    `insert into chat_group_members (group_id, user_id, role, joined_at, joined_after_id)
       select $1, u, 'Member', $3, (select last_message_id from chat_groups where id = $1) from unnest($2::int[]) as u
     on conflict (group_id, user_id) do update set left_at = null, left_after_id = null, joined_at = excluded.joined_at,
       joined_after_id = excluded.joined_after_id, last_read_id = excluded.joined_after_id
       where chat_group_members.left_at is not null
     returning user_id`,
    [groupId, uids, new Date(now)],
  );
  return rows.map((r) => r.user_id);
}

/** Ends a membership: the member keeps reading up to the group's last message so far. */
export async function leave(q: Queryable, groupId: number, uid: number, now: number): Promise<void> {
  await q.query(
    `update chat_group_members set left_at = $3, left_after_id = (select last_message_id from chat_groups where id = $1)
      where group_id = $1 and user_id = $2 and left_at is null`,
    [groupId, uid, new Date(now)],
  );
}

export async function destroy(q: Queryable, groupId: number, now: number): Promise<number[]> {
  const members = await activeMembers(q, groupId);
  await q.query('update chat_groups set destroyed_at = $2 where id = $1', [groupId, new Date(now)]);
  await q.query(
    `update chat_group_members set left_at = $2, left_after_id = (select last_message_id from chat_groups where id = $1)
      where group_id = $1 and left_at is null`,
    [groupId, new Date(now)],
  );
  return members;
}

/** Stores a group message and makes it the group's latest; returns its id. */
export async function storeGroupMessage(
  q: Queryable,
  groupId: number,
  sender: string,
  type: MessageType,
  payload: ImMessage['payload'],
  now: number,
): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `with m as (
       insert into im_messages (sender, receiver, type, payload, created_at, group_id) values ($1, $2, $3, $4, $5, $6) returning id
     ), g as (update chat_groups set last_message_id = (select id from m) where id = $6)
     select id from m`,
    [sender, groupIdOf(groupId), type, JSON.stringify(payload), now, groupId],
  );
  return row!.id;
}

/** Bounds of what a member may read: after joined_after_id, up to left_after_id when they left. */
interface Window {
  joined_after_id: string;
  left_after_id: string | null;
}

/** Up to `limit` messages of a group within the member's window, before message `before` (or the latest), newest first. */
export function groupHistory(q: Queryable, groupId: number, w: Window, before: string | null, limit: number) {
  return q.query<StoredMessage>(
    `select id, sender, receiver, type, payload, created_at from im_messages
      where group_id = $1 and id > $2::bigint and ($3::bigint is null or id <= $3::bigint) and ($4::bigint is null or id < $4::bigint)
      order by id desc limit ${limit}`,
    [groupId, w.joined_after_id, w.left_after_id, before],
  );
}

export interface GroupConversationRow extends GroupRow {
  role: 'Owner' | 'Member';
  left_at: Date | null;
  unread: number;
  last_id: string | null;
  last_sender: string | null;
  last_type: MessageType | null;
  last_payload: ImMessage['payload'] | null;
  last_created_at: string | null;
}

/** Every group the user is or was in, with its last message in the user's window and their unread count. */
export function groupConversations(q: Queryable, uid: number) {
  return q.query<GroupConversationRow>(
    `select ${GROUP_COLUMNS}, m.role, m.left_at,
       (select count(*)::int from im_messages x where x.group_id = g.id and x.sender <> $2
          and x.id > greatest(m.last_read_id, m.joined_after_id) and (m.left_after_id is null or x.id <= m.left_after_id)) as unread,
       l.id as last_id, l.sender as last_sender, l.type as last_type, l.payload as last_payload, l.created_at as last_created_at
       from chat_group_members m join chat_groups g on g.id = m.group_id
       left join lateral (
         select id, sender, type, payload, created_at from im_messages x
          where x.group_id = g.id and x.id > m.joined_after_id and (m.left_after_id is null or x.id <= m.left_after_id)
          order by x.id desc limit 1
       ) l on true
      where m.user_id = $1`,
    [uid, String(uid)],
  );
}

/** Moves the member's read mark to the last message they may read. */
export async function markGroupRead(q: Queryable, groupId: number, uid: number): Promise<void> {
  await q.query(
    `update chat_group_members m set last_read_id = greatest(m.last_read_id, least(g.last_message_id, coalesce(m.left_after_id, g.last_message_id)))
       from chat_groups g where g.id = m.group_id and m.group_id = $1 and m.user_id = $2`,
    [groupId, uid],
  );
}

export function memberList(q: Queryable, groupId: number) {
  return q.query<{ uid: number; user_nickname: string; avatar: string; role: 'Owner' | 'Member' }>(
    `select u.id as uid, u.user_nickname, u.avatar, m.role from chat_group_members m join users u on u.id = m.user_id
      where m.group_id = $1 and m.left_at is null order by m.role = 'Owner' desc, m.joined_at, u.id`,
    [groupId],
  );
}

/** The groups the user is a member of now, most recently active first. */
export function myGroups(q: Queryable, uid: number) {
  return q.query<GroupRow>(
    `select ${GROUP_COLUMNS} from chat_groups g join chat_group_members m on m.group_id = g.id
      where m.user_id = $1 and m.left_at is null order by g.last_message_id desc, g.id desc`,
    [uid],
  );
}

/** Groups both users are members of now. */
export function commonGroups(q: Queryable, a: number, b: number) {
  return q.query<GroupRow>(
    `select ${GROUP_COLUMNS} from chat_groups g
      where exists (select 1 from chat_group_members m where m.group_id = g.id and m.user_id = $1 and m.left_at is null)
        and exists (select 1 from chat_group_members m where m.group_id = g.id and m.user_id = $2 and m.left_at is null)
      order by g.id`,
    [a, b],
  );
}

/** Public groups the user is not in, most members first. */
export function publicGroups(q: Queryable, uid: number, page: { limit: number; offset: number }) {
  return pageRows<GroupRow & { total: number }>(
    q,
    `select * from (
       select ${GROUP_COLUMNS}, count(*) over ()::int as total from chat_groups g
        where g.type = 'Public' and g.destroyed_at is null
          and not exists (select 1 from chat_group_members m where m.group_id = g.id and m.user_id = $1 and m.left_at is null)
     ) x order by members desc, id desc limit $2 offset $3`,
    (take, skip) => [uid, take, skip],
    page,
  );
}
