import { api } from '../../lib/api';

// The database pages' calls (issue 19, openapi tag `database`). `season_id` absent means the
// competition's current season.

export type StandingScopeQuery = 'all' | 'home' | 'away';
export type LeaderKindQuery = 'goals' | 'assists' | 'points' | 'rebounds';

/** Database/competitions: every competition, the user's favourites first. */
export const fetchCompetitions = (type?: 0 | 1) => api.get('/api/Database/competitions', { query: type === undefined ? {} : { type } });

/** Database/favourite: stars (1) or unstars (0) a competition; answers whether it is a favourite now. */
export const setFavourite = (id: number, favourite: 0 | 1) => api.post('/api/Database/favourite', { body: { id, favourite } });

const season = (seasonId?: number) => (seasonId ? { season_id: seasonId } : {});

export const fetchCompetition = (id: number, seasonId?: number) =>
  api.get('/api/Database/competition', { query: { id, ...season(seasonId) } });
export const fetchStandings = (id: number, scope: StandingScopeQuery, seasonId?: number) =>
  api.get('/api/Database/standings', { query: { id, scope, ...season(seasonId) } });
export const fetchSchedule = (id: number, round?: number, seasonId?: number) =>
  api.get('/api/Database/schedule', { query: { id, ...(round ? { round } : {}), ...season(seasonId) } });
export const fetchLeaders = (id: number, kind: LeaderKindQuery, seasonId?: number, limit = 20) =>
  api.get('/api/Database/leaders', { query: { id, kind, limit, ...season(seasonId) } });
export const fetchTeamStats = (id: number, seasonId?: number) =>
  api.get('/api/Database/team_stats', { query: { id, ...season(seasonId) } });

export const fetchTeam = (id: number) => api.get('/api/Database/team', { query: { id } });
/** status 1 results (latest first), 2 fixtures (soonest first). */
export const fetchTeamMatches = (id: number, status: 1 | 2, page: number, limit = 10) =>
  api.get('/api/Database/team_matches', { query: { id, status, page, limit } });

export const fetchPlayer = (id: number) => api.get('/api/Database/player', { query: { id } });
