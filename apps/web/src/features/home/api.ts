import { api } from '../../lib/api';

// The home page's calls: system settings (announcement) and today's hot matches.

/** universal/getHot: system settings. */
export const fetchSettings = () => api.get('/api/universal/getHot');

/** hot_match/all_match: today's hot matches. */
export const fetchHotMatches = () => api.get('/api/hot_match/all_match');
