import type { Channels } from '../hls/channels';
import type { ImHub } from '../im/hub';
import { ROOM_MESSAGE } from '../im/protocol';
import type { ServerEventBus } from '../services/events';

/**
 * What follows a room going on or off air, whoever caused it (the streamer's start / end calls, an RTMP
 * push starting, a stopped push's grace running out): the channel forgets its cached state, and when the
 * state really changed the room hears message 122 and the server's `roomLive` event fires.
 */
export function announceAir(
  live: { im: ImHub; channels: Channels },
  events: ServerEventBus,
  uid: number,
  islive: 0 | 1,
  changed: boolean,
): void {
  live.channels.invalidate(uid);
  if (!changed) return;
  live.im.sendRoomCustom(String(uid), { type: ROOM_MESSAGE.liveState, uid, islive });
  events.emit('roomLive', { uid, islive });
}
