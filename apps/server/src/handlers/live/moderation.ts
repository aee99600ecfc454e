import { Answer, UserError } from '../../envelope';
import { int, unix } from '../../live/common';
import { absolute } from '../format';
import { requireUser } from '../guards';
import type { Services, UntypedHandlers, UserRow } from '../types';
import { requireAnchor, requireRoom, requireTarget } from './shared';

const DAY_MS = 86_400_000;

/** The room a moderator acts on: `uid` when given (they must be its streamer or an administrator), else their own. */
async function managedRoom(services: Services, me: UserRow, uidInput: unknown): Promise<{ room: number; owner: boolean }> {
  const room = uidInput === undefined || uidInput === null || uidInput === '' ? me.id : int(uidInput);
  await requireRoom(services.db, room);
  if (room === me.id) return { room, owner: true };
  const [admin] = await services.db.query('select 1 from room_admins where room_uid = $1 and uid = $2', [room, me.id]);
  if (!admin) throw new UserError('server.live.notManager');
  return { room, owner: false };
}

/**
 * Whom a moderator may mute or kick: an existing user who is neither the streamer nor the moderator;
 * another administrator only by the streamer.
 */
async function requireModeratable(services: Services, me: UserRow, { room, owner }: { room: number; owner: boolean }, touid: number) {
  await requireTarget(services, touid);
  if (touid === room || touid === me.id) throw new UserError('server.live.cannotModerate');
  const [targetAdmin] = await services.db.query('select 1 from room_admins where room_uid = $1 and uid = $2', [room, touid]);
  if (targetAdmin && !owner) throw new UserError('server.live.cannotModerate');
}

/** Moderation: spec §6: the streamer and room administrators, up to 200. */
export const moderationHandlers: UntypedHandlers = {
  async live_getUserStatus(ctx) {
    const room = int(ctx.input.uid);
    await requireRoom(ctx.services.db, room);
    const who = ctx.input.touid === undefined ? ctx.user?.id : int(ctx.input.touid);
    if (!who) return { is_taboo: 0, is_admin: 0, is_guard: 0, is_attention: 0, is_anchor: 0 };
    const now = new Date(ctx.services.config.now());
    const [s] = await ctx.services.db.query<{ is_taboo: number; is_admin: number; is_guard: number; is_attention: number }>(
      `select (exists (select 1 from room_mutes where room_uid = $1 and uid = $2 and until > $3))::int as is_taboo,
              (exists (select 1 from room_admins where room_uid = $1 and uid = $2))::int as is_admin,
              (exists (select 1 from guards where anchor_id = $1 and user_id = $2 and endtime > $3))::int as is_guard,
              (exists (select 1 from follows where anchor_id = $1 and user_id = $2))::int as is_attention`,
      [room, who, now],
    );
    return { ...s!, is_anchor: who === room ? 1 : 0 };
  },

  async live_setTaboo(ctx) {
    const me = requireUser(ctx.user);
    const { room, owner } = await managedRoom(ctx.services, me, ctx.input.uid);
    const touid = int(ctx.input.touid);
    await requireModeratable(ctx.services, me, { room, owner }, touid);
    const minutes = int(ctx.input.minutes, 10);
    const until = new Date(ctx.services.config.now() + minutes * 60_000);
    await ctx.services.db.query(
      'insert into room_mutes (room_uid, uid, until) values ($1, $2, $3) on conflict (room_uid, uid) do update set until = excluded.until',
      [room, touid, until],
    );
    return new Answer({ until: unix(until.getTime()) }, 'server.live.mutedDone', { minutes });
  },

  async roomManage_relieveTaboo(ctx) {
    const me = requireUser(ctx.user);
    const { room } = await managedRoom(ctx.services, me, ctx.input.uid);
    await ctx.services.db.query('delete from room_mutes where room_uid = $1 and uid = $2', [room, int(ctx.input.touid)]);
    return new Answer(null, 'server.live.unmuted');
  },

  /** Removes a user from the room for 24 hours; their IM connections are told at once (spec §4 kickout). */
  async liveStreaming_liveKickout(ctx) {
    const me = requireUser(ctx.user);
    const { room, owner } = await managedRoom(ctx.services, me, ctx.input.uid);
    const touid = int(ctx.input.touid);
    await requireModeratable(ctx.services, me, { room, owner }, touid);
    const now = ctx.services.config.now();
    await ctx.services.db.query(
      `insert into room_kickouts (room_uid, uid, created_at, until) values ($1, $2, $3, $4)
       on conflict (room_uid, uid) do update set created_at = excluded.created_at, until = excluded.until`,
      [room, touid, new Date(now), new Date(now + DAY_MS)],
    );
    ctx.services.live.im.kickFromGroup(String(room), touid);
    ctx.services.events.emit('liveKickout', { roomUid: room, uid: touid, by: me.id });
    return new Answer(null, 'server.live.kicked');
  },

  async liveStreaming_liveKickoutList(ctx) {
    const me = requireUser(ctx.user);
    const { room } = await managedRoom(ctx.services, me, ctx.input.uid);
    const rows = await ctx.services.db.query<{ uid: number; user_nickname: string; avatar: string; created_at: Date }>(
      `select k.uid, u.user_nickname, u.avatar, k.created_at from room_kickouts k join users u on u.id = k.uid
        where k.room_uid = $1 and k.until > $2 order by k.created_at desc`,
      [room, new Date(ctx.services.config.now())],
    );
    return rows.map((r) => ({
      uid: r.uid,
      user_nickname: r.user_nickname,
      avatar: absolute(ctx.origin, r.avatar),
      addtime: unix(new Date(r.created_at).getTime()),
    }));
  },

  async roomManage_getLiveRoomManageList(ctx) {
    const me = requireAnchor(ctx.user);
    const rows = await ctx.services.db.query<{ uid: number; user_nickname: string; avatar: string }>(
      'select a.uid, u.user_nickname, u.avatar from room_admins a join users u on u.id = a.uid where a.room_uid = $1 order by a.created_at',
      [me.id],
    );
    return rows.map((r) => ({ ...r, avatar: absolute(ctx.origin, r.avatar) }));
  },

  /** spec §5 / §9: up to 200 administrators; the count and the insert are one transaction. */
  async roomManage_setAdministrations(ctx) {
    const me = requireAnchor(ctx.user);
    const touid = int(ctx.input.touid);
    await requireTarget(ctx.services, touid);
    if (touid === me.id) throw new UserError('server.live.cannotModerate');
    await ctx.services.db.tx(async (q) => {
      await q.query('select uid from live_rooms where uid = $1 for update', [me.id]);
      const [{ n }] = (await q.query<{ n: number }>('select count(*)::int as n from room_admins where room_uid = $1', [me.id])) as [
        { n: number },
      ];
      const [already] = await q.query('select 1 from room_admins where room_uid = $1 and uid = $2', [me.id, touid]);
      if (already) return;
      if (n >= 200) throw new UserError('server.live.tooManyAdmins', { limit: 200 });
      await q.query('insert into room_admins (room_uid, uid) values ($1, $2)', [me.id, touid]);
    });
    return new Answer(null, 'server.live.adminAdded');
  },

  async roomManage_delLiveRoomManage(ctx) {
    const me = requireAnchor(ctx.user);
    await ctx.services.db.query('delete from room_admins where room_uid = $1 and uid = $2', [me.id, int(ctx.input.touid)]);
    return new Answer(null, 'server.live.adminRemoved');
  },
};
