import type { LiveRoom } from '@arena/api-client';
import { roomCard } from '../../lib/roomCard';

/** SPEC §2 `/anchor?type=` 0 all, 1 football, 2 basketball, 3 esports/other → getLiveList type −1…2. */
export const ANCHOR_TYPES = [0, 1, 2, 3] as const;
export const liveListType = (anchorType: number) => (ANCHOR_TYPES.includes(anchorType as 0) ? anchorType - 1 : -1) as -1 | 0 | 1 | 2;

// The cards and addresses of rooms are shared with the other features that list rooms (lib/roomCard).
export { roomHref } from '../../lib/roomCard';

/** A room's card; one argument, so it can be given to `rooms.map` as it is. */
export const toCard = (room: LiveRoom) => roomCard(room);
