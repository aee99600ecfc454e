import type { ModeratorRole } from '@arena/ui';

// The room's moderation rules the page applies (issue 15), framework-free so they are tested on their own.

/** The viewer's role in a room from their standing (Live/getUserStatus without `touid`). */
export function roleOf(status: { is_anchor?: number; is_admin?: number } | null): ModeratorRole {
  if (status?.is_anchor) return 'streamer';
  if (status?.is_admin) return 'assistant';
  return 'viewer';
}

/** Where a kicked viewer is sent (spec §4 "Kickout message from the socket"). */
export const KICKED_TO = '/anchor?type=0';

/** Whether a score-socket push is the `liveKickout` of `me` from the room `uid` (WIRE.md). */
export function isMyKickout(data: { type: string; [key: string]: unknown }, uid: number, me: number | null): boolean {
  return data.type === 'liveKickout' && me !== null && Number(data.uid) === me && Number(data.anchor_id) === uid;
}
