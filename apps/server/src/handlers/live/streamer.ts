import { randomBytes } from 'node:crypto';
import { Answer, UserError } from '../../envelope';
import { ROOM_MESSAGE } from '../../im/protocol';
import { announceAir } from '../../live/air';
import { broadcastRecords, endBroadcast, startBroadcast } from '../../live/broadcasts';
import { matchInfo, replaceStreamKey, roomRow, setAnnouncement, streamKeyOf, toLiveRoom } from '../../live/rooms';
import { paged, pageOf } from '../../paging';
import { unix } from '../../time';
import { requireUser } from '../guards';
import type { Handlers, InputOf, RequestContext } from '../types';
import { requireAnchor, requireRoom } from './shared';

/** A stream key: 24 hex characters (RTMP stream names allow letters, digits, _ and -). */
const newStreamKey = () => randomBytes(12).toString('hex');

/**
 * Opens (or updates) the streamer's broadcast: the room shows in the live lists from now on. Serves
 * both start calls (the mobile one sends no thumbnail).
 */
async function startRoom(ctx: RequestContext & { input: InputOf<'live_startRoom'> }) {
  const me = requireAnchor(ctx.user);
  const { db, config, live, events } = ctx.services;
  const nowSec = unix(config.now());
  const type = ctx.input.type;
  const matchId = ctx.input.match_id;
  if (matchId !== undefined && matchId > 0) {
    const match = await matchInfo(db, matchId, ctx.lang);
    if (!match) throw new UserError('server.live.noSuchMatch');
    if (type !== undefined && type !== 2 && match.sport !== type) throw new UserError('server.live.matchSport');
  }
  const thumb = ctx.input.thumb;
  if (thumb && !/^(https?:\/\/|\/)[^\s"'<>]*$/.test(thumb)) throw new UserError('server.live.thumbUrl');
  const title = ctx.input.title?.trim();
  if (title !== undefined && !title) throw new UserError('server.live.titleBlank');
  const wasLive = await startBroadcast(db, me, { title, type, thumb, matchId }, nowSec);
  announceAir(live, events, me.id, 1, !wasLive);
  // Generated test media while nobody pushes (a push replaces it: hls/channels.ts).
  void live.channels.ensure(me.id).catch(() => undefined);
  const room = (await roomRow(db, me.id))!;
  return toLiveRoom(room, ctx.origin, ctx.lang, live.im.memberCount(String(me.id)), live.snapshots.of(me.id, room.islive, ctx.origin));
}

/** The streamer's push address (empty without ingest), key and pull address. */
function liveUrl(ctx: RequestContext, uid: number, streamKey: string) {
  return {
    push_url: ctx.services.live.ingest?.pushUrl(ctx.origin) ?? '',
    stream_key: streamKey,
    pull: `${ctx.origin}/hls/${uid}/master.m3u8`,
  };
}

export const streamerHandlers: Handlers = {
  /**
   * The RTMP push address (`rtmp://<public host>:<RTMP_PORT>/live`, empty when RTMP_PORT=0) and the
   * room's stream key, made on the first ask. A push with the key takes the room live (live/ingest.ts).
   */
  async live_getLiveUrl(ctx) {
    const me = requireAnchor(ctx.user);
    await requireRoom(ctx.services.db, me.id);
    const streamKey = await streamKeyOf(ctx.services.db, me.id, newStreamKey());
    return liveUrl(ctx, me.id, streamKey);
  },

  /** A new key: the old one is refused from now on and a push using it is dropped. */
  async live_resetStreamKey(ctx) {
    const me = requireAnchor(ctx.user);
    await requireRoom(ctx.services.db, me.id);
    const streamKey = newStreamKey();
    if (!(await replaceStreamKey(ctx.services.db, me.id, streamKey))) throw new UserError('server.live.noSuchRoom');
    ctx.services.live.ingest?.drop(me.id);
    return liveUrl(ctx, me.id, streamKey);
  },

  live_startRoom: startRoom,
  live_mobileStartRoom: startRoom,

  async live_endRoom(ctx) {
    const me = requireAnchor(ctx.user);
    const { db, config, live, events } = ctx.services;
    const nowSec = unix(config.now());
    const ended = await endBroadcast(db, me.id, nowSec, () => live.im.memberCount(String(me.id)));
    announceAir(live, events, me.id, 0, ended);
    return new Answer(null, 'server.live.ended');
  },

  /** The streamer's broadcast records (personal centre). */
  async live_getRoomList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await broadcastRecords(ctx.services.db, me.id, { limit, offset });
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
    const room = await requireRoom(ctx.services.db, ctx.input.uid);
    return { announcement: room.announcement };
  },

  /** spec §5: the announcement is no more than 50 characters. */
  async live_setPlacard(ctx) {
    const me = requireAnchor(ctx.user);
    const announcement = ctx.input.announcement.trim();
    if ([...announcement].length > 50) throw new UserError('server.live.placardTooLong');
    if (!(await setAnnouncement(ctx.services.db, me.id, announcement))) throw new UserError('server.live.noSuchRoom');
    ctx.services.live.im.sendRoomCustom(String(me.id), { type: ROOM_MESSAGE.announcement, uid: me.id, announcement });
    return new Answer({ announcement }, 'server.live.placardSaved');
  },
};
