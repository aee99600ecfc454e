import type { LiveRoom } from '@arena/api-client';
import type { RoomCardData } from '@arena/ui';

// A live room as a card of RoomList, wherever rooms are listed (/anchor, the home page's hot
// streamers, esports, search): one mapping, so every list shows the same picture and line.

export const roomHref = (uid: number) => `/live?uid=${uid}`;

/** "Home 1 - 0 Away" (or "Home - Away" before kick-off) for a room bound to a match, else null. */
export function matchLine(room: LiveRoom): string | null {
  if (!room.home_name || !room.away_name) return null;
  return room.home_score != null && room.away_score != null
    ? `${room.home_name} ${room.home_score} - ${room.away_score} ${room.away_name}`
    : `${room.home_name} - ${room.away_name}`;
}

/**
 * The card of a room. While the room is on air its picture is the live frame the server takes from
 * the stream about once a minute (issue 15, `snapshot`), else the streamer's cover; `match` replaces
 * the football / basketball line (esports shows its series).
 */
export function roomCard(room: LiveRoom, match: string | null = matchLine(room)): RoomCardData {
  return {
    uid: room.uid,
    title: room.title,
    thumb: room.snapshot?.url ?? room.thumb,
    streamer: room.user_nickname ?? '',
    avatar: room.avatar,
    heat: Number(room.heat ?? 0),
    match,
  };
}
