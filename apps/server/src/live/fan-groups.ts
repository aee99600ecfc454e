import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';

// Issue 15: fan groups (Live_streaming/groupList, getLiveGroupList, addshowGroup). A fan group is one of
// the streamer's public chat groups (issue 16) that their room shows; viewers join it like any public
// group (Group/joinGroup), and a member's badge in the room is the group's name, cut to 6 characters.

export const MAX_SHOWN_FAN_GROUPS = 5;
const BADGE_LENGTH = 6;

export const badgeOf = (name: string) => [...name].slice(0, BADGE_LENGTH).join('');
/** A chat group's id on the wire (`g<n>`, as Group/joinGroup takes it). */
export const chatGroupId = (id: number) => `g${id}`;

const MEMBERS = '(select count(*)::int from chat_group_members m where m.group_id = g.id and m.left_at is null)';

/** The streamer's public groups (those a room can show), with whether the room shows each. */
export function ownFanGroups(q: Queryable, owner: number) {
  return q.query<{ id: number; name: string; avatar: string; members: number; shown: number }>(
    `select g.id, g.name, g.avatar, ${MEMBERS} as members,
            case when exists (select 1 from live_fan_groups f where f.group_id = g.id) then 1 else 0 end as shown
       from chat_groups g where g.owner_id = $1 and g.type = 'Public' and g.destroyed_at is null order by g.id`,
    [owner],
  );
}

/** The groups a room shows, in the order the streamer showed them, with whether `viewer` is a member. */
export function roomFanGroups(q: Queryable, room: number, viewer: number | undefined) {
  return q.query<{ id: number; name: string; avatar: string; members: number; is_member: number }>(
    `select g.id, g.name, g.avatar, ${MEMBERS} as members,
            case when exists (select 1 from chat_group_members m where m.group_id = g.id and m.user_id = $2 and m.left_at is null)
                 then 1 else 0 end as is_member
       from live_fan_groups f join chat_groups g on g.id = f.group_id
      where f.room_uid = $1 and g.destroyed_at is null order by f.shown_at, g.id`,
    [room, viewer ?? 0],
  );
}

/** The room's fan group `uid` belongs to (the first the room shows), for their badge; undefined when none. */
export async function fanGroupOf(q: Queryable, room: number, uid: number) {
  const [g] = await q.query<{ id: number; name: string }>(
    `select g.id, g.name from live_fan_groups f join chat_groups g on g.id = f.group_id
       join chat_group_members m on m.group_id = g.id and m.user_id = $2 and m.left_at is null
      where f.room_uid = $1 and g.destroyed_at is null order by f.shown_at, g.id limit 1`,
    [room, uid],
  );
  return g ? { group_id: chatGroupId(g.id), name: g.name, badge: badgeOf(g.name) } : undefined;
}

/**
 * Shows (or stops showing) one of the streamer's public groups in their room; at most
 * MAX_SHOWN_FAN_GROUPS at once (counted under the room's row lock, so parallel calls keep the limit).
 */
export async function showFanGroup(db: Db, room: number, groupId: number, show: boolean, now: number): Promise<void> {
  await db.tx(async (q) => {
    await q.query('select uid from live_rooms where uid = $1 for update', [room]);
    const [g] = await q.query<{ owner_id: number; type: string }>(
      'select owner_id, type from chat_groups where id = $1 and destroyed_at is null',
      [groupId],
    );
    if (!g || g.owner_id !== room) throw new UserError('server.live.notFanGroupOwner');
    if (!show) {
      await q.query('delete from live_fan_groups where group_id = $1', [groupId]);
      return;
    }
    if (g.type !== 'Public') throw new UserError('server.live.fanGroupPublic');
    const [{ n }] = (await q.query<{ n: number }>(
      `select count(*)::int as n from live_fan_groups f join chat_groups g on g.id = f.group_id
        where f.room_uid = $1 and g.destroyed_at is null and f.group_id <> $2`,
      [room, groupId],
    )) as [{ n: number }];
    if (n >= MAX_SHOWN_FAN_GROUPS) throw new UserError('server.live.tooManyFanGroups', { limit: MAX_SHOWN_FAN_GROUPS });
    await q.query('insert into live_fan_groups (group_id, room_uid, shown_at) values ($1, $2, $3) on conflict (group_id) do nothing', [
      groupId,
      room,
      new Date(now),
    ]);
  });
}
