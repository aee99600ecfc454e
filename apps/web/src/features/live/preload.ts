import type { RoomInfo } from '@arena/api-client';
import { preloadPlayer, preloadStream } from '@arena/ui';
import { prefetch } from '../../lib/prefetch';
import { fetchRoomInfo } from './api/roomInfo';
import { fetchLiveList } from './api/rooms';

// Time to first frame on /live (issue 6, budget p50 ≤ 1 s): the route starts the room info call and
// hls.js as soon as it matches, beside the page's own chunk, instead of after the page has rendered;
// once both are in, the stream itself starts (playlists and first segment, `preloadStream`) while the
// page is still loading and rendering, and the Player takes it over when it mounts.

/** A prefetched room info counts for the page only this long after it was asked for, ms. */
const FRESH_MS = 5_000;
const prefetched = new Map<number, { at: number; info: Promise<RoomInfo> }>();

/** The route's preload (`/live?uid=`): idempotent, so it may run on every render of the route. */
export function preloadLiveRoom(search: URLSearchParams): void {
  void preloadPlayer().catch(() => undefined);
  const uid = Number(search.get('uid') ?? search.get('id'));
  if (!uid) return;
  const entry = prefetched.get(uid);
  if (entry && Date.now() - entry.at < FRESH_MS) return;
  const info = fetchRoomInfo(uid);
  info.then(
    (room) => {
      // The same condition as the page's Player source: on air and not preparing.
      if (room.info?.islive && room.info.pull && room.info.stream_status !== 'preparing') preloadStream(room.info.pull);
    },
    () => undefined, // the page reports a failure when it takes the answer
  );
  prefetched.set(uid, { at: Date.now(), info });
}

/** The prefetched room info for `uid`, once (later loads ask the server again), if still fresh. */
export function takeRoomInfo(uid: number): Promise<RoomInfo> | undefined {
  const entry = prefetched.get(uid);
  prefetched.delete(uid);
  return entry && Date.now() - entry.at < FRESH_MS ? entry.info : undefined;
}

/** The home page's hot streamers (HotStreamers): the hottest rooms on air. */
export const hotStreamersQuery = { type: -1, page: 1, limit: 8 } as const;
export const HOT_STREAMERS = 'live:hotStreamers';

/** /main's preload (issue 13): the hot streamers' list starts with the page, not after its render. */
export function preloadHotStreamers(): void {
  prefetch(HOT_STREAMERS, () => fetchLiveList(hotStreamersQuery));
}
