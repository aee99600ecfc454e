import type { Queryable } from '../../db/index';
import { UserError } from '../../envelope';
import { absolute } from '../../format';
import { blockedBy } from '../../im/blocks';
import { contacts, recommendedUsers, relation } from '../../im/contacts';
import {
  activeMembers,
  addMembers,
  commonGroups,
  createGroup,
  destroy,
  type GroupRow,
  groupIdOf,
  group as groupRow,
  leave,
  memberList,
  membership,
  myGroups,
  publicGroups,
} from '../../im/group-store';
import { LIMITS } from '../../im/protocol';
import { paged, pageOf } from '../../paging';
import { avatarPath } from '../../seed/seed';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

// Issue 16: chat groups (Work by invitation, Public open), contacts, people and groups to chat with,
// and the relation between two users. The group's members' IM connections hear every change (`group`).

export function chatGroupOut(g: GroupRow, origin: string) {
  return {
    id: g.id,
    group_id: groupIdOf(g.id),
    name: g.name,
    avatar: absolute(origin, g.avatar),
    type: g.type,
    members: g.members,
    owner_uid: g.owner_id,
  };
}

/** The group of a `g<n>` id; code 1 when there is none or it was dissolved (`lock`: for update, in a transaction). */
async function existing(q: Queryable, groupId: string, lock = false): Promise<GroupRow> {
  const id = Number(/^g([1-9]\d{0,8})$/.exec(groupId)?.[1] ?? 0);
  const g = id ? await groupRow(q, id, lock) : undefined;
  if (!g) throw new UserError('server.group.notFound');
  if (g.destroyed_at) throw new UserError('server.group.destroyed');
  return g;
}

