import { api } from '../../../lib/api';

// The home page's own call (its scores panel): the recommended matches.

/** hot_match/recommend: the editors' matches, in three groups. */
export const fetchRecommended = () => api.get('/api/hot_match/recommend', { query: { type: 0 } });
