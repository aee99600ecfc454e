import type { Queryable } from '../db/index';
import { type EsportsMatch, seriesByIds } from './rows';

// Live rooms of type 2 show an esports series (rooms.ts binds them): the room list and room info carry
// it as `esports`, and its teams, maps won and league fill the fields a football room fills.

interface RoomFields {
  type: number;
  match_id: number | null;
  match_time: number | null;
  league_name: string | null;
  home_name: string | null;
  home_logo: string | null;
  home_score: number | null;
  away_name: string | null;
  away_logo: string | null;
  away_score: number | null;
}

export async function withEsportsSeries<R extends RoomFields>(
  q: Queryable,
  rooms: R[],
  origin: string,
): Promise<Array<R & { esports: EsportsMatch | null }>> {
  const ids = rooms.flatMap((r) => (r.type === 2 && r.match_id !== null ? [r.match_id] : []));
  const series = await seriesByIds(q, ids, origin);
  return rooms.map((room) => {
    const s = room.type === 2 && room.match_id !== null ? series.get(room.match_id) : undefined;
    if (!s) return { ...room, esports: null };
    return {
      ...room,
      esports: s,
      match_time: s.start_time,
      league_name: s.league_short_name,
      home_name: s.home.name,
      home_logo: s.home.logo,
      home_score: s.home_score,
      away_name: s.away.name,
      away_logo: s.away.logo,
      away_score: s.away_score,
    };
  });
}
