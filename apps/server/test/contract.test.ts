import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArenaApp, handlers } from '../src/app';
import { createValidator, loadContract } from '../src/openapi/contract';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, login, register, solveCaptcha, solveQuestion, startApp, type TestDb, variants } from './helpers';

// Every operation of openapi.yaml is served, and every implemented one answers what the contract says.
const contract = loadContract();
const compileResponse = createValidator(contract, { coerce: false });

type Sample = (
  arena: ArenaApp,
  token: string,
) => Promise<{ method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown>; token?: string }>;

const mobileFor = (n: number) => `86-1370000${String(n).padStart(4, '0')}`;
let next = 1;
const liveFootballId = async (arena: ArenaApp) =>
  (await arena.services.db.query<{ id: number }>('select id from football_matches where status between 2 and 7 order by id limit 1'))[0]!
    .id;

/** A valid call of each implemented operation (later issues add theirs). */
const samples: Record<string, Sample> = {
  user_login: async (arena) => ({
    method: 'POST',
    url: '/api/user/login',
    payload: { mobile: DEMO_ACCOUNTS[0].mobile, password: DEMO_ACCOUNTS[0].password, device_type: 'pc', ...(await solveCaptcha(arena)) },
  }),
  user_getCode: async () => ({ method: 'POST', url: '/api/user/getCode', payload: { mobile: mobileFor(next++), type: 1 } }),
  user_registered: async (arena) => {
    const mobile = mobileFor(next++);
    await call(arena, 'POST', '/api/user/getCode', { mobile, type: 1 });
    return {
      method: 'POST',
      url: '/api/user/registered',
      payload: { mobile, code: arena.devSms!.latestFor(mobile), password: 'secret123', device_type: 'pc', ...(await solveCaptcha(arena)) },
    };
  },
  user_forgotPassword: async (arena) => {
    const mobile = mobileFor(next++);
    await call(arena, 'POST', '/api/user/getCode', { mobile, type: 1 });
    await register(arena, { mobile, code: arena.devSms!.latestFor(mobile), password: 'secret123' });
    await arena.services.db.query('delete from sms_codes where mobile = $1', [mobile]);
    await call(arena, 'POST', '/api/user/getCode', { mobile, type: 2 });
    return {
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { mobile, code: arena.devSms!.latestFor(mobile), password: 'another123' },
    };
  },
  member_signOut: async (arena) => {
    const session = await login(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
    return { method: 'POST', url: '/api/Member/SignOut', token: session.data.token };
  },
  user_getLoginQrcode: async () => ({ method: 'POST', url: '/api/user/getLoginQrcode' }),
  universal_imTouristAccount: async () => ({ method: 'GET', url: '/api/Universal/imTouristAccount' }),
  member_info: async (_a, token) => ({ method: 'GET', url: '/api/Member/info', token }),
  user_getUserInfo: async (_a, token) => ({ method: 'GET', url: '/api/User/getUserInfo', token }),
  member_updateInfo: async (_a, token) => ({
    method: 'POST',
    url: '/api/member/updateInfo',
    payload: { user_nickname: '契约测试' },
    token,
  }),
  captcha_get: async () => ({ method: 'GET', url: '/api/Captcha/get' }),
  captcha_check: async (arena) => {
    const { data } = await call(arena, 'GET', '/api/Captcha/get');
    return { method: 'POST', url: '/api/Captcha/check', payload: { id: data.id, answer: String(solveQuestion(data.question)) } };
  },
  user_qrcodeScan: async (arena, token) => {
    const { data } = await call(arena, 'POST', '/api/user/getLoginQrcode');
    return { method: 'POST', url: '/api/user/qrcodeScan', payload: { code: data.code }, token };
  },
  user_qrcodeConfirm: async (arena, token) => {
    const { data } = await call(arena, 'POST', '/api/user/getLoginQrcode');
    await call(arena, 'POST', '/api/user/qrcodeScan', { code: data.code }, token);
    return { method: 'POST', url: '/api/user/qrcodeConfirm', payload: { code: data.code }, token };
  },
  user_qrcodeCancel: async (arena, token) => {
    const { data } = await call(arena, 'POST', '/api/user/getLoginQrcode');
    return { method: 'POST', url: '/api/user/qrcodeCancel', payload: { code: data.code }, token };
  },
  user_avatarList: async () => ({ method: 'GET', url: '/api/user/avatarList' }),
  user_getKefuInfo: async () => ({ method: 'POST', url: '/api/user/getKefuInfo' }),
  member_getQiniuToken: async (_a, token) => ({ method: 'POST', url: '/api/Member/getQiniuToken', token }),
  member_verified: async (arena, token) => {
    await call(arena, 'POST', '/api/user/getCode', { mobile: DEMO_ACCOUNTS[0].mobile, type: 2 });
    return {
      method: 'POST',
      url: '/api/Member/verified',
      payload: {
        real_name: '张三',
        id_number: '110101199003074518',
        contact: 'QQ 12345',
        experience: '解说足球比赛五年，熟悉英超和中超。',
        code: arena.devSms!.latestFor(DEMO_ACCOUNTS[0].mobile),
      },
      token,
    };
  },
  member_getVerifiedInfo: async (_a, token) => ({ method: 'POST', url: '/api/Member/getVerifiedInfo', token }),
  member_paymentPassword: async (_a, token) => ({
    method: 'POST',
    url: '/api/Member/paymentPassword',
    payload: { password: '246810', confirm_password: '246810' },
    token,
  }),
  activity_signTaskList: async (_a, token) => ({ method: 'GET', url: '/api/Activity/signTaskList', token }),
  activity_pcSignTaskList: async (_a, token) => ({ method: 'GET', url: '/api/Activity/pcSignTaskList', token }),
  activity_sign: async (_a, token) => ({ method: 'POST', url: '/api/Activity/sign', token }),
  activity_taskHandleSign: async (arena, token) => {
    const me = await call(arena, 'GET', '/api/Member/info', undefined, token);
    await arena.services.tasks.record(me.data.id, 'watch_live');
    return { method: 'POST', url: '/api/Activity/task_handle_sign', payload: { task_id: 1 }, token };
  },
  activityConfig_userTaskList: async (_a, token) => ({ method: 'GET', url: '/api/Activity_Config/user_task_list', token }),
  search_index: async () => ({ method: 'GET', url: '/api/Search/index' }),
  search_anchor: async () => ({ method: 'GET', url: '/api/Search/anchor', payload: { name: '老王' } }),
  search_live: async () => ({ method: 'GET', url: '/api/Search/live', payload: { name: '直播' } }),
  universal_getHot: async () => ({ method: 'GET', url: '/api/universal/getHot' }),
  hotMatch_allMatch: async () => ({ method: 'GET', url: '/api/hot_match/all_match' }),
  // ── live scores (issue 5) ──
  hotMatch_initialList: async () => ({ method: 'GET', url: '/api/hot_match/initial_list' }),
  hotMatch_recommend: async () => ({ method: 'GET', url: '/api/hot_match/recommend', payload: { type: 0 } }),
  hotMatch_msgGetSimple: async (arena) => ({
    method: 'GET',
    url: '/api/hot_match/msgGetSimple',
    payload: { id: await liveFootballId(arena), type: 0 },
  }),
  football_footballMatch: async () => ({ method: 'GET', url: '/api/Football/football_match', payload: { status: 0 } }),
  basketball_getList: async () => ({ method: 'GET', url: '/api/Basketball/getList', payload: { status: 0 } }),
  match_filters: async () => ({ method: 'GET', url: '/api/Match/filters', payload: { type: 0 } }),
  match_detail: async (arena) => ({ method: 'GET', url: '/api/Match/detail', payload: { type: 0, sourceid: await liveFootballId(arena) } }),
  football_seasonTable: async () => ({ method: 'GET', url: '/api/Football/season_table', payload: { id: 82 } }),
  match_battle: async (arena) => ({ method: 'GET', url: '/api/Match/battle', payload: { type: 0, sourceid: await liveFootballId(arena) } }),
  basketballuser_collect: async (arena, token) => ({
    method: 'POST',
    url: '/api/Basketballuser/collect',
    payload: { id: String(await liveFootballId(arena)), type: 2 },
    token,
  }),
  basketballuser_collectList: async (_a, token) => ({ method: 'GET', url: '/api/Basketballuser/collectList', payload: { type: 2 }, token }),

  // ── Live rooms, gifts and the room's social layer (issue 6) ──
  liveStreaming_getLiveList: async () => ({
    method: 'GET',
    url: '/api/Live_streaming/getLiveList',
    payload: { type: -1, page: 1, limit: 5 },
  }),
  liveStreaming_getBucketRoomList: async () => ({ method: 'GET', url: '/api/Live_streaming/getBucketRoomList', payload: { limit: 4 } }),
  liveStreaming_getRoomInfo: async (arena, token) => ({
    method: 'GET',
    url: '/api/Live_streaming/getRoomInfo',
    payload: { uid: await anchorId(arena) },
    token,
  }),
  liveStreaming_roomRanking: async (arena, token) => {
    await call(arena, 'GET', '/api/member/handselGift', { gift_id: 1, anchor_id: await anchorId(arena) }, token);
    return { method: 'GET', url: '/api/Live_streaming/roomRanking', payload: { uid: await anchorId(arena), type: 1 } };
  },
  liveStreaming_share: async (arena) => ({ method: 'POST', url: '/api/Live_streaming/share', payload: { uid: await anchorId(arena) } }),
  liveStreaming_getLivePlaybackList: async (arena) => ({
    method: 'POST',
    url: '/api/Live_streaming/getLivePlaybackList',
    payload: { uid: await anchorId(arena) },
  }),
  live_getLiveUrl: async (arena) => ({ method: 'GET', url: '/api/Live/getLiveUrl', token: await anchorToken(arena) }),
  live_startRoom: async (arena) => ({
    method: 'GET',
    url: '/api/Live/startRoom',
    payload: { title: '契约测试直播' },
    token: await anchorToken(arena),
  }),
  live_mobileStartRoom: async (arena) => ({
    method: 'POST',
    url: '/api/Live/mobileStartRoom',
    payload: { type: 0 },
    token: await anchorToken(arena),
  }),
  live_endRoom: async (arena) => {
    await call(arena, 'GET', '/api/Live/startRoom', {}, await anchorToken(arena));
    return { method: 'GET', url: '/api/Live/endRoom', token: await anchorToken(arena) };
  },
  live_getRoomList: async (arena) => ({ method: 'GET', url: '/api/Live/getRoomList', token: await anchorToken(arena) }),
  live_getPlacard: async (arena) => ({ method: 'GET', url: '/api/Live/getPlacard', payload: { uid: await anchorId(arena) } }),
  live_setPlacard: async (arena) => ({
    method: 'POST',
    url: '/api/Live/setPlacard',
    payload: { announcement: '今晚八点英超焦点战' },
    token: await anchorToken(arena),
  }),
  liveStreaming_reserveMatch: async (arena, token) => ({
    method: 'POST',
    url: '/api/Live_streaming/reserveMatch',
    payload: { match_id: await openMatch(arena, 0), type: 0 },
    token,
  }),
  liveStreaming_reserveMatch2: async (arena, token) => ({
    method: 'POST',
    url: '/api/Live_streaming/reserveMatch2',
    payload: { match_id: await openMatch(arena, 1), live_type: 1 },
    token,
  }),
  liveStreaming_setReserveLiveNew: async (arena) => ({
    method: 'POST',
    url: '/api/Live_streaming/setReserveLiveNew',
    payload: { match_id: await openMatch(arena, 0), live_type: 0 },
    token: await anchorToken(arena),
  }),
  liveStreaming_deleteReserveLive: async (arena, token) => {
    const match = await openMatch(arena, 0, 2);
    await call(arena, 'POST', '/api/Live_streaming/reserveMatch2', { match_id: match, live_type: 0 }, token);
    const [row] = await arena.services.db.query<{ id: number }>('select id from reservations where match_id = $1 and role = 0', [match]);
    return { method: 'GET', url: '/api/Live_streaming/deleteReserveLive', payload: { id: row!.id }, token };
  },
  liveStreaming_getUserReserveLiveList: async (arena, token) => {
    await call(arena, 'POST', '/api/Live_streaming/reserveMatch', { match_id: await openMatch(arena, 0, 3) }, token);
    return { method: 'GET', url: '/api/Live_streaming/getUserReserveLiveList', token };
  },
  liveStreaming_getReserveLiveList: async (arena, token) => {
    await call(
      arena,
      'POST',
      '/api/Live_streaming/setReserveLiveNew',
      { match_id: await openMatch(arena, 0, 4), live_type: 0 },
      await anchorToken(arena),
    );
    return { method: 'GET', url: '/api/Live_streaming/getReserveLiveList', payload: { uid: await anchorId(arena) }, token };
  },
  member_attention: async (arena, token) => ({
    method: 'POST',
    url: '/api/Member/attention',
    payload: { id: await anchorId(arena) },
    token,
  }),
  user_attentionList: async (_a, token) => ({ method: 'GET', url: '/api/User/attentionList', token }),
  live_getUserStatus: async (arena, token) => ({
    method: 'POST',
    url: '/api/Live/getUserStatus',
    payload: { uid: await anchorId(arena) },
    token,
  }),
  live_setTaboo: async (arena) => ({
    method: 'POST',
    url: '/api/Live/setTaboo',
    payload: { touid: await viewerId(arena, 2), minutes: 1 },
    token: await anchorToken(arena),
  }),
  roomManage_relieveTaboo: async (arena) => ({
    method: 'POST',
    url: '/api/RoomManage/relieveTaboo',
    payload: { touid: await viewerId(arena, 2) },
    token: await anchorToken(arena),
  }),
  liveStreaming_liveKickout: async (arena) => ({
    method: 'POST',
    url: '/api/Live_streaming/liveKickout',
    payload: { touid: await viewerId(arena, 3) },
    token: await anchorToken(arena),
  }),
  liveStreaming_liveKickoutList: async (arena) => ({
    method: 'POST',
    url: '/api/Live_streaming/liveKickoutList',
    token: await anchorToken(arena),
  }),
  roomManage_getLiveRoomManageList: async (arena) => ({
    method: 'POST',
    url: '/api/RoomManage/getLiveRoomManageList',
    token: await anchorToken(arena),
  }),
  roomManage_setAdministrations: async (arena) => ({
    method: 'POST',
    url: '/api/RoomManage/setAdministrations',
    payload: { touid: await viewerId(arena, 2) },
    token: await anchorToken(arena),
  }),
  roomManage_delLiveRoomManage: async (arena) => ({
    method: 'POST',
    url: '/api/RoomManage/delLiveRoomManage',
    payload: { touid: await viewerId(arena, 2) },
    token: await anchorToken(arena),
  }),
  gift_getList: async () => ({ method: 'GET', url: '/api/Gift/getList' }),
  gift_getUserGiftList: async (_a, token) => ({ method: 'GET', url: '/api/Gift/getUserGiftList', token }),
  member_handselGift: async (arena, token) => ({
    method: 'GET',
    url: '/api/member/handselGift',
    payload: { gift_id: 2, anchor_id: await anchorId(arena), type: 0 },
    token,
  }),
  member_webgetAnchorgiftlist: async (arena) => ({
    method: 'GET',
    url: '/api/member/webgetAnchorgiftlist',
    token: await anchorToken(arena),
  }),
  barrage_send: async (arena, token) => ({
    method: 'GET',
    url: '/api/Barrage/send',
    payload: { uid: await anchorId(arena), info: '契约测试弹幕' },
    token,
  }),
  barrage_getList: async (arena) => ({ method: 'GET', url: '/api/Barrage/getList', payload: { uid: await anchorId(arena) } }),
  guard_getList: async () => ({ method: 'GET', url: '/api/Guard/getList' }),
  guardUser_buy: async (arena, token) => ({
    method: 'POST',
    url: '/api/guard_user/buy',
    payload: { id: 1, anchor_id: await anchorId(arena) },
    token,
  }),
  noble_getList: async () => ({ method: 'GET', url: '/api/Noble/getList' }),
  nobleUser_buy: async (_a, token) => ({ method: 'POST', url: '/api/noble_user/buy', payload: { id: 1 }, token }),
  member_sneHorn: async (_a, token) => ({ method: 'POST', url: '/api/Member/sneHorn', payload: { content: '欢迎大家来看球' }, token }),
  member_hornList: async (_a, token) => ({ method: 'GET', url: '/api/Member/hornList', token }),
  redenvelope_insert: async (arena, token) => ({
    method: 'POST',
    url: '/api/Redenvelope/insert',
    payload: { uid: await anchorId(arena), amount: 5, count: 2 },
    token,
  }),
  redenvelope_getRedInfo: async (arena, token) => ({
    method: 'POST',
    url: '/api/Redenvelope/getRedInfo',
    payload: { id: await redEnvelope(arena, token) },
    token,
  }),
  redenvelope_receiveRed: async (arena, token) => ({
    method: 'POST',
    url: '/api/Redenvelope/receiveRed',
    payload: { id: await redEnvelope(arena, token) },
    token,
  }),

  // ── Money: the balance ledger ──
  order_getTypeList: async (_a, token) => ({ method: 'GET', url: '/api/order/getTypeList', token }),
  order_getList: async (arena, token) => {
    // At least the demo account's grant and this gift: the rows are checked against the schema too.
    await call(arena, 'GET', '/api/member/handselGift', { gift_id: 1, anchor_id: await anchorId(arena) }, token);
    return { method: 'GET', url: '/api/Order/getList', payload: { page: 1, limit: 5 }, token };
  },
};

async function anchorId(arena: ArenaApp): Promise<number> {
  const [row] = await arena.services.db.query<{ id: number }>('select id from users where mobile = $1', [DEMO_ACCOUNTS[1].mobile]);
  return row!.id;
}
/** The streamer's session, logged in once per app: the captcha limits how often one address may ask. */
const anchorTokens = new WeakMap<ArenaApp, Promise<string>>();
function anchorToken(arena: ArenaApp): Promise<string> {
  let token = anchorTokens.get(arena);
  if (!token) {
    token = login(arena, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password).then((res) => res.data.token as string);
    anchorTokens.set(arena, token);
  }
  return token;
}
async function viewerId(arena: ArenaApp, index: 2 | 3): Promise<number> {
  const [row] = await arena.services.db.query<{ id: number }>('select id from users where mobile = $1', [DEMO_ACCOUNTS[index].mobile]);
  return row!.id;
}
/** A match not finished yet, of a sport (0 football, 1 basketball); `nth` picks another one. */
async function openMatch(arena: ArenaApp, sport: 0 | 1, nth = 0): Promise<number> {
  const sql =
    sport === 0
      ? 'select id from football_matches where status < 8 order by time desc, id'
      : 'select id from basketball_matches where status_id between 1 and 9 order by match_time desc, id';
  const rows = await arena.services.db.query<{ id: number }>(sql);
  return rows[nth]!.id;
}
async function redEnvelope(arena: ArenaApp, token: string): Promise<number> {
  const sent = await call(arena, 'POST', '/api/Redenvelope/insert', { uid: await anchorId(arena), amount: 3, count: 3 }, token);
  return sent.data.id;
}

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the contract on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let token: string;

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db);
      token = (await login(arena, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password)).data.token;
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('serves every operation of openapi.yaml in the envelope', async () => {
      const implemented = contract.operations.filter((op) => handlers[op.operationId]);
      console.log(`implemented ${implemented.length} of ${contract.operations.length} operations`);
      expect(contract.operations.length).toBeGreaterThanOrEqual(130);
      // Its own session: Member/SignOut is among the calls and ends it.
      const own = (await login(arena, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password)).data.token;
      for (const op of contract.operations) {
        const res = await arena.app.inject({ method: op.method.toUpperCase() as 'GET' | 'POST', url: op.path, headers: { token: own } });
        expect(res.statusCode, op.path).toBe(200);
        const body = res.json() as { code: number; msg: string };
        expect([0, 1, 700], `${op.path}: ${body.msg}`).toContain(body.code);
      }
    });

    it('has a sample call for every implemented operation', () => {
      const implemented = contract.operations.filter((op) => handlers[op.operationId]).map((op) => op.operationId);
      expect(implemented.filter((id) => !samples[id])).toEqual([]);
    });

    for (const op of contract.operations.filter((o) => handlers[o.operationId])) {
      it(`${op.operationId} answers as the contract says`, async () => {
        const sample = await samples[op.operationId]!(arena, token);
        const res = await call(arena, sample.method, sample.url, sample.payload, sample.token);
        expect({ code: res.code, msg: res.msg }).toMatchObject({ code: 0 });
        const validate = compileResponse(op.responseSchema!);
        const { status: _status, ...envelope } = res;
        const valid = validate(envelope);
        expect(valid ? [] : validate.errors, op.operationId).toEqual([]);
      });
    }
  });
}
