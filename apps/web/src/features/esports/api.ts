import { api } from '../../lib/api';

// The esports pages' calls (issue 19, openapi tag `esports`), and the live rooms of type 2 (esports)
// for /gaming.

export type GameQuery = 'lol' | 'dota2' | 'cs2';
/** Esports/matches `status`: 0 all, 1 in progress, 2 not started, 3 finished. */
export type StatusQuery = 0 | 1 | 2 | 3;

const tz = () => -new Date().getTimezoneOffset();

export const fetchMatches = (query: { game?: GameQuery; status: StatusQuery; league_id?: number; page?: number; limit?: number }) =>
  api.get('/api/Esports/matches', { query: { limit: 30, ...query, tz: tz() } });
/** The series on screen again, whatever their day (after the socket reconnects). */
export const fetchMatchesByIds = (ids: readonly number[]) =>
  api.get('/api/Esports/matches', { query: { ids: ids.join(','), limit: Math.min(100, ids.length), tz: tz() } });
export const fetchMatch = (id: number) => api.get('/api/Esports/match', { query: { id } });
export const fetchLeagues = (game?: GameQuery) => api.get('/api/Esports/leagues', { query: game ? { game } : {} });
export const fetchLeague = (id: number) => api.get('/api/Esports/league', { query: { id } });
/** getLiveList type 2: the esports (and other) rooms on air, hottest first, each with its bound series. */
export const fetchEsportsRooms = (page: number, limit = 24) =>
  api.get('/api/Live_streaming/getLiveList', { query: { type: 2, page, limit } });
