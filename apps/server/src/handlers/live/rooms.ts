import QRCode from 'qrcode';
import { int, paged, pageOf, pageRows, unix } from '../../live/common';
import { dayStart, weekStart } from '../../live/ranks';
import { ROOM_SELECT, type RoomRow, toLiveRoom } from '../../live/rooms';
import { absolute } from '../format';
import type { UntypedHandlers } from '../types';
import { RESERVATION_SELECT, type ReservationRow, toReservation } from './reservations';
import { requireRoom } from './shared';

/** Rendition names of every channel, best first (the master playlist's NAME attributes). */
export const CLARITY = ['original', 'hd', 'sd', 'smooth'];

export const roomHandlers: UntypedHandlers = {
  /**
   * WIRE.md types: −1 all, 0 football, 1 basketball, 2 other. SPEC §2 `/anchor?type=` 0 all, 1 football,
   * 2 basketball, 3 esports/other maps to −1, 0, 1, 2 (anchor type − 1). Only rooms on air are listed.
   */
  async liveStreaming_getLiveList(ctx) {
    const { page, limit, offset } = pageOf(ctx.input);
    const type = int(ctx.input.type, -1);
    const competition = ctx.input.id === undefined ? null : int(ctx.input.id);
    const where = `r.islive = 1 and ($1::int = -1 or r.type = $1::int) and ($2::int is null or l.id = $2::int)`;
    const { rows: list, total } = await pageRows<RoomRow & { total: number }>(
      ctx.services.db,
      `${ROOM_SELECT.replace('select r.uid,', 'select count(*) over ()::int as total, r.uid,')} where ${where} order by r.heat desc, r.uid limit $3 offset $4`,
      (take, skip) => [type, competition, take, skip],
      { limit, offset },
    );
    return paged(
      list.map((r) => toLiveRoom(r, ctx.origin, ctx.lang, ctx.services.live.im.memberCount(String(r.uid)))),
      total,
      page,
      limit,
    );
  },

  async liveStreaming_getBucketRoomList(ctx) {
    const limit = Math.min(100, Math.max(1, int(ctx.input.limit, 20)));
    const rows = await ctx.services.db.query<RoomRow>(`${ROOM_SELECT} where r.islive = 1 order by r.heat desc, r.uid limit $1`, [limit]);
    return rows.map((r) => toLiveRoom(r, ctx.origin, ctx.lang, ctx.services.live.im.memberCount(String(r.uid))));
  },

  async liveStreaming_getRoomInfo(ctx) {
    const uid = int(ctx.input.uid);
    const { db, config, live } = ctx.services;
    const room = await requireRoom(db, uid);
    const [followers] = await db.query<{ n: number }>('select count(*)::int as n from follows where anchor_id = $1', [uid]);
    const [following] = ctx.user ? await db.query('select 1 from follows where user_id = $1 and anchor_id = $2', [ctx.user.id, uid]) : [];
    const nowSec = unix(config.now());
    const [next] = await db.query<ReservationRow>(
      `${RESERVATION_SELECT} where v.user_id = $1 and v.role = 1 and not m.finished and m.match_time > $2 order by m.match_time limit 1`,
      [uid, nowSec - 3 * 3600],
    );
    // Media is generated on first start; a viewer's visit puts the room first in the queue.
    if (room.islive === 1) void live.channels.ensure(uid).catch(() => undefined);
    if (ctx.user && room.islive === 1) ctx.services.events.task(ctx.user.id, 'watch_live');
    const row = toLiveRoom(room, ctx.origin, ctx.lang, live.im.memberCount(String(uid)));
    return {
      vid: room.vid,
      info: {
        islive: room.islive,
        pull: `${ctx.origin}/hls/${uid}/master.m3u8`,
        stream_status: live.channels.isReady(uid) ? 'ready' : 'preparing',
        title: room.title,
        thumb: row.thumb,
        type: room.type,
        match_id: room.match_id,
        match_time: row.match_time,
        match_status: row.match_status,
        league_name: row.league_name,
        home_name: row.home_name,
        home_logo: row.home_logo,
        home_score: row.home_score,
        away_name: row.away_name,
        away_logo: row.away_logo,
        away_score: row.away_score,
        starttime: row.starttime,
        servertime: nowSec,
        clarity: CLARITY,
        viewers: row.viewers,
        online: live.im.memberCount(String(uid)),
      },
      userData: {
        uid,
        user_nickname: room.user_nickname,
        avatar: row.avatar,
        heat: Number(room.heat),
        attention: followers?.n ?? 0,
        is_attention: following ? 1 : 0,
        signature: room.signature,
        announcement: room.announcement,
      },
      reserve: next
        ? (({ match_time, name, home_name, away_name, match_id }) => ({ match_time, name, home_name, away_name, match_id }))(
            toReservation(next, ctx),
          )
        : null,
    };
  },

  /** Contribution ranks from the money given in the room (gifts, paid barrage, guard): 0 today, 1 this week. */
  async liveStreaming_roomRanking(ctx) {
    const uid = int(ctx.input.uid);
    const { db, config } = ctx.services;
    await requireRoom(db, uid);
    const now = config.now();
    const since = int(ctx.input.type) === 1 ? weekStart(now) : dayStart(now);
    const rows = await db.query<{ uid: number; user_nickname: string; avatar: string; amount: string; is_guard: number }>(
      `select c.uid, u.user_nickname, u.avatar, sum(c.amount) as amount,
              case when exists (select 1 from guards g where g.user_id = c.uid and g.anchor_id = $1 and g.endtime > $3) then 1 else 0 end as is_guard
         from room_contributions c join users u on u.id = c.uid
        where c.room_uid = $1 and c.created_at >= $2
        group by c.uid, u.user_nickname, u.avatar
        order by sum(c.amount) desc, min(c.id) limit 50`,
      [uid, new Date(since), new Date(now)],
    );
    return rows.map((r, i) => ({
      uid: r.uid,
      user_nickname: r.user_nickname,
      avatar: absolute(ctx.origin, r.avatar),
      amount: Number(r.amount),
      is_guard: Number(r.is_guard),
      order: i + 1,
    }));
  },

  async liveStreaming_share(ctx) {
    const uid = int(ctx.input.uid);
    await requireRoom(ctx.services.db, uid);
    await ctx.services.db.query('update live_rooms set shares = shares + 1 where uid = $1', [uid]);
    if (ctx.user) ctx.services.events.task(ctx.user.id, 'share_live');
    const url = `${ctx.origin}/live?uid=${uid}`;
    return { url, qrcode: await QRCode.toDataURL(url, { margin: 1, width: 200 }) };
  },

  /** Past broadcasts, playable as HLS video on demand over the channel's cached media. */
  async liveStreaming_getLivePlaybackList(ctx) {
    const uid = int(ctx.input.uid);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pageRows<{ id: number; title: string; thumb: string; starttime: string; endtime: string; total: number }>(
      ctx.services.db,
      `select id, title, thumb, starttime, endtime, count(*) over ()::int as total from live_broadcasts
        where uid = $1 and endtime is not null and endtime > starttime order by starttime desc limit $2 offset $3`,
      (take, skip) => [uid, take, skip],
      { limit, offset },
    );
    return paged(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        thumb: absolute(ctx.origin, r.thumb),
        href: `${ctx.origin}/hls/playback/${r.id}/master.m3u8`,
        duration: Math.min(Number(r.endtime) - Number(r.starttime), 3 * 3600),
        addtime: Number(r.starttime),
      })),
      total,
      page,
      limit,
    );
  },
};
