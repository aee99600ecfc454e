import { api } from '../../../lib/api';

// The room page's calls (spec §7 Live_streaming, Gift, Guard, Barrage, Member, Redenvelope, Noble):
// ranks, gifts and the backpack, chat lines, follow and share, guard, nobility, horns, red envelopes and
// past broadcasts. The room's info is in roomInfo.ts (the route preloads it); lists of rooms in rooms.ts.

/** roomRanking: the room's givers, `type` 0 today, 1 this week. */
export const fetchRoomRanking = (uid: number, type: 0 | 1) => api.get('/api/Live_streaming/roomRanking', { query: { uid, type } });

/** The gifts on sale. */
export const fetchGifts = () => api.get('/api/Gift/getList');

/** The guard tiers on sale. */
export const fetchGuardTiers = () => api.get('/api/Guard/getList');

/** The user's backpack (gifts owned). */
export const fetchBackpack = () => api.get('/api/Gift/getUserGiftList');

/** Barrage/send: a chat line, which the server sends to the room's group (IM 105); answers the balance. */
export const sendBarrage = (uid: number, info: string) => api.post('/api/Barrage/send', { body: { uid, info } });

/** handselGift: `type` 1 from the backpack, 0 bought; answers the balance. */
export const sendGift = (body: { gift_id: number; anchor_id: number; type: 0 | 1; num: number }) =>
  api.post('/api/member/handselGift', { body });

/** Member/attention: a toggle; the answer's `is_attention` says which way it went. */
export const toggleFollow = (uid: number) => api.post('/api/Member/attention', { body: { id: uid } });

/** Live_streaming/share: counts a share of the room. */
export const countShare = (uid: number) => api.post('/api/Live_streaming/share', { body: { uid } });

/** guard_user/buy: a guard tier for the streamer. */
export const buyGuard = (id: number, anchorId: number) => api.post('/api/guard_user/buy', { body: { id, anchor_id: anchorId } });

/** Redenvelope/receiveRed: opens a red envelope of the room. */
export const receiveRedEnvelope = (id: number) => api.post('/api/Redenvelope/receiveRed', { body: { id } });

/** Redenvelope/insert: sends a red envelope to the room. */
export const sendRedEnvelope = (body: { uid: number; amount: number; count: number; title: string }) =>
  api.post('/api/Redenvelope/insert', { body });

/** Noble/getList: the nobility tiers on sale. */
export const fetchNobleTiers = () => api.get('/api/Noble/getList');

/** noble_user/buy: one `request_id` per intended purchase (a replay does not buy twice). */
export const buyNoble = (id: number, requestId: string) => api.post('/api/noble_user/buy', { body: { id, request_id: requestId } });

/** Member/hornList: the user's horns with their review state, the price and a noble's free horns. */
export const fetchHorns = () => api.get('/api/Member/hornList', { query: { page: 1, limit: 20 } });

/** Member/sneHorn: sends a horn (reviewed before it shows); one `request_id` per horn. */
export const sendHorn = (content: string, requestId: string) =>
  api.post('/api/Member/sneHorn', { body: { content, request_id: requestId } });

/** getLivePlaybackList: the streamer's past broadcasts, newest first. */
export const fetchPlaybacks = (uid: number, page: number, limit: number) =>
  api.post('/api/Live_streaming/getLivePlaybackList', { body: { uid, page, limit } });

/** Live_streaming/getLiveGroupList: the streamer's fan groups shown in the room, with the caller's membership (issue 15). */
export const fetchFanGroups = (uid: number) => api.post('/api/Live_streaming/getLiveGroupList', { body: { uid } });

/** Group/joinGroup: the viewer joins a fan group (its chat is a group conversation of private messaging). */
export const joinFanGroup = (groupId: string) => api.post('/api/Group/joinGroup', { body: { group_id: groupId } });
