import { api } from '../../../lib/api';

// The match page's own calls (/score-detail): the match with its events and statistics, and the
// teams' head-to-head record. `type` 0 football, 1 basketball.

/** Match/detail: the match, its events and statistics. */
export const fetchMatchDetail = (sourceid: number, type: 0 | 1) => api.get('/api/Match/detail', { query: { sourceid, type } });

/** Match/battle: the two teams' past meetings and recent form. */
export const fetchBattle = (sourceid: number, type: 0 | 1) => api.get('/api/Match/battle', { query: { sourceid, type } });
