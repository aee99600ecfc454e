import type { ArenaApp } from '../src/app';
import type { Sample } from './contract-samples';

// Sample calls of esports (issue 19): a series in progress (its games with live state), a CS2 league.

const liveSeriesId = async (arena: ArenaApp) =>
  (await arena.services.db.query<{ id: number }>("select id from esports_series where status = 1 and game = 'cs2' order by id limit 1"))[0]!
    .id;

export const esportsSamples: Record<string, Sample> = {
  esports_leagues: async () => ({ method: 'GET', url: '/api/Esports/leagues', payload: { game: 'dota2' } }),
  esports_matches: async () => ({ method: 'GET', url: '/api/Esports/matches', payload: { status: 0, game: 'lol', limit: 50 } }),
  esports_match: async (arena) => ({ method: 'GET', url: '/api/Esports/match', payload: { id: await liveSeriesId(arena) } }),
  esports_league: async () => ({ method: 'GET', url: '/api/Esports/league', payload: { id: 6 } }),
};
