import type { Sample } from './contract-samples';

// Sample calls of the sports database (issue 19): a league, its first team and that team's first player.

export const databaseSamples: Record<string, Sample> = {
  database_competitions: async () => ({ method: 'GET', url: '/api/Database/competitions', payload: { type: 0, keyword: 'league' } }),
  database_favourite: async (_a, token) => ({ method: 'POST', url: '/api/Database/favourite', payload: { id: 82, favourite: 1 }, token }),
  database_competition: async () => ({ method: 'GET', url: '/api/Database/competition', payload: { id: 82 } }),
  database_standings: async () => ({ method: 'GET', url: '/api/Database/standings', payload: { id: 45, scope: 'home' } }),
  database_schedule: async () => ({ method: 'GET', url: '/api/Database/schedule', payload: { id: 1, round: 2 } }),
  database_leaders: async () => ({ method: 'GET', url: '/api/Database/leaders', payload: { id: 3, kind: 'rebounds' } }),
  database_teamStats: async () => ({ method: 'GET', url: '/api/Database/team_stats', payload: { id: 108 } }),
  database_team: async () => ({ method: 'GET', url: '/api/Database/team', payload: { id: 8201 } }),
  database_teamMatches: async () => ({ method: 'GET', url: '/api/Database/team_matches', payload: { id: 101, status: 1, limit: 5 } }),
  database_player: async () => ({ method: 'GET', url: '/api/Database/player', payload: { id: 820101 } }),
  database_previews: async () => ({ method: 'GET', url: '/api/Database/previews', payload: { limit: 3 } }),
  database_preview: async (arena) => {
    const [m] = await arena.services.db.query<{ id: number }>(
      'select id from football_matches where status = 8 order by time desc limit 1',
    );
    return { method: 'GET', url: '/api/Database/preview', payload: { match_id: m!.id } };
  },
  database_modelReport: async () => ({ method: 'GET', url: '/api/Database/model_report', payload: { limit: 20 } }),
};
