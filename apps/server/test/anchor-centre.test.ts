import { createImClient, type ImClient, parseRoomMessage } from '@arena/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ArenaApp } from '../src/app';
import { call, clock, solveCaptcha, startApp, type TestDb, variants } from './helpers';
import { next, type Person, person } from './messaging-helpers';

// Issue 15, the streamer centre's server: the application and the operator's review, broadcast
// settings with an uploaded cover, broadcast records, income and contribution lists by day and week,
// fan groups and their badge, and a kicked viewer kept out of the room for 24 hours. Real database
// (PGlite and PostgreSQL), real sockets (IM and the score socket).

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const EXPERIENCE = '我解说足球比赛已经五年了，熟悉各大联赛。';
let port = 18250;

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the streamer centre on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let base: string;
    let operator: string;
    const time = clock();
    const clients: ImClient[] = [];

    const upload = async (token: string): Promise<string> => {
      const { data } = await call(arena, 'POST', '/api/Member/getQiniuToken', undefined, token);
      const res = await arena.app.inject({
        method: 'POST',
        url: '/uploads',
        payload: PNG,
        headers: { 'content-type': 'image/png', token: data.token },
      });
      return (res.json() as { data: { url: string } }).data.url;
    };
    const smsCode = async (userId: number): Promise<string> => {
      const [row] = await store.db.query<{ mobile: string }>('select mobile from users where id = $1', [userId]);
      time.advance(61_000);
      await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile: row!.mobile, type: 4 });
      return arena.devSms!.latestFor(row!.mobile)!;
    };
    const apply = async (who: Person, photos?: { front: string; back: string }) => {
      const front = photos?.front ?? (await upload(who.token));
      const back = photos?.back ?? (await upload(who.token));
      const form = { real_name: '李四', id_number: '110101199003074518', contact: '微信 lisi', experience: EXPERIENCE };
      return call(
        arena,
        'POST',
        '/api/Member/verified',
        { ...form, id_photo_front: front, id_photo_back: back, code: await smsCode(who.id) },
        who.token,
      );
    };
    const review = (userId: number, approve: boolean, reason?: string, token = operator) =>
      call(arena, 'POST', '/api/Operator/reviewAnchorApplication', { user_id: userId, approve, ...(reason ? { reason } : {}) }, token);
    /** A fresh user made a streamer through the application and the operator's approval. */
    const streamer = async (nick: string): Promise<Person> => {
      const who = await person(arena, nick);
      expect((await apply(who)).code).toBe(0);
      expect((await review(who.id, true)).code).toBe(0);
      return who;
    };
    const imClient = () => {
      const c = createImClient({ url: `${base.replace('http', 'ws')}/im`, WebSocket: WebSocket as never, lang: 'en' });
      clients.push(c);
      return c;
    };

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      const listenPort = port++;
      await arena.app.listen({ port: listenPort, host: '127.0.0.1' });
      base = `http://127.0.0.1:${listenPort}`;
      const [op] = await store.db.query<{ id: number }>('select id from users where is_operator order by id limit 1');
      operator = await arena.services.accounts.createSession(op!.id);
    });
    afterAll(async () => {
      for (const c of clients) await c.logout().catch(() => undefined);
      await arena?.close();
      await store?.drop();
    });

    it('given an application → photos must be the applicant’s uploads; pending refuses a second; a rejection says why; re-applying then works; approval makes a streamer with a room, once', async () => {
      const applicant = await person(arena, '申请人');
      const stranger = await person(arena, '路人');
      const theirs = await upload(stranger.token);
      expect(await apply(applicant, { front: theirs, back: theirs })).toMatchObject({
        code: 1,
        msg: 'Upload photos of both sides of your ID card (png or jpg, under 5 MB)',
      });
      expect(await call(arena, 'POST', '/api/Member/getVerifiedInfo', undefined, applicant.token)).toMatchObject({
        code: 0,
        data: { status: -1, reason: '', addtime: 0 },
      });
      expect(await apply(applicant)).toMatchObject({ code: 0, msg: 'Application submitted; please wait for the review' });
      const pending = (await call(arena, 'POST', '/api/Member/getVerifiedInfo', undefined, applicant.token)).data;
      expect(pending).toMatchObject({ status: 0, id_number: '**************4518', experience: EXPERIENCE, reviewtime: 0 });
      expect(pending.id_photo_front).toMatch(/^http:\/\/.+\/uploads\/[0-9a-f]{32}\.png$/);
      expect(await apply(applicant)).toMatchObject({ code: 1, msg: 'Your application is being reviewed' });

      // The operator's list: not for anyone else; the pending application in full.
      expect(await call(arena, 'GET', '/api/Operator/anchorApplications', {}, applicant.token)).toMatchObject({
        code: 1,
        msg: 'Only operators can do this',
      });
      const list = (await call(arena, 'GET', '/api/Operator/anchorApplications', { status: 0 }, operator)).data;
      expect(list.data.find((a: { user_id: number }) => a.user_id === applicant.id)).toMatchObject({
        user_nickname: '申请人',
        id_number: '110101199003074518',
        status: 0,
      });
      expect(await review(applicant.id, false, undefined)).toMatchObject({
        code: 1,
        msg: 'Enter a reason to reject the application; the applicant will see it',
      });
      expect(await review(applicant.id, false, '证件照片不清楚', applicant.token)).toMatchObject({
        code: 1,
        msg: 'Only operators can do this',
      });
      expect(await review(applicant.id, false, '证件照片不清楚')).toMatchObject({
        code: 0,
        msg: 'The streamer application was rejected',
        data: { status: 2, reason: '证件照片不清楚' },
      });
      expect(await review(applicant.id, true)).toMatchObject({ code: 1, msg: /not waiting for review/ });
      expect((await call(arena, 'POST', '/api/Member/getVerifiedInfo', undefined, applicant.token)).data).toMatchObject({
        status: 2,
        reason: '证件照片不清楚',
      });
      const notices = (await call(arena, 'GET', '/api/Push/getList', {}, applicant.token)).data;
      expect(JSON.stringify(notices)).toContain('证件照片不清楚');
      const [rejected] = (await call(arena, 'GET', '/api/Operator/anchorApplications', { status: 2 }, operator)).data.data;
      expect(rejected).toMatchObject({ user_id: applicant.id, reason: '证件照片不清楚' });

      // Re-applying after the rejection: pending again, then approved: a streamer with a room (not live).
      expect((await apply(applicant)).code).toBe(0);
      expect((await call(arena, 'POST', '/api/Member/getVerifiedInfo', undefined, applicant.token)).data).toMatchObject({
        status: 0,
        reason: '',
      });
      expect(await review(applicant.id, true)).toMatchObject({
        code: 0,
        msg: 'The streamer application was approved',
        data: { status: 1 },
      });
      expect(await review(applicant.id, true)).toMatchObject({ code: 1, msg: /not waiting for review/ });
      expect((await call(arena, 'GET', '/api/Member/info', undefined, applicant.token)).data.is_anchor).toBe(1);
      expect(await store.db.query('select islive from live_rooms where uid = $1', [applicant.id])).toEqual([{ islive: 0 }]);
      expect(await apply(applicant)).toMatchObject({ code: 1, msg: 'You are already a streamer' });
      expect(JSON.stringify((await call(arena, 'GET', '/api/Push/getList', {}, applicant.token)).data)).toContain(
        'Streamer application approved',
      );
    });

    it('given broadcast settings → title, uploaded cover, category, bound match and announcement are saved, checked, and heard in the room', async () => {
      const me = await streamer('设置主播');
      const cover = await upload(me.token);
      const [football] = await store.db.query<{ id: number }>('select id from football_matches where status < 8 order by id limit 1');
      const [basketball] = await store.db.query<{ id: number }>(
        'select id from basketball_matches where status_id between 1 and 9 order by id limit 1',
      );
      const viewer = imClient();
      const viewerPerson = await person(arena, '看客');
      await viewer.login(String(viewerPerson.id), viewerPerson.userSig);
      await viewer.joinGroup(String(me.id));
      const heard = next(viewer, 'message', (m) => parseRoomMessage(m)?.type === 124);
      const saved = await call(
        arena,
        'POST',
        '/api/Live_streaming/setLiveInfo',
        { title: '英超焦点战', thumb: cover, type: 0, match_id: football!.id, announcement: '今晚八点开播' },
        me.token,
      );
      expect(saved).toMatchObject({
        code: 0,
        msg: 'Broadcast settings saved',
        data: { title: '英超焦点战', type: 0, match_id: football!.id, announcement: '今晚八点开播', islive: 0 },
      });
      expect(saved.data.thumb).toBe(cover);
      expect(saved.data.match.match_id).toBe(football!.id);
      expect(parseRoomMessage(await heard)).toMatchObject({
        type: 124,
        uid: me.id,
        title: '英超焦点战',
        thumb: cover,
        match_id: football!.id,
      });

      // Refused: someone else's upload as the cover, a 51-character announcement, a match of another sport, a blank title.
      const stranger = await person(arena, '别人');
      expect(await call(arena, 'POST', '/api/Live_streaming/updateLive', { thumb: await upload(stranger.token) }, me.token)).toMatchObject({
        code: 1,
        msg: 'Upload a cover image for the room (png or jpg, under 5 MB)',
      });
      expect((await call(arena, 'POST', '/api/Live_streaming/setLiveInfo', { announcement: '字'.repeat(51) }, me.token)).code).toBe(1);
      expect(await call(arena, 'POST', '/api/Live_streaming/updateLive', { match_id: basketball!.id }, me.token)).toMatchObject({
        code: 1,
        msg: "The match is not of the room's sport",
      });
      expect(await call(arena, 'POST', '/api/Live_streaming/setTitle', { title: '   ' }, me.token)).toMatchObject({ code: 1 });
      // A viewer is no streamer.
      expect(await call(arena, 'POST', '/api/Live_streaming/setTitle', { title: '抢标题' }, viewerPerson.token)).toMatchObject({ code: 1 });

      // The open broadcast takes the new title; unbinding the match with 0.
      expect((await call(arena, 'POST', '/api/Live/startRoom', {}, me.token)).code).toBe(0);
      expect((await call(arena, 'POST', '/api/Live_streaming/setTitle', { title: '下半场继续' }, me.token)).code).toBe(0);
      const room = await call(arena, 'POST', '/api/Live_streaming/updateLive', { match_id: 0 }, me.token);
      expect(room.data).toMatchObject({ uid: me.id, title: '下半场继续', islive: 1 });
      expect((await call(arena, 'GET', '/api/Live/getLiveSettings', {}, me.token)).data).toMatchObject({
        title: '下半场继续',
        thumb: cover,
        match_id: 0,
        match: null,
        announcement: '今晚八点开播',
      });
      expect(await store.db.query('select title from live_broadcasts where uid = $1 and endtime is null', [me.id])).toEqual([
        { title: '下半场继续' },
      ]);
      await call(arena, 'POST', '/api/Live/endRoom', {}, me.token);
    });

    it('given gifts during a broadcast → records show duration, peak viewers and gift income; income and contributions by day and week', async () => {
      const me = await streamer('收入主播');
      const fans = [await person(arena, '大哥', 1000), await person(arena, '二哥', 1000)];
      time.advance(3_600_000);
      expect((await call(arena, 'POST', '/api/Live/startRoom', { title: '收入测试' }, me.token)).code).toBe(0);
      // Two viewers in the room at once: the peak.
      for (const fan of fans) {
        const c = imClient();
        await c.login(String(fan.id), fan.userSig);
        await c.joinGroup(String(me.id));
      }
      const [gift] = await store.db.query<{ id: number; needcoin: string }>(
        'select id, needcoin from gifts where needcoin > 0 order by id limit 1',
      );
      const price = Number(gift!.needcoin);
      expect(
        (await call(arena, 'POST', '/api/member/handselGift', { gift_id: gift!.id, anchor_id: me.id, num: 3 }, fans[0]!.token)).code,
      ).toBe(0);
      expect(
        (await call(arena, 'POST', '/api/member/handselGift', { gift_id: gift!.id, anchor_id: me.id, num: 1 }, fans[1]!.token)).code,
      ).toBe(0);
      for (const c of clients.splice(0)) await c.logout().catch(() => undefined);
      time.advance(600_000);
      await call(arena, 'POST', '/api/Live/endRoom', {}, me.token);

      const [record] = (await call(arena, 'GET', '/api/Live/getRoomList', {}, me.token)).data.data;
      expect(record).toMatchObject({ title: '收入测试', duration: 600, peak_viewers: 2, viewers: 2, gifts: 4, gift_income: 4 * price });

      const today = await call(arena, 'GET', '/api/Live/anchorIncome', { period: 'day', count: 3 }, me.token);
      expect(today.data.items).toHaveLength(3);
      expect(today.data.items[0]).toMatchObject({ date: '2026-11-22', income: 4 * price, gifts: 4, givers: 2 });
      expect(today.data.items[1]).toMatchObject({ date: '2026-11-21', income: 0, gifts: 0 });
      expect(today.data.total).toBe(4 * price);
      const weeks = await call(arena, 'GET', '/api/Live/anchorIncome', { period: 'week', count: 2 }, me.token);
      // 2026-11-22 is a Sunday: its week began on Monday the 16th.
      expect(weeks.data.items.map((w: { date: string }) => w.date)).toEqual(['2026-11-16', '2026-11-09']);
      expect(weeks.data.items[0].income).toBe(4 * price);

      const ranks = await call(arena, 'GET', '/api/Live/anchorContribution', { period: 'day', date: '2026-11-22' }, me.token);
      expect(ranks.data.items.map((r: { uid: number; order: number; gifts: number }) => [r.uid, r.order, r.gifts])).toEqual([
        [fans[0]!.id, 1, 3],
        [fans[1]!.id, 2, 1],
      ]);
      expect(
        (await call(arena, 'GET', '/api/Live/anchorContribution', { period: 'day', date: '2026-11-21' }, me.token)).data.items,
      ).toEqual([]);
      expect((await call(arena, 'GET', '/api/Live/anchorContribution', { period: 'week', date: '2026-11-20' }, me.token)).data.total).toBe(
        4 * price,
      );
      expect(await call(arena, 'GET', '/api/Live/anchorContribution', { period: 'day', date: '2026-02-31' }, me.token)).toMatchObject({
        code: 1,
        msg: '2026-02-31 is not a date; pick a real day',
      });
      expect((await call(arena, 'GET', '/api/Live/anchorIncome', {}, fans[0]!.token)).code).toBe(1);
    });

    it('given fan groups → the streamer shows public groups of their own; a viewer joins and wears the badge in the room', async () => {
      const me = await streamer('粉丝团主播');
      const fan = await person(arena, '铁粉');
      const group = async (name: string, type: 'Public' | 'Work', owner = me) =>
        (await call(arena, 'POST', '/api/Group/addgroup', { name, type }, owner.token)).data.group_id as string;
      const fans = await group('铁杆球迷俱乐部', 'Public');
      const work = await group('工作群', 'Work');
      const foreign = await group('别人的群', 'Public', fan);
      expect(await call(arena, 'POST', '/api/Live_streaming/addshowGroup', { group_id: work }, me.token)).toMatchObject({
        code: 1,
        msg: 'A fan group must be a public group so viewers can join it',
      });
      expect(await call(arena, 'POST', '/api/Live_streaming/addshowGroup', { group_id: foreign }, me.token)).toMatchObject({
        code: 1,
        msg: 'You can only show groups you created',
      });
      expect(await call(arena, 'POST', '/api/Live_streaming/addshowGroup', { group_id: fans }, me.token)).toMatchObject({
        code: 0,
        msg: 'The fan group now shows in your room',
      });
      expect((await call(arena, 'POST', '/api/Live_streaming/groupList', {}, me.token)).data).toEqual([
        expect.objectContaining({ group_id: fans, name: '铁杆球迷俱乐部', members: 1, shown: 1 }),
      ]);
      const shown = () => call(arena, 'POST', '/api/Live_streaming/getLiveGroupList', { uid: me.id }, fan.token);
      expect((await shown()).data).toEqual([expect.objectContaining({ group_id: fans, is_member: 0, badge: '铁杆球迷俱乐' })]);
      expect((await call(arena, 'POST', '/api/Live/getUserStatus', { uid: me.id }, fan.token)).data.fan_group).toBeNull();

      expect((await call(arena, 'POST', '/api/Group/joinGroup', { group_id: fans }, fan.token)).code).toBe(0);
      expect((await shown()).data[0]).toMatchObject({ is_member: 1, members: 2 });
      expect((await call(arena, 'POST', '/api/Live/getUserStatus', { uid: me.id }, fan.token)).data.fan_group).toEqual({
        group_id: fans,
        name: '铁杆球迷俱乐部',
        badge: '铁杆球迷俱乐',
      });
      // The room hears the badge with the fan's entry.
      const watcher = imClient();
      await watcher.login(String(me.id), me.userSig);
      await watcher.joinGroup(String(me.id));
      const entry = next(watcher, 'message', (m) => parseRoomMessage(m)?.type === 102);
      const fanClient = imClient();
      await fanClient.login(String(fan.id), fan.userSig);
      await fanClient.joinGroup(String(me.id));
      expect(parseRoomMessage(await entry)).toMatchObject({ uid: fan.id, fan_group: { group_id: fans, badge: '铁杆球迷俱乐' } });

      // At most five shown; hiding one frees a place.
      for (let i = 2; i <= 5; i++) {
        expect(
          (await call(arena, 'POST', '/api/Live_streaming/addshowGroup', { group_id: await group(`粉丝${i}群`, 'Public') }, me.token)).code,
        ).toBe(0);
      }
      const sixth = await group('粉丝6群', 'Public');
      expect(await call(arena, 'POST', '/api/Live_streaming/addshowGroup', { group_id: sixth }, me.token)).toMatchObject({
        code: 1,
        msg: 'A room can show at most 5 fan groups',
      });
      expect((await call(arena, 'POST', '/api/Live_streaming/addshowGroup', { group_id: fans, show: 0 }, me.token)).code).toBe(0);
      expect((await call(arena, 'POST', '/api/Live_streaming/addshowGroup', { group_id: sixth }, me.token)).code).toBe(0);
      expect((await call(arena, 'POST', '/api/Live/getUserStatus', { uid: me.id }, fan.token)).data.fan_group).toBeNull();
    });

    it('given a kick → the viewer hears liveKickout and the IM kicked event, cannot enter the room for 24 hours, then can', async () => {
      const me = await streamer('踢人主播');
      const assistant = await person(arena, '房管');
      const victim = await person(arena, '捣乱者');
      expect((await call(arena, 'POST', '/api/RoomManage/setAdministrations', { touid: assistant.id }, me.token)).code).toBe(0);
      expect((await call(arena, 'POST', '/api/Live_streaming/assistantList', { uid: me.id }, assistant.token)).data).toEqual([
        expect.objectContaining({ uid: assistant.id, user_nickname: '房管' }),
      ]);
      expect((await call(arena, 'POST', '/api/Live_streaming/assistantList', { uid: me.id }, victim.token)).code).toBe(1);

      const scores = new WebSocket(`${base.replace('http', 'ws')}/ws`);
      await new Promise((resolve) => scores.once('open', resolve));
      const pushed = new Promise<unknown>((resolve) =>
        scores.on('message', (raw) => {
          const text = String(raw);
          if (text.includes('liveKickout')) resolve(JSON.parse(text));
        }),
      );
      const im = imClient();
      await im.login(String(victim.id), victim.userSig);
      await im.joinGroup(String(me.id));
      const kicked = next(im, 'kicked');
      expect((await call(arena, 'POST', '/api/Live_streaming/liveKickout', { uid: me.id, touid: victim.id }, assistant.token)).code).toBe(
        0,
      );
      expect(await kicked).toEqual({ type: 'roomKickout', groupID: String(me.id) });
      expect(await pushed).toMatchObject({ data: { type: 'liveKickout', uid: victim.id, anchor_id: me.id } });
      scores.close();

      const until = Math.floor(time.now() / 1000) + 86_400;
      expect((await call(arena, 'POST', '/api/Live/getUserStatus', { uid: me.id }, victim.token)).data.kicked_until).toBe(until);
      expect(await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: me.id }, victim.token)).toMatchObject({
        code: 1,
        msg: 'You were removed from this room and can enter it again after 2026-11-23 20:00 (Beijing time)'.replace(
          '2026-11-23 20:00',
          new Date((until + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' '),
        ),
      });
      await expect(im.joinGroup(String(me.id))).rejects.toMatchObject({ message: 'You were removed from this room' });
      time.advance(86_399_000);
      expect((await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: me.id }, victim.token)).code).toBe(1);
      time.advance(1_000);
      expect((await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid: me.id }, victim.token)).code).toBe(0);
      expect((await call(arena, 'POST', '/api/Live/getUserStatus', { uid: me.id }, victim.token)).data.kicked_until).toBe(0);
      await im.joinGroup(String(me.id));
    });
  });
}
