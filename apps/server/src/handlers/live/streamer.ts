import { randomBytes } from 'node:crypto';
import { Answer, UserError } from '../../envelope';
import { ROOM_MESSAGE } from '../../im/protocol';
import { int, paged, pageOf, pageRows, str, unix } from '../../live/common';
import { matchInfo, roomRow, toLiveRoom } from '../../live/rooms';
import { requireUser } from '../guards';
import type { HandlerContext, UntypedHandlers } from '../types';
import { requireAnchor, requireRoom } from './shared';

/** Opens (or updates) the streamer's broadcast: the room shows in the live lists from now on. */
async function startRoom(ctx: HandlerContext) {
  const me = requireAnchor(ctx.user);
  const { db, config, live, events } = ctx.services;
  const nowSec = unix(config.now());
  const type = ctx.input.type === undefined ? undefined : int(ctx.input.type);
  const matchId = ctx.input.match_id === undefined || ctx.input.match_id === null ? undefined : int(ctx.input.match_id);
  if (matchId !== undefined && matchId > 0) {
    const match = await matchInfo(db, matchId, ctx.lang);
    if (!match) throw new UserError('server.live.noSuchMatch');
    if (type !== undefined && type !== 2 && match.sport !== type) throw new UserError('server.live.matchSport');
  }
  const thumb = ctx.input.thumb === undefined ? undefined : str(ctx.input.thumb);
  if (thumb && !/^(https?:\/\/|\/)[^\s"'<>]*$/.test(thumb)) throw new UserError('server.live.thumbUrl');
  const title = ctx.input.title === undefined ? undefined : str(ctx.input.title).trim();
  if (title !== undefined && !title) throw new UserError('server.live.titleBlank');
  const wasLive = await db.tx(async (q) => {
    await q.query(`insert into live_rooms (uid, vid, title, thumb, type) values ($1, $2, $3, $4, $5) on conflict (uid) do nothing`, [
      me.id,
      `room_${me.id}`,
      title ?? me.user_nickname,
      `/static/cover/${me.id}.svg`,
      type ?? 0,
    ]);
    const [before] = await q.query<{ islive: number }>('select islive from live_rooms where uid = $1 for update', [me.id]);
    await q.query(
      `update live_rooms set islive = 1,
              starttime = case when islive = 1 then starttime else $2 end,
              title = coalesce($3, title), type = coalesce($4, type), thumb = coalesce(nullif($5, ''), thumb),
              match_id = case when $6::int is null then match_id when $6::int = 0 then null else $6::int end
        where uid = $1`,
      [me.id, nowSec, title ?? null, type ?? null, thumb ?? null, matchId ?? null],
    );
    const [room] = await q.query<{ title: string; thumb: string; type: number; match_id: number | null; starttime: string }>(
      'select title, thumb, type, match_id, starttime from live_rooms where uid = $1',
      [me.id],
    );
    await q.query(
      `insert into live_broadcasts (uid, title, thumb, type, match_id, starttime) values ($1, $2, $3, $4, $5, $6)
       on conflict (uid) where endtime is null do update set title = excluded.title, thumb = excluded.thumb, type = excluded.type, match_id = excluded.match_id`,
      [me.id, room!.title, room!.thumb, room!.type, room!.match_id, Number(room!.starttime)],
    );
    return before?.islive === 1;
  });
  live.channels.invalidate(me.id);
  void live.channels.ensure(me.id).catch(() => undefined);
  if (!wasLive) {
    live.im.sendRoomCustom(String(me.id), { type: ROOM_MESSAGE.liveState, uid: me.id, islive: 1 });
    events.emit('roomLive', { uid: me.id, islive: 1 });
  }
  return toLiveRoom((await roomRow(db, me.id))!, ctx.origin, ctx.lang, live.im.memberCount(String(me.id)));
}

export const streamerHandlers: UntypedHandlers = {
  /**
   * This server has no RTMP ingest (DESIGN.md: "RTMP ingest later"): the channel plays generated test
   * media, so `push_url` is empty. `stream_key` is the room's own secret, kept for when ingest exists.
   */
  async live_getLiveUrl(ctx) {
    const me = requireAnchor(ctx.user);
    await requireRoom(ctx.services.db, me.id);
    await ctx.services.db.query('update live_rooms set stream_key = $2 where uid = $1 and stream_key is null', [
      me.id,
      randomBytes(12).toString('hex'),
    ]);
    const [room] = await ctx.services.db.query<{ stream_key: string }>('select stream_key from live_rooms where uid = $1', [me.id]);
    return { push_url: '', stream_key: room!.stream_key, pull: `${ctx.origin}/hls/${me.id}/master.m3u8` };
  },

  live_startRoom: startRoom,
  live_mobileStartRoom: startRoom,

  async live_endRoom(ctx) {
    const me = requireAnchor(ctx.user);
    const { db, config, live, events } = ctx.services;
    const nowSec = unix(config.now());
    const ended = await db.tx(async (q) => {
      const done = await q.query('update live_rooms set islive = 0 where uid = $1 and islive = 1 returning uid', [me.id]);
      await q.query(
        'update live_broadcasts set endtime = greatest($2, starttime), viewers = greatest(viewers, $3) where uid = $1 and endtime is null',
        [me.id, nowSec, live.im.memberCount(String(me.id))],
      );
      return done.length > 0;
    });
    live.channels.invalidate(me.id);
    if (ended) {
      live.im.sendRoomCustom(String(me.id), { type: ROOM_MESSAGE.liveState, uid: me.id, islive: 0 });
      events.emit('roomLive', { uid: me.id, islive: 0 });
    }
    return new Answer(null, 'server.live.ended');
  },

  /** The streamer's broadcast records (personal centre). */
  async live_getRoomList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pageRows<{
      id: number;
      title: string;
      starttime: string;
      endtime: string | null;
      viewers: number;
      total: number;
    }>(
      ctx.services.db,
      `select id, title, starttime, endtime, viewers, count(*) over ()::int as total from live_broadcasts where uid = $1 order by starttime desc limit $2 offset $3`,
      (take, skip) => [me.id, take, skip],
      { limit, offset },
    );
    const now = unix(ctx.services.config.now());
    return paged(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        starttime: Number(r.starttime),
        endtime: r.endtime == null ? 0 : Number(r.endtime),
        duration: (r.endtime == null ? now : Number(r.endtime)) - Number(r.starttime),
        viewers: r.viewers,
      })),
      total,
      page,
      limit,
    );
  },

  async live_getPlacard(ctx) {
    const room = await requireRoom(ctx.services.db, int(ctx.input.uid));
    return { announcement: room.announcement };
  },

  /** spec §5: the announcement is no more than 50 characters. */
  async live_setPlacard(ctx) {
    const me = requireAnchor(ctx.user);
    const announcement = str(ctx.input.announcement).trim();
    if ([...announcement].length > 50) throw new UserError('server.live.placardTooLong');
    const done = await ctx.services.db.query('update live_rooms set announcement = $2 where uid = $1 returning uid', [me.id, announcement]);
    if (done.length === 0) throw new UserError('server.live.noSuchRoom');
    ctx.services.live.im.sendRoomCustom(String(me.id), { type: ROOM_MESSAGE.announcement, uid: me.id, announcement });
    return new Answer({ announcement }, 'server.live.placardSaved');
  },
};
