import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Queryable } from '../db/index';
import { Answer, UserError } from '../envelope';
import { ROOM_MESSAGE } from '../im/protocol';
import { int, paged, pageOf, pageRows, str, unix } from '../live/common';
import { matchInfo, ROOM_SELECT, type RoomRow, roomRow, toLiveRoom } from '../live/rooms';
import { SHANGHAI_OFFSET_MS } from '../services/shanghai';
import { absolute } from './format';
import { requireUser } from './guards';
import type { HandlerContext, Services, UntypedHandlers, UserRow } from './types';

/** Rendition names of every channel, best first (the master playlist's NAME attributes). */
export const CLARITY = ['original', 'hd', 'sd', 'smooth'];

const DAY_MS = 86_400_000;
/** Ranks count days and weeks in China time (UTC+8), weeks from Monday. */
export function dayStart(nowMs: number) {
  return Math.floor((nowMs + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
}
export function weekStart(nowMs: number) {
  const day = Math.floor((nowMs + SHANGHAI_OFFSET_MS) / DAY_MS);
  return dayStart(nowMs) - ((day + 3) % 7) * DAY_MS; // 1970-01-01 was a Thursday
}

async function requireRoom(q: Queryable, uid: number): Promise<RoomRow> {
  const room = await roomRow(q, uid);
  if (!room) throw new UserError('server.live.noSuchRoom');
  return room;
}

function requireAnchor(user: UserRow | undefined): UserRow {
  const me = requireUser(user);
  if (me.is_anchor !== 1) throw new UserError('server.live.notAnchor');
  return me;
}

/** The room a moderator acts on: `uid` when given (they must be its streamer or an administrator), else their own. */
async function managedRoom(services: Services, me: UserRow, uidInput: unknown): Promise<{ room: number; owner: boolean }> {
  const room = uidInput === undefined || uidInput === null || uidInput === '' ? me.id : int(uidInput);
  await requireRoom(services.db, room);
  if (room === me.id) return { room, owner: true };
  const [admin] = await services.db.query('select 1 from room_admins where room_uid = $1 and uid = $2', [room, me.id]);
  if (!admin) throw new UserError('server.live.notManager');
  return { room, owner: false };
}

async function requireTarget(services: Services, touid: number) {
  const [u] = await services.db.query<{ id: number; user_nickname: string; avatar: string }>(
    'select id, user_nickname, avatar from users where id = $1',
    [touid],
  );
  if (!u) throw new UserError('server.live.noSuchUser');
  return u;
}

/** Reservation rows with their match: `role` 0 a viewer's reservation, 1 a streamer's announcement. */
const RESERVATION_SELECT = `
  select v.id, v.user_id, v.match_id, v.live_type, v.role, m.match_time, m.finished,
         l.short_name_zh as league_zh, l.short_name_en as league_en, l.short_name_vi as league_vi,
         h.name_zh as home_zh, h.name_en as home_en, h.name_vi as home_vi, h.logo as home_logo,
         a.name_zh as away_zh, a.name_en as away_en, a.name_vi as away_vi, a.logo as away_logo,
         u.user_nickname, u.avatar,
         count(*) over ()::int as total
    from reservations v
    join (select f.id, f.time as match_time, f.status >= 8 as finished, f.competition_id, f.home_team_id, f.away_team_id from football_matches f
          union all
          select b.id, b.match_time, b.status_id >= 10 or b.status_id = 0, b.competition_id, b.home_team_id, b.away_team_id from basketball_matches b) m on m.id = v.match_id
    join leagues l on l.id = m.competition_id
    join teams h on h.id = m.home_team_id
    join teams a on a.id = m.away_team_id
    join users u on u.id = v.user_id`;

interface ReservationRow {
  id: number;
  user_id: number;
  match_id: number;
  live_type: number;
  match_time: string;
  league_zh: string;
  league_en: string;
  league_vi: string;
  home_zh: string;
  home_en: string;
  home_vi: string;
  home_logo: string;
  away_zh: string;
  away_en: string;
  away_vi: string;
  away_logo: string;
  user_nickname: string;
  avatar: string;
  total: number;
}

function toReservation(r: ReservationRow, ctx: HandlerContext) {
  const pick = (zh: string, en: string, vi: string) => (ctx.lang === 'en' ? en : ctx.lang === 'vi' ? vi : zh) || zh;
  return {
    id: r.id,
    match_id: r.match_id,
    live_type: r.live_type,
    match_time: Number(r.match_time),
    name: pick(r.league_zh, r.league_en, r.league_vi),
    home_name: pick(r.home_zh, r.home_en, r.home_vi),
    home_logo: absolute(ctx.origin, r.home_logo),
    away_name: pick(r.away_zh, r.away_en, r.away_vi),
    away_logo: absolute(ctx.origin, r.away_logo),
    uid: r.user_id,
    user_nickname: r.user_nickname,
    avatar: absolute(ctx.origin, r.avatar),
  };
}

/** Reserves or unreserves (toggle) a match for a viewer. */
async function toggleReservation(ctx: HandlerContext, liveType: number | undefined) {
  const me = requireUser(ctx.user);
  const matchId = int(ctx.input.match_id);
  const match = await matchInfo(ctx.services.db, matchId, ctx.lang);
  if (!match) throw new UserError('server.live.noSuchMatch');
  const removed = await ctx.services.db.query('delete from reservations where user_id = $1 and match_id = $2 and role = 0 returning id', [
    me.id,
    matchId,
  ]);
  if (removed.length > 0) return { is_reserve: 0 };
  if (match.finished) throw new UserError('server.live.matchOver');
  await ctx.services.db.query(
    'insert into reservations (user_id, match_id, live_type, role) values ($1, $2, $3, 0) on conflict do nothing',
    [me.id, matchId, liveType ?? match.sport],
  );
  ctx.services.events.task(me.id, 'reserve_match');
  return { is_reserve: 1 };
}

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

export const liveHandlers: UntypedHandlers = {
  // ── Lists and rooms ──

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

  // ── The streamer's own calls ──

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

  // ── Reservations ──

  liveStreaming_reserveMatch: (ctx) => toggleReservation(ctx, ctx.input.type === undefined ? undefined : int(ctx.input.type)),
  liveStreaming_reserveMatch2: (ctx) => toggleReservation(ctx, ctx.input.live_type === undefined ? undefined : int(ctx.input.live_type)),

  /** A streamer announces a match they will broadcast (shown in the room and in getReserveLiveList). */
  async liveStreaming_setReserveLiveNew(ctx) {
    const me = requireAnchor(ctx.user);
    const matchId = int(ctx.input.match_id);
    const match = await matchInfo(ctx.services.db, matchId, ctx.lang);
    if (!match) throw new UserError('server.live.noSuchMatch');
    if (match.finished) throw new UserError('server.live.matchOver');
    await ctx.services.db.query(
      'insert into reservations (user_id, match_id, live_type, role) values ($1, $2, $3, 1) on conflict (user_id, match_id, role) do update set live_type = excluded.live_type',
      [me.id, matchId, int(ctx.input.live_type)],
    );
    return new Answer(null, 'server.live.announced');
  },

  async liveStreaming_deleteReserveLive(ctx) {
    const me = requireUser(ctx.user);
    const removed = await ctx.services.db.query('delete from reservations where id = $1 and user_id = $2 returning id', [
      int(ctx.input.id),
      me.id,
    ]);
    if (removed.length === 0) throw new UserError('server.live.noSuchReservation');
    return new Answer(null, 'server.live.reservationRemoved');
  },

  async liveStreaming_getUserReserveLiveList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pageRows<ReservationRow>(
      ctx.services.db,
      `${RESERVATION_SELECT} where v.user_id = $1 and v.role = 0 order by m.match_time desc limit $2 offset $3`,
      (take, skip) => [me.id, take, skip],
      { limit, offset },
    );
    return paged(
      rows.map((r) => ({ ...toReservation(r, ctx), is_reserve: 1 })),
      total,
      page,
      limit,
    );
  },

  /** Matches streamers announced (one streamer's with `uid`), upcoming first, with the viewer's reservation state. */
  async liveStreaming_getReserveLiveList(ctx) {
    const { page, limit, offset } = pageOf(ctx.input);
    const uid = ctx.input.uid === undefined ? null : int(ctx.input.uid);
    const now = unix(ctx.services.config.now());
    const { rows, total } = await pageRows<ReservationRow & { is_reserve: number }>(
      ctx.services.db,
      `select x.*, case when exists (select 1 from reservations me where me.user_id = $4 and me.role = 0 and me.match_id = x.match_id) then 1 else 0 end as is_reserve
         from (${RESERVATION_SELECT} where v.role = 1 and ($1::int is null or v.user_id = $1::int) and not m.finished and m.match_time > $5) x
        order by x.match_time limit $2 offset $3`,
      (take, skip) => [uid, take, skip, ctx.user?.id ?? 0, now - 3 * 3600],
      { limit, offset },
    );
    return paged(
      rows.map((r) => ({ ...toReservation(r, ctx), is_reserve: Number(r.is_reserve) })),
      total,
      page,
      limit,
    );
  },

  // ── Follows ──

  /** Toggles following `id` (spec §4: follow, followed, unfollow). */
  async member_attention(ctx) {
    const me = requireUser(ctx.user);
    const id = int(ctx.input.id);
    if (id === me.id) throw new UserError('server.live.followSelf');
    await requireTarget(ctx.services, id);
    const removed = await ctx.services.db.query('delete from follows where user_id = $1 and anchor_id = $2 returning user_id', [me.id, id]);
    if (removed.length > 0) return new Answer({ is_attention: 0 }, 'server.live.unfollowed');
    await ctx.services.db.query('insert into follows (user_id, anchor_id, created_at) values ($1, $2, $3) on conflict do nothing', [
      me.id,
      id,
      new Date(ctx.services.config.now()),
    ]);
    ctx.services.events.task(me.id, 'follow_anchor');
    return new Answer({ is_attention: 1 }, 'server.live.followed');
  },

  async user_attentionList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pageRows<{
      uid: number;
      user_nickname: string;
      avatar: string;
      signature: string;
      islive: number | null;
      title: string | null;
      thumb: string | null;
      fans: number;
      total: number;
    }>(
      ctx.services.db,
      `select u.id as uid, u.user_nickname, u.avatar, u.signature, r.islive, r.title, r.thumb,
              (select count(*)::int from follows x where x.anchor_id = u.id) as fans, count(*) over ()::int as total
         from follows f join users u on u.id = f.anchor_id left join live_rooms r on r.uid = u.id
        where f.user_id = $1 order by coalesce(r.islive, 0) desc, f.created_at desc limit $2 offset $3`,
      (take, skip) => [me.id, take, skip],
      { limit, offset },
    );
    return paged(
      rows.map((r) => ({
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(ctx.origin, r.avatar),
        signature: r.signature,
        islive: r.islive ?? 0,
        title: r.title ?? '',
        thumb: r.thumb ? absolute(ctx.origin, r.thumb) : '',
        fans: r.fans,
      })),
      total,
      page,
      limit,
    );
  },

  // ── Moderation (spec §6: the streamer and room administrators, up to 200) ──

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
    await requireTarget(ctx.services, touid);
    if (touid === room || touid === me.id) throw new UserError('server.live.cannotModerate');
    const [targetAdmin] = await ctx.services.db.query('select 1 from room_admins where room_uid = $1 and uid = $2', [room, touid]);
    if (targetAdmin && !owner) throw new UserError('server.live.cannotModerate');
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
    await requireTarget(ctx.services, touid);
    if (touid === room || touid === me.id) throw new UserError('server.live.cannotModerate');
    const [targetAdmin] = await ctx.services.db.query('select 1 from room_admins where room_uid = $1 and uid = $2', [room, touid]);
    if (targetAdmin && !owner) throw new UserError('server.live.cannotModerate');
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
