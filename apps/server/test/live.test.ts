import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { dayStart, weekStart } from '../src/live/ranks';
import { announceUpcoming } from '../src/live/seed';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, clock, login as passwordLogin, startApp, type TestDb, variants } from './helpers';

// The live calls: lists by type, room info, start and end, announcements, follows, reservations,
// playbacks and moderation, on PGlite and on PostgreSQL.

const login = async (arena: ArenaApp, index: number) => {
  const res = await passwordLogin(arena, DEMO_ACCOUNTS[index]!.mobile, DEMO_ACCOUNTS[index]!.password);
  return { id: res.data.id as number, token: res.data.token as string };
};

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`live rooms on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let anchor: { id: number; token: string };
    let viewer: { id: number; token: string };
    let other: { id: number; token: string };
    const time = clock();

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      anchor = await login(arena, 1);
      viewer = await login(arena, 0);
      other = await login(arena, 2);
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('given the live list → only rooms on air, filtered by WIRE type, with their match; an unknown type is refused', async () => {
      const all = await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: -1, limit: 100 });
      expect(all.code).toBe(0);
      expect(all.data.data.length).toBeGreaterThan(0);
      expect(all.data.data.every((r: { islive: number }) => r.islive === 1)).toBe(true);
      for (const type of [0, 1, 2]) {
        const some = await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type, limit: 100 });
        expect(
          some.data.data.every((r: { type: number }) => r.type === type),
          `type ${type}`,
        ).toBe(true);
      }
      const football = (await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: 0, limit: 100 })).data.data;
      expect(football.find((r: { match_id: number | null }) => r.match_id)).toMatchObject({
        home_name: expect.any(String),
        away_name: expect.any(String),
        league_name: expect.any(String),
      });
      expect((await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: 3 })).msg).toBe('type: must be one of -1, 0, 1, 2');
    });

    it('given the seed → every room has past broadcasts to play back, newest first, each with a VOD address and a length', async () => {
      const rooms = await arena.services.db.query<{ uid: number }>('select uid from live_rooms order by uid');
      for (const { uid } of rooms) {
        const list = await call(arena, 'POST', '/api/Live_streaming/getLivePlaybackList', { uid, page: 1, limit: 10 });
        expect(list.code).toBe(0);
        expect(list.data.total, `room ${uid}`).toBeGreaterThanOrEqual(3);
        const rows = list.data.data as { addtime: number; duration: number; href: string; title: string }[];
        expect(rows.map((r) => r.addtime)).toEqual([...rows.map((r) => r.addtime)].sort((a, b) => b - a));
        for (const r of rows)
          expect(r).toMatchObject({
            title: expect.any(String),
            duration: expect.any(Number),
            href: expect.stringMatching(/\/hls\/playback\/\d+\/master\.m3u8$/),
          });
        expect(rows.every((r) => r.duration > 0)).toBe(true);
      }
    });

    it('given a page past the end → no rows, and still the list’s total and last page (not 0 and 1)', async () => {
      const rooms = await arena.services.db.query<{ uid: number }>('select uid from live_rooms order by uid');
      const uid = rooms[0]!.uid;
      await call(arena, 'POST', '/api/Live_streaming/getLivePlaybackList', { uid, page: 1, limit: 1 }); // warm
      const lists: [method: 'GET' | 'POST', path: string, input: Record<string, unknown>][] = [
        ['GET', '/api/Live_streaming/getLiveList', { type: -1 }],
        ['POST', '/api/Live_streaming/getLivePlaybackList', { uid }],
        ['GET', '/api/Live_streaming/getReserveLiveList', {}],
      ];
      for (const [method, path, input] of lists) {
        const first = (await call(arena, method, path, { ...input, page: 1, limit: 2 })).data;
        expect(first.total, path).toBeGreaterThan(0);
        const beyond = (await call(arena, method, path, { ...input, page: 999, limit: 2 })).data;
        expect(beyond, path).toMatchObject({ data: [], total: first.total, last_page: first.last_page, current_page: 999 });
      }
    });

    it('given a streamer who ends and starts their room → the list drops and shows it again; a playback is recorded', async () => {
      await call(arena, 'POST', '/api/Live/startRoom', {}, anchor.token);
      const listed = async () =>
        (await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: -1, limit: 100 })).data.data.map(
          (r: { uid: number }) => r.uid,
        );
      expect(await listed()).toContain(anchor.id);
      time.advance(90_000);
      expect(await call(arena, 'POST', '/api/Live/endRoom', undefined, anchor.token)).toMatchObject({
        code: 0,
        msg: 'The broadcast has ended',
      });
      expect(await listed()).not.toContain(anchor.id);
      const playbacks = await call(arena, 'POST', '/api/Live_streaming/getLivePlaybackList', { uid: anchor.id });
      expect(playbacks.data.data[0]).toMatchObject({ duration: 90, href: expect.stringMatching(/\/hls\/playback\/\d+\/master\.m3u8$/) });
      const started = await call(arena, 'POST', '/api/Live/startRoom', { title: '新的直播', type: 2 }, anchor.token);
      expect(started).toMatchObject({ code: 0, data: { uid: anchor.id, islive: 1, title: '新的直播', type: 2 } });
      expect(await listed()).toContain(anchor.id);
      expect((await call(arena, 'POST', '/api/Live/startRoom', {}, viewer.token)).msg).toBe(
        'Only streamers can do this; apply to become one first',
      );
      expect((await call(arena, 'POST', '/api/Live/startRoom', {})).code).toBe(700);
    });

    it('given room info → the master playlist as pull, the streamer, followers and the follow state', async () => {
      const info = await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: anchor.id }, viewer.token);
      expect(info.data).toMatchObject({
        vid: `room_${anchor.id}`,
        info: {
          islive: 1,
          pull: `http://localhost:80/hls/${anchor.id}/master.m3u8`,
          clarity: ['original', 'hd', 'sd', 'smooth'],
          servertime: Math.floor(time.now() / 1000),
        },
        userData: { uid: anchor.id, user_nickname: DEMO_ACCOUNTS[1].nickname, is_attention: 0 },
      });
      expect((await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: 999_999 })).msg).toBe('No such room');
    });

    it('given follow toggles → followed, counted, listed, then unfollowed; following oneself is refused', async () => {
      expect(await call(arena, 'POST', '/api/Member/attention', { id: anchor.id }, viewer.token)).toMatchObject({
        code: 0,
        msg: 'Followed',
        data: { is_attention: 1 },
      });
      const info = await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: anchor.id }, viewer.token);
      expect(info.data.userData).toMatchObject({ is_attention: 1, attention: 1 });
      expect((await call(arena, 'GET', '/api/User/attentionList', undefined, viewer.token)).data.data).toEqual([
        expect.objectContaining({ uid: anchor.id, islive: 1, fans: 1 }),
      ]);
      expect(await call(arena, 'POST', '/api/Member/attention', { id: anchor.id }, viewer.token)).toMatchObject({
        data: { is_attention: 0 },
      });
      expect((await call(arena, 'GET', '/api/User/attentionList', undefined, viewer.token)).data.total).toBe(0);
      expect((await call(arena, 'POST', '/api/Member/attention', { id: viewer.id }, viewer.token)).msg).toBe('You cannot follow yourself');
    });

    it('given the announcement → anyone reads it, only the streamer sets it, and 51 characters are refused (spec §5)', async () => {
      expect(await call(arena, 'POST', '/api/Live/setPlacard', { announcement: '周末英超双赛' }, anchor.token)).toMatchObject({
        code: 0,
        data: { announcement: '周末英超双赛' },
      });
      expect((await call(arena, 'GET', '/api/Live/getPlacard', { uid: anchor.id })).data).toEqual({ announcement: '周末英超双赛' });
      expect((await call(arena, 'POST', '/api/Live/setPlacard', { announcement: '球'.repeat(51) }, anchor.token)).msg).toBe(
        'announcement: must be at most 50 characters',
      );
      expect(await call(arena, 'POST', '/api/Live/setPlacard', { announcement: '球'.repeat(50) }, anchor.token)).toMatchObject({ code: 0 });
      expect((await call(arena, 'POST', '/api/Live/setPlacard', { announcement: 'x' }, viewer.token)).code).toBe(1);
    });

    it('given the seed → football and basketball rooms announce an upcoming match; a viewer reserves it from the room, and the state reads back', async () => {
      const rooms = await arena.services.db.query<{ uid: number }>('select uid from live_rooms where type in (0, 1) order by uid');
      const infos = await Promise.all(
        rooms.map(async (r) => (await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: r.uid })).data.reserve),
      );
      const announced = infos.filter(Boolean);
      expect(announced.length).toBeGreaterThan(0);
      expect(new Set(announced.map((r) => r.match_id)).size).toBe(announced.length);
      const nowSec = Math.floor(time.now() / 1000);
      for (const r of announced) expect(r.match_time).toBeGreaterThan(nowSec);
      // The demo streamer's room too (spec §2 live room: preview / reserve).
      const own = (await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: anchor.id })).data.reserve;
      expect(own).toMatchObject({ match_id: expect.any(Number), home_name: expect.any(String), away_name: expect.any(String) });
      // At the next start nothing is announced twice.
      expect(await announceUpcoming(arena.services.db, time.now())).toBe(0);

      const reserved = async () =>
        (await call(arena, 'GET', '/api/Live_streaming/getUserReserveLiveList', { limit: 100 }, other.token)).data.data.map(
          (r: { match_id: number }) => r.match_id,
        );
      expect(await reserved()).not.toContain(own.match_id);
      expect(
        await call(arena, 'POST', '/api/Live_streaming/reserveMatch', { uid: anchor.id, match_id: own.match_id, type: 0 }, other.token),
      ).toMatchObject({ code: 0, data: { is_reserve: 1 } });
      expect(await reserved()).toContain(own.match_id);
      expect(
        await call(arena, 'POST', '/api/Live_streaming/reserveMatch', { uid: anchor.id, match_id: own.match_id, type: 0 }, other.token),
      ).toMatchObject({ code: 0, data: { is_reserve: 0 } });
      expect(await reserved()).not.toContain(own.match_id);
      expect((await call(arena, 'POST', '/api/Live_streaming/reserveMatch', { match_id: own.match_id })).code).toBe(700);
    });

    it('given reservations → a viewer toggles one, lists it and deletes it; a streamer announces one shown in the room', async () => {
      // The seed's announcement would come first in the room; this test announces its own.
      await arena.services.db.query('delete from reservations where user_id = $1 and role = 1', [anchor.id]);
      const [match] = await arena.services.db.query<{ id: number }>(
        'select id from football_matches where status = 1 order by time desc limit 1',
      );
      expect(await call(arena, 'POST', '/api/Live_streaming/reserveMatch', { match_id: match!.id, type: 0 }, viewer.token)).toMatchObject({
        data: { is_reserve: 1 },
      });
      const mine = await call(arena, 'GET', '/api/Live_streaming/getUserReserveLiveList', undefined, viewer.token);
      expect(mine.data.data).toEqual([
        expect.objectContaining({ match_id: match!.id, live_type: 0, home_name: expect.any(String), is_reserve: 1 }),
      ]);
      expect(await call(arena, 'POST', '/api/Live_streaming/reserveMatch', { match_id: match!.id }, viewer.token)).toMatchObject({
        data: { is_reserve: 0 },
      });
      await call(arena, 'POST', '/api/Live_streaming/reserveMatch2', { match_id: match!.id, live_type: 0 }, viewer.token);
      const id = (await call(arena, 'GET', '/api/Live_streaming/getUserReserveLiveList', undefined, viewer.token)).data.data[0].id;
      expect((await call(arena, 'POST', '/api/Live_streaming/deleteReserveLive', { id }, other.token)).msg).toBe('No such reservation');
      expect(await call(arena, 'POST', '/api/Live_streaming/deleteReserveLive', { id }, viewer.token)).toMatchObject({ code: 0 });
      expect((await call(arena, 'POST', '/api/Live_streaming/reserveMatch', { match_id: 1 }, viewer.token)).msg).toBe('No such match');

      expect(
        await call(arena, 'POST', '/api/Live_streaming/setReserveLiveNew', { match_id: match!.id, live_type: 0 }, anchor.token),
      ).toMatchObject({ code: 0 });
      expect(
        (await call(arena, 'POST', '/api/Live_streaming/setReserveLiveNew', { match_id: match!.id, live_type: 0 }, viewer.token)).code,
      ).toBe(1);
      const room = await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: anchor.id });
      expect(room.data.reserve).toMatchObject({ match_id: match!.id, home_name: expect.any(String) });
      await call(arena, 'POST', '/api/Live_streaming/reserveMatch', { match_id: match!.id }, viewer.token);
      const announced = await call(arena, 'GET', '/api/Live_streaming/getReserveLiveList', { uid: anchor.id }, viewer.token);
      expect(announced.data.data).toEqual([expect.objectContaining({ match_id: match!.id, uid: anchor.id, is_reserve: 1 })]);
    });

    it('given moderation → administrators (up to 200) mute and kick; others may not; the kicked list shows who', async () => {
      expect((await call(arena, 'POST', '/api/Live/setTaboo', { uid: anchor.id, touid: other.id }, viewer.token)).msg).toBe(
        'Only the streamer and room administrators can manage the room',
      );
      expect(await call(arena, 'POST', '/api/RoomManage/setAdministrations', { touid: viewer.id }, anchor.token)).toMatchObject({
        code: 0,
      });
      expect((await call(arena, 'POST', '/api/RoomManage/getLiveRoomManageList', undefined, anchor.token)).data).toEqual([
        expect.objectContaining({ uid: viewer.id }),
      ]);
      expect(await call(arena, 'POST', '/api/Live/setTaboo', { uid: anchor.id, touid: other.id, minutes: 3 }, viewer.token)).toMatchObject({
        code: 0,
        msg: 'Muted for 3 minutes',
      });
      expect((await call(arena, 'POST', '/api/Live/getUserStatus', { uid: anchor.id, touid: other.id })).data).toMatchObject({
        is_taboo: 1,
        is_admin: 0,
      });
      expect((await call(arena, 'POST', '/api/Live/setTaboo', { uid: anchor.id, touid: anchor.id }, viewer.token)).msg).toBe(
        'You cannot do this to that user',
      );
      expect(await call(arena, 'POST', '/api/Live_streaming/liveKickout', { uid: anchor.id, touid: other.id }, viewer.token)).toMatchObject(
        { code: 0 },
      );
      expect((await call(arena, 'POST', '/api/Live_streaming/liveKickoutList', { uid: anchor.id }, viewer.token)).data).toEqual([
        expect.objectContaining({ uid: other.id }),
      ]);
      expect((await call(arena, 'POST', '/api/Barrage/send', { uid: anchor.id, info: 'hi' }, other.token)).msg).toBe(
        'You were removed from this room',
      );
      time.advance(3 * 60_000 + 1);
      expect((await call(arena, 'POST', '/api/Live/getUserStatus', { uid: anchor.id, touid: other.id })).data).toMatchObject({
        is_taboo: 0,
      });

      // 199 more administrators make 200 (spec §5): the next is refused.
      await arena.services.db.query(
        `with made as (insert into users (mobile, password_hash, user_nickname)
           select '86-1666' || lpad(g::text, 7, '0'), 'x', '房管' || g from generate_series(1, 199) g returning id)
         insert into room_admins (room_uid, uid) select $1, id from made`,
        [anchor.id],
      );
      expect((await call(arena, 'POST', '/api/RoomManage/setAdministrations', { touid: other.id }, anchor.token)).msg).toBe(
        'A room can have at most 200 administrators',
      );
      expect(await call(arena, 'POST', '/api/RoomManage/delLiveRoomManage', { touid: viewer.id }, anchor.token)).toMatchObject({ code: 0 });
    });

    it('given the ranks → today’s and this week’s contributions, biggest first', async () => {
      const [fan] = await arena.services.db.query<{ id: number }>('select id from users where mobile = $1', [DEMO_ACCOUNTS[3].mobile]);
      const token = await arena.services.accounts.createSession(fan!.id);
      await call(arena, 'POST', '/api/member/handselGift', { gift_id: 5, anchor_id: anchor.id }, token);
      await call(arena, 'POST', '/api/member/handselGift', { gift_id: 2, anchor_id: anchor.id }, viewer.token);
      const daily = await call(arena, 'GET', '/api/Live_streaming/roomRanking', { uid: anchor.id, type: 0 });
      expect(daily.data.slice(0, 2)).toEqual([
        expect.objectContaining({ uid: fan!.id, amount: 100, order: 1 }),
        expect.objectContaining({ uid: viewer.id, amount: 10, order: 2 }),
      ]);
      time.advance(8 * 86_400_000);
      expect((await call(arena, 'GET', '/api/Live_streaming/roomRanking', { uid: anchor.id, type: 1 })).data).toEqual([]);
    });

    it('given share → an address and a QR code, and the share is counted', async () => {
      const res = await call(arena, 'POST', '/api/Live_streaming/share', { uid: anchor.id });
      expect(res.data).toMatchObject({
        url: `http://localhost:80/live?uid=${anchor.id}`,
        qrcode: expect.stringMatching(/^data:image\/png;base64,/),
      });
    });
  });
}

describe('rank periods (UTC+8, weeks from Monday)', () => {
  it('start at 00:00 China time, and on Monday', () => {
    const sunday = Date.UTC(2026, 10, 22, 15, 59); // Sunday 23:59 in China
    expect(new Date(dayStart(sunday)).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(new Date(weekStart(sunday)).toISOString()).toBe('2026-11-15T16:00:00.000Z');
    const monday = Date.UTC(2026, 10, 22, 16, 1); // Monday 00:01 in China
    expect(new Date(weekStart(monday)).toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });
});
