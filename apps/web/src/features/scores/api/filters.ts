import { api } from '../../../lib/api';

// The competitions of a day, for the score board's filters and the home page's standings (the two
// importers of favourites.ts as well, so this shares its chunk instead of making one).

/** Match/filters: the competitions (and countries) with matches for a sport, status and day. */
export const fetchFilters = (query: { type: 0 | 1; status?: 0 | 1 | 2 | 3; tz: number; date?: string }) =>
  api.get('/api/Match/filters', { query });
