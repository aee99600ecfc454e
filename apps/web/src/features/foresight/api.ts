import { api } from '../../lib/api';

// /foresight's calls (issue 19, openapi tag `database`).

/** Database/previews: the next football matches not started, soonest first, each with its stored prediction. */
export const fetchPreviews = (limit = 12) => api.get('/api/Database/previews', { query: { limit } });
/** Database/model_report: the Brier scores of the model and the odds over the last finished matches. */
export const fetchModelReport = (limit = 50) => api.get('/api/Database/model_report', { query: { limit } });
