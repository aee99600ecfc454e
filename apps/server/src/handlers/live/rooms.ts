import QRCode from 'qrcode';
import { withEsportsSeries } from '../../esports/room-series';
import { absolute } from '../../format';
import { pastBroadcasts } from '../../live/broadcasts';
import { followerCount, isFollowing } from '../../live/follows';
import { contributionRanks, dayStart, weekStart } from '../../live/ranks';
import { nextAnnouncement, toReservation } from '../../live/reservations';
import { countShare, hotRooms, liveRooms, toLiveRoom } from '../../live/rooms';
import { paged, pageOf } from '../../paging';
import { unix } from '../../time';
import type { Handlers } from '../types';
import { requireRoom } from './shared';

/** Rendition names of every channel, best first (the master playlist's NAME attributes). */
export const CLARITY: ('original' | 'hd' | 'sd' | 'smooth')[] = ['original', 'hd', 'sd', 'smooth'];

export const roomHandlers: Handlers = {
  /**
   * WIRE.md types: −1 all, 0 football, 1 basketball, 2 other. SPEC §2 `/anchor?type=` 0 all, 1 football,
   * 2 basketball, 3 esports/other maps to −1, 0, 1, 2 (anchor type − 1). Only rooms on air are listed.
   */
  async liveStreaming_getLiveList(ctx) {
    const { page, limit, offset } = pageOf(ctx.input);
    const type = ctx.input.type ?? -1;
    const competition = ctx.input.id ?? null;
    const { rows: list, total } = await liveRooms(ctx.services.db, type, competition, { limit, offset });
    const rooms = list.map((r) =>
      toLiveRoom(
        r,
        ctx.origin,
        ctx.lang,
        ctx.services.live.im.memberCount(String(r.uid)),
        ctx.services.live.snapshots.of(r.uid, r.islive, ctx.origin),
      ),
    );
    return paged(await withEsportsSeries(ctx.services.db, rooms, ctx.origin), total, page, limit);
  },

  async liveStreaming_getBucketRoomList(ctx) {
    const limit = Math.min(100, Math.max(1, ctx.input.limit ?? 20));
    const rows = await hotRooms(ctx.services.db, limit);
    const rooms = rows.map((r) =>
      toLiveRoom(
        r,
        ctx.origin,
        ctx.lang,
        ctx.services.live.im.memberCount(String(r.uid)),
        ctx.services.live.snapshots.of(r.uid, r.islive, ctx.origin),
      ),
    );
    return withEsportsSeries(ctx.services.db, rooms, ctx.origin);
  },

  async liveStreaming_getRoomInfo(ctx) {
    const uid = ctx.input.uid;
    const { db, config, live } = ctx.services;
    const room = await requireRoom(db, uid);
    const followers = await followerCount(db, uid);
    const following = ctx.user ? await isFollowing(db, ctx.user.id, uid) : false;
    const nowSec = unix(config.now());
    const next = await nextAnnouncement(db, uid, nowSec - 3 * 3600);
    // Media is generated on first start; a viewer's visit puts the room first in the queue.
    if (room.islive === 1) void live.channels.ensure(uid).catch(() => undefined);
    if (ctx.user && room.islive === 1) ctx.services.events.task(ctx.user.id, 'watch_live');
    const row = (
      await withEsportsSeries(
        db,
        [toLiveRoom(room, ctx.origin, ctx.lang, live.im.memberCount(String(uid)), live.snapshots.of(uid, room.islive, ctx.origin))],
        ctx.origin,
      )
    )[0]!;
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
        esports: row.esports,
      },
      userData: {
        uid,
        user_nickname: room.user_nickname,
        avatar: row.avatar,
        heat: Number(room.heat),
        attention: followers,
        is_attention: following ? 1 : 0,
        signature: room.signature,
        announcement: room.announcement,
      },
      reserve: next
        ? (({ match_time, name, home_name, away_name, match_id }) => ({ match_time, name, home_name, away_name, match_id }))(
            toReservation(next, ctx.origin, ctx.lang),
          )
        : null,
    };
  },

  /** Contribution ranks from the money given in the room (gifts, paid barrage, guard): 0 today, 1 this week. */
  async liveStreaming_roomRanking(ctx) {
    const uid = ctx.input.uid;
    const { db, config } = ctx.services;
    await requireRoom(db, uid);
    const now = config.now();
    const since = ctx.input.type === 1 ? weekStart(now) : dayStart(now);
    const rows = await contributionRanks(db, uid, since, now);
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
    const uid = ctx.input.uid;
    await requireRoom(ctx.services.db, uid);
    await countShare(ctx.services.db, uid);
    if (ctx.user) ctx.services.events.task(ctx.user.id, 'share_live');
    const url = `${ctx.origin}/live?uid=${uid}`;
    return { url, qrcode: await QRCode.toDataURL(url, { margin: 1, width: 200 }) };
  },

  /** Past broadcasts, playable as HLS video on demand over the channel's cached media. */
  async liveStreaming_getLivePlaybackList(ctx) {
    const uid = ctx.input.uid;
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pastBroadcasts(ctx.services.db, uid, { limit, offset });
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