/** The users of a `1,2,3` list, without the caller; each must exist and not have blocked the caller. */
async function invitees(q: Queryable, me: number, uids: string | undefined): Promise<number[]> {
  const ids = [...new Set((uids ?? '').split(',').filter(Boolean).map(Number))].filter((id) => id !== me);
  if (ids.some((id) => !Number.isSafeInteger(id) || id > 2_147_483_647)) throw new UserError('server.group.noSuchUser', { uid: ids[0]! });
  const found = new Set((await q.query<{ id: number }>('select id from users where id = any($1::int[])', [ids])).map((r) => r.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new UserError('server.group.noSuchUser', { uid: missing });
  const blocking = await blockedBy(q, me, ids);
  const first = ids.find((id) => blocking.has(id));
  if (first !== undefined) throw new UserError('server.group.blockedYou', { uid: first });
  return ids;
}

/** Only images by URL or path, nothing that could break out of an attribute. */
function groupAvatar(avatar: string | undefined, seed: string): string {
  const a = (avatar ?? '').trim();
  if (!a) return avatarPath(seed);
  if (!/^(https?:\/\/|\/)[^\s"'<>]{1,500}$/.test(a)) throw new UserError('server.group.badAvatar');
  return a;
}

export const groupHandlers: Handlers = {
  async group_addgroup({ input, user, services, origin }) {
    const me = requireUser(user);
    const name = input.name.trim();
    if (!name || [...name].length > 30) throw new UserError('server.group.badName');
    const avatar = groupAvatar(input.avatar, `群${name}`);
    const now = services.config.now();
    const { id, members } = await services.db.tx(async (q) => {
      const ids = await invitees(q, me.id, input.uids);
      if (ids.length + 1 > LIMITS.groupMembers) throw new UserError('server.group.full', { limit: LIMITS.groupMembers });
      return { id: await createGroup(q, { name, avatar, type: input.type ?? 'Work', ownerId: me.id, memberIds: ids, now }), members: ids };
    });
    services.live.im.groupChanged([me.id, ...members], groupIdOf(id), 'added');
    return chatGroupOut((await groupRow(services.db, id))!, origin);
  },

  async group_addGroupUser({ input, user, services }) {
    const me = requireUser(user);
    const now = services.config.now();
    const { added, before, members } = await services.db.tx(async (q) => {
      const g = await existing(q, input.group_id, true);
      const mine = await membership(q, g.id, me.id);
      if (!mine || mine.left_at) throw new UserError('server.group.notMember');
      const ids = await invitees(q, me.id, input.uids);
      const before = await activeMembers(q, g.id);
      const fresh = ids.filter((id) => !before.includes(id));
      if (before.length + fresh.length > LIMITS.groupMembers) throw new UserError('server.group.full', { limit: LIMITS.groupMembers });
      const added = await addMembers(q, g.id, fresh, now);
      return { added, before, members: before.length + added.length };
    });
    const groupID = input.group_id;
    services.live.im.groupChanged(added, groupID, 'added');
    if (added.length) services.live.im.groupChanged(before, groupID, 'members');
    return { added: added.length, members };
  },

  async group_joinGroup({ input, user, services, origin }) {
    const me = requireUser(user);
    const now = services.config.now();
    const { g, others } = await services.db.tx(async (q) => {
      const g = await existing(q, input.group_id, true);
      if (g.type !== 'Public') throw new UserError('server.group.inviteOnly');
      const others = await activeMembers(q, g.id);
      if (!others.includes(me.id)) {
        if (others.length + 1 > LIMITS.groupMembers) throw new UserError('server.group.full', { limit: LIMITS.groupMembers });
        await addMembers(q, g.id, [me.id], now);
      }
      return { g, others: others.filter((id) => id !== me.id) };
    });
    services.live.im.groupChanged([me.id], input.group_id, 'added');
    services.live.im.groupChanged(others, input.group_id, 'members');
    return chatGroupOut((await groupRow(services.db, g.id))!, origin);
  },

  async group_quitGroup({ input, user, services }) {
    const me = requireUser(user);
    const now = services.config.now();
    const others = await services.db.tx(async (q) => {
      const g = await existing(q, input.group_id, true);
      const mine = await membership(q, g.id, me.id);
      if (!mine || mine.left_at) throw new UserError('server.group.notMember');
      if (mine.role === 'Owner') throw new UserError('server.group.ownerCannotLeave');
      await leave(q, g.id, me.id, now);
      return (await activeMembers(q, g.id)).filter((id) => id !== me.id);
    });
    services.live.im.groupChanged([me.id], input.group_id, 'removed');
    services.live.im.groupChanged(others, input.group_id, 'members');
    return null;
  },

  async group_destroyGroupNew({ input, user, services }) {
    const me = requireUser(user);
    const now = services.config.now();
    const members = await services.db.tx(async (q) => {
      const g = await existing(q, input.group_id, true);
      if (g.owner_id !== me.id) throw new UserError('server.group.notOwner');
      return destroy(q, g.id, now);
    });
    services.live.im.groupChanged(members, input.group_id, 'destroyed');
    return null;
  },

  async group_groupInfo({ input, user, services, origin }) {
    const me = requireUser(user);
    const g = await existing(services.db, input.group_id);
    const mine = await membership(services.db, g.id, me.id);
    const isMember = Boolean(mine && !mine.left_at);
    if (!isMember && g.type !== 'Public') throw new UserError('server.group.notMember');
    const list = await memberList(services.db, g.id);
    return {
      ...chatGroupOut(g, origin),
      is_member: isMember ? 1 : 0,
      member_list: list.map((m) => ({ ...m, avatar: absolute(origin, m.avatar) })),
    };
  },

  async group_myGroups({ user, services, origin }) {
    const me = requireUser(user);
    return (await myGroups(services.db, me.id)).map((g) => chatGroupOut(g, origin));
  },

  async group_getRecommendGroupList({ input, user, services, origin }) {
    const me = requireUser(user);
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await publicGroups(services.db, me.id, { limit, offset });
    return paged(
      rows.map((g) => chatGroupOut(g, origin)),
      total,
      page,
      limit,
    );
  },

  async group_getRecommendUserList({ input, user, services, origin }) {
    const me = requireUser(user);
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await recommendedUsers(services.db, me.id, { limit, offset });
    return paged(
      rows.map((r) => ({
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(origin, r.avatar),
        signature: r.signature,
        fans: r.fans,
      })),
      total,
      page,
      limit,
    );
  },

  async group_addressBook({ user, services, origin }) {
    const me = requireUser(user);
    return (await contacts(services.db, me.id)).map((c) => {
      const avatar = absolute(origin, c.avatar);
      return {
        uid: c.uid,
        nick: c.user_nickname,
        avatar,
        profile: { userID: String(c.uid), nick: c.user_nickname, avatar },
        is_attention: c.is_attention,
        is_fans: c.is_fans,
        chatted: c.chatted,
      };
    });
  },

  async group_crossCorrelation({ input, user, services, origin }) {
    const me = requireUser(user);
    const [exists] = await services.db.query('select 1 from users where id = $1', [input.touid]);
    if (!exists) throw new UserError('server.block.noSuchUser');
    const r = await relation(services.db, me.id, input.touid);
    const groups = input.touid === me.id ? [] : await commonGroups(services.db, me.id, input.touid);
    return {
      is_friend: r.is_attention && r.is_fans ? 1 : 0,
      is_attention: r.is_attention,
      is_fans: r.is_fans,
      is_black: r.is_black,
      is_blacked: r.is_blacked,
      common_groups: groups.map((g) => {
        const { owner_uid: _owner, ...rest } = chatGroupOut(g, origin);
        return rest;
      }),
    };
  },
};
