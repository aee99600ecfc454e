import { api } from '../../../lib/api';

// The account's favourite matches (spec §7 Basketballuser, for both sports): `type` 1 basketball, 2 football.

/** collectList: a page of the account's favourites. */
export const fetchCollected = (type: 1 | 2, page: number, limit: number) =>
  api.get('/api/Basketballuser/collectList', { query: { type, page, limit } });

/** collect: collects (`collect` 1) or uncollects (0) matches, `id` a comma-separated list; answers the ids collected. */
export const collect = (id: string, type: 1 | 2, on: 0 | 1) => api.post('/api/Basketballuser/collect', { body: { id, type, collect: on } });
