import type { LiveRoom } from '@arena/api-client';
import type { RoomCardData } from '@arena/ui';

/** SPEC §2 `/anchor?type=` 0 all, 1 football, 2 basketball, 3 esports/other → getLiveList type −1…2. */
export const ANCHOR_TYPES = [0, 1, 2, 3] as const;
export const liveListType = (anchorType: number) => (ANCHOR_TYPES.includes(anchorType as 0) ? anchorType - 1 : -1) as -1 | 0 | 1 | 2;

export const roomHref = (uid: number) => `/live?uid=${uid}`;

export function toCard(room: LiveRoom): RoomCardData {
  const match =
    room.home_name && room.away_name
      ? room.home_score != null && room.away_score != null
        ? `${room.home_name} ${room.home_score} - ${room.away_score} ${room.away_name}`
        : `${room.home_name} - ${room.away_name}`
      : null;
  return {
    uid: room.uid,
    title: room.title,
    thumb: room.thumb,
    streamer: room.user_nickname ?? '',
    avatar: room.avatar,
    heat: Number(room.heat ?? 0),
    match,
  };
}
