import { api } from '../../lib/api';

// The search page's calls (spec §7 Search): streamers and live rooms matching a name.

/** Search/anchor: streamers matching the name. */
export const searchStreamers = (name: string) => api.get('/api/Search/anchor', { query: { name } });

/** Search/live: live rooms matching the name. */
export const searchRooms = (name: string) => api.get('/api/Search/live', { query: { name } });
