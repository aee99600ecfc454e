import { Answer, UserError } from '../../envelope';
import { absolute } from '../../format';
import { fanGroupOf } from '../../live/fan-groups';
import {
  addRoomAdmin,
  isRoomAdmin,
  kickedOut,
  kickedUntil,
  kickout,
  mute,
  removeRoomAdmin,
  roomAdmins,
  unmute,
  userStatus,
} from '../../live/moderation';
import { unix } from '../../time';
import { requireUser } from '../guards';
import type { Handlers, Services, UserRow } from '../types';
import { requireAnchor, requireRoom, requireTarget } from './shared';

const DAY_MS = 86_400_000;

/** The room a moderator acts on: `uid` when given (they must be its streamer or an administrator), else their own. */
async function managedRoom(services: Services, me: UserRow, uid: number | undefined): Promise<{ room: number; owner: boolean }> {
  const room = uid ?? me.id;
  await requireRoom(services.db, room);
  if (room === me.id) return { room, owner: true };
  if (!(await isRoomAdmin(services.db, room, me.id))) throw new UserError('server.live.notManager');
  return { room, owner: false };
}

/**
 * Whom a moderator may mute or kick: an existing user who is neither the streamer nor the moderator;
 * another administrator only by the streamer.
 */
async function requireModeratable(services: Services, me: UserRow, { room, owner }: { room: number; owner: boolean }, touid: number) {
  await requireTarget(services, touid);
  if (touid === room || touid === me.id) throw new UserError('server.live.cannotModerate');
  if (!owner && (await isRoomAdmin(services.db, room, touid))) throw new UserError('server.live.cannotModerate');
}

/** Moderation: spec §6: the streamer and room administrators, up to 200. */
export const moderationHandlers: Handlers = {
  async live_getUserStatus(ctx) {
    const room = ctx.input.uid;
    await requireRoom(ctx.services.db, room);
    const who = ctx.input.touid ?? ctx.user?.id;
    if (!who) return { is_taboo: 0, is_admin: 0, is_guard: 0, is_attention: 0, is_anchor: 0, fan_group: null, kicked_until: 0 };
    const now = new Date(ctx.services.config.now());
    const s = await userStatus(ctx.services.db, room, who, now);
    // Issue 15: the fan badge the user wears in this room, and until when they are kicked out of it.
    const fanGroup = await fanGroupOf(ctx.services.db, room, who);
    const until = await kickedUntil(ctx.services.db, room, who, now);
    return { ...s, is_anchor: who === room ? 1 : 0, fan_group: fanGroup ?? null, kicked_until: until ? unix(until.getTime()) : 0 };
  },

  async live_setTaboo(ctx) {
    const me = requireUser(ctx.user);
    const { room, owner } = await managedRoom(ctx.services, me, ctx.input.uid);
    const touid = ctx.input.touid;
    await requireModeratable(ctx.services, me, { room, owner }, touid);
    const minutes = ctx.input.minutes ?? 10;
    const until = new Date(ctx.services.config.now() + minutes * 60_000);
    await mute(ctx.services.db, room, touid, until);
    // `until` lets a moderator's screen say when the mute ends (openapi.yaml live_setTaboo).
    return new Answer({ until: unix(until.getTime()) }, 'server.live.mutedDone', { minutes });
  },

  async roomManage_relieveTaboo(ctx) {
    const me = requireUser(ctx.user);
    const { room } = await managedRoom(ctx.services, me, ctx.input.uid);
    await unmute(ctx.services.db, room, ctx.input.touid);
    return new Answer(null, 'server.live.unmuted');
  },

  /** Removes a user from the room for 24 hours; their IM connections are told at once (spec §4 kickout). */
  async liveStreaming_liveKickout(ctx) {
    const me = requireUser(ctx.user);
    const { room, owner } = await managedRoom(ctx.services, me, ctx.input.uid);
    const touid = ctx.input.touid;
    await requireModeratable(ctx.services, me, { room, owner }, touid);
    const now = ctx.services.config.now();
    await kickout(ctx.services.db, room, touid, new Date(now), new Date(now + DAY_MS));
    ctx.services.live.im.kickFromGroup(String(room), touid);
    ctx.services.events.emit('liveKickout', { roomUid: room, uid: touid, by: me.id });
    return new Answer(null, 'server.live.kicked');
  },

  async liveStreaming_liveKickoutList(ctx) {
    const me = requireUser(ctx.user);
    const { room } = await managedRoom(ctx.services, me, ctx.input.uid);
    const rows = await kickedOut(ctx.services.db, room, new Date(ctx.services.config.now()));
    return rows.map((r) => ({
      uid: r.uid,
      user_nickname: r.user_nickname,
      avatar: absolute(ctx.origin, r.avatar),
      addtime: unix(new Date(r.created_at).getTime()),
    }));
  },

  /** Issue 15: a room's assistants (administrators), for its streamer and its assistants. */
  async liveStreaming_assistantList(ctx) {
    const me = requireUser(ctx.user);
    const { room } = await managedRoom(ctx.services, me, ctx.input.uid);
    const rows = await roomAdmins(ctx.services.db, room);
    return rows.map((r) => ({ ...r, avatar: absolute(ctx.origin, r.avatar) }));
  },

  async roomManage_getLiveRoomManageList(ctx) {
    const me = requireAnchor(ctx.user);
    const rows = await roomAdmins(ctx.services.db, me.id);
    return rows.map((r) => ({ ...r, avatar: absolute(ctx.origin, r.avatar) }));
  },

  /** spec §5 / §9: up to 200 administrators; the count and the insert are one transaction. */
  async roomManage_setAdministrations(ctx) {
    const me = requireAnchor(ctx.user);
    const touid = ctx.input.touid;
    await requireTarget(ctx.services, touid);
    if (touid === me.id) throw new UserError('server.live.cannotModerate');
    await addRoomAdmin(ctx.services.db, me.id, touid);
    return new Answer(null, 'server.live.adminAdded');
  },

  async roomManage_delLiveRoomManage(ctx) {
    const me = requireAnchor(ctx.user);
    await removeRoomAdmin(ctx.services.db, me.id, ctx.input.touid);
    return new Answer(null, 'server.live.adminRemoved');
  },
};
