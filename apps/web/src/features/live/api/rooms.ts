import { api } from '../../../lib/api';

// The live feature's lists of rooms (spec §7 Live_streaming, User): hot and by category, followed,
// reserved. The home page's hot streamers use them too, so the room page's calls stay out (room.ts).

/** getLiveList: rooms on air, hottest first; `type` −1 all, 0…2 a category; `id` a competition. */
export const fetchLiveList = (query: { type: -1 | 0 | 1 | 2; page: number; limit: number; id?: number }) =>
  api.get('/api/Live_streaming/getLiveList', { query });

/** attentionList: the streamers the user follows. */
export const fetchFollowed = (page: number, limit: number) => api.get('/api/User/attentionList', { query: { page, limit } });

/** getUserReserveLiveList: the user's reserved matches, a page at a time. */
export const fetchReservations = (page: number, limit: number) =>
  api.get('/api/Live_streaming/getUserReserveLiveList', { query: { page, limit } });

/** reserveMatch: a toggle; the answer's `is_reserve` says which way it went (type 0 football, 1 basketball). */
export const toggleReservation = (body: { uid: number; match_id: number; type: 0 | 1 }) =>
  api.post('/api/Live_streaming/reserveMatch', { body });
