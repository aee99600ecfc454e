import { api } from '../../../lib/api';

// The room's info, alone in its module: the route's preload (preload.ts) runs in the entry chunk, and
// importing it from there must not bring the room page's other calls (room.ts) into the entry.

/** getRoomInfo: the stream, the streamer's card, the announced match (spec §7 Live_streaming). */
export const fetchRoomInfo = (uid: number) => api.get('/api/Live_streaming/getRoomInfo', { query: { uid } });
