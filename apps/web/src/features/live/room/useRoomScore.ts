import type { RoomInfo } from '@arena/api-client';
import { useMemo } from 'react';
import { useLiveScore } from './useLiveScore';

/** The live score of the match the room shows, if any: one socket per match, whatever else the room info changes. */
export function useRoomScore(room: RoomInfo | null) {
  const match = room?.info?.match_id
    ? {
        id: Number(room.info.match_id),
        sport: room.info.type === 1 ? ('basketball' as const) : ('football' as const),
        initial: { home: Number(room.info.home_score ?? 0), away: Number(room.info.away_score ?? 0), clock: null },
      }
    : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one socket per match, whatever else the room info changes
  const stableMatch = useMemo(() => match, [match?.id]);
  return useLiveScore(stableMatch);
}
