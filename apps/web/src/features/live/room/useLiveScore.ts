import { ScoreSocket } from '@arena/realtime';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../../session/store';

export interface LiveScore {
  home: number;
  away: number;
  /** Football minute text or null. */
  clock: string | null;
}

function socketUrl(address: string | undefined): string {
  const url = new URL(address || '/ws', window.location.href);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

/**
 * The live score of the room's match from a ScoreSocket of this feature (the session's socket belongs
 * to the scores pages): starts from the room info's score, then follows the match's frames.
 */
export function useLiveScore(match: { id: number; sport: 'football' | 'basketball'; initial: LiveScore } | null): LiveScore | null {
  const { settings } = useSnapshot(session);
  const [score, setScore] = useState<LiveScore | null>(match?.initial ?? null);
  const id = match?.id;
  const sport = match?.sport;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the match changes
  useEffect(() => {
    setScore(match?.initial ?? null);
  }, [id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the socket address is read on each attempt
  useEffect(() => {
    if (id == null || !sport) return;
    const socket = new ScoreSocket({ url: () => socketUrl(session.settings?.websocket) });
    const offs = [
      socket.on('football_match', (f) => {
        if (f.id === id) setScore({ home: Number(f.home_score), away: Number(f.away_score), clock: f.match_str ?? null });
      }),
      socket.on('basketball_match', (f) => {
        if (f.match_id === id) setScore({ home: Number(f.home_scores_total), away: Number(f.away_scores_total), clock: null });
      }),
    ];
    // classify_type 0 football, 1 basketball; it connects and is re-sent after every reconnection.
    socket.classify(sport === 'basketball' ? 1 : 0);
    return () => {
      for (const off of offs) off();
      socket.close();
    };
  }, [id, sport, settings?.websocket]);
  return score;
}
