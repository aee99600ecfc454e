import { api } from './api';

// The room's moderation calls (issue 15; spec §7 Live, RoomManage, Live_streaming): a user's standing,
// mute / unmute, kick for 24 hours, assistants, and the kicked list. Shared by the room page's user menu
// (features/live) and the anchor centre's team lists (features/anchor-centre).

/** Live/getUserStatus: `touid`'s standing in the room `uid` (the caller's own without `touid`). */
export const fetchUserStatus = (uid: number, touid?: number) =>
  api.post('/api/Live/getUserStatus', { body: touid ? { uid, touid } : { uid } });

/** Live/setTaboo: mutes `touid` in the room for `minutes`; answers when the mute ends. */
export const muteUser = (uid: number, touid: number, minutes: number) => api.post('/api/Live/setTaboo', { body: { uid, touid, minutes } });

/** RoomManage/relieveTaboo: lifts a mute. */
export const unmuteUser = (uid: number, touid: number) => api.post('/api/RoomManage/relieveTaboo', { body: { uid, touid } });

/** Live_streaming/liveKickout: removes `touid` from the room for 24 hours. */
export const kickUser = (uid: number, touid: number) => api.post('/api/Live_streaming/liveKickout', { body: { uid, touid } });

/** RoomManage/setAdministrations: the streamer makes `touid` an assistant (at most 200). */
export const addAssistant = (touid: number) => api.post('/api/RoomManage/setAdministrations', { body: { touid } });

/** RoomManage/delLiveRoomManage: the streamer removes an assistant. */
export const removeAssistant = (touid: number) => api.post('/api/RoomManage/delLiveRoomManage', { body: { touid } });

/** RoomManage/getLiveRoomManageList: the streamer's assistants. */
export const fetchAssistants = () => api.post('/api/RoomManage/getLiveRoomManageList', {});

/** Live_streaming/liveKickoutList: who is kicked out of the room now. */
export const fetchKicked = (uid: number) => api.post('/api/Live_streaming/liveKickoutList', { body: { uid } });
