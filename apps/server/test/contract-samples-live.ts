import { anchorId, anchorToken, openMatch, redEnvelope, type Sample, viewerId } from './contract-samples';
import { call } from './helpers';

// Sample calls of the live-room, gift and money operations (contract.test.ts).

export const liveSamples: Record<string, Sample> = {
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
    await call(arena, 'POST', '/api/member/handselGift', { gift_id: 1, anchor_id: await anchorId(arena) }, token);
    return { method: 'GET', url: '/api/Live_streaming/roomRanking', payload: { uid: await anchorId(arena), type: 1 } };
  },
  liveStreaming_share: async (arena) => ({ method: 'POST', url: '/api/Live_streaming/share', payload: { uid: await anchorId(arena) } }),
  liveStreaming_getLivePlaybackList: async (arena) => ({
    method: 'POST',
    url: '/api/Live_streaming/getLivePlaybackList',
    payload: { uid: await anchorId(arena) },
  }),
  live_getLiveUrl: async (arena) => ({ method: 'GET', url: '/api/Live/getLiveUrl', token: await anchorToken(arena) }),
  live_resetStreamKey: async (arena) => ({ method: 'POST', url: '/api/Live/resetStreamKey', payload: {}, token: await anchorToken(arena) }),
  live_startRoom: async (arena) => ({
    method: 'POST',
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
    await call(arena, 'POST', '/api/Live/startRoom', {}, await anchorToken(arena));
    return { method: 'POST', url: '/api/Live/endRoom', token: await anchorToken(arena) };
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
    return { method: 'POST', url: '/api/Live_streaming/deleteReserveLive', payload: { id: row!.id }, token };
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
    method: 'POST',
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
    method: 'POST',
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
    await call(arena, 'POST', '/api/member/handselGift', { gift_id: 1, anchor_id: await anchorId(arena) }, token);
    return { method: 'GET', url: '/api/Order/getList', payload: { page: 1, limit: 5 }, token };
  },
};
