import type { BasketballRow, FootballRow } from '@arena/realtime';
import { api } from '../../../lib/api';

// The score views' common calls (WIRE.md "Matches"): every page of a day's matches, or given ids
// (resync), and a competition's table. The goal pop-ups on every page import this module, so the calls
// of only some pages go in modules of their own (filters.ts, home.ts, detail.ts, favourites.ts).

export type SportKey = 'football' | 'basketball';
export type Row = FootballRow | BasketballRow;
export const sportCode = (s: SportKey): 0 | 1 => (s === 'football' ? 0 : 1);

/** Minutes east of UTC, so the server cuts days where the user does (openapi `tz`). */
export const tz = () => -new Date().getTimezoneOffset();

export interface MatchQuery {
  /** 0 all, 1 live, 2 not started, 3 finished (openapi). */
  status?: 0 | 1 | 2 | 3;
  date?: string;
  ids?: readonly number[];
}

const PAGE = 100;
const MAX_PAGES = 30;

/** Every row of a query, page after page. */
export async function fetchMatches(sport: SportKey, query: MatchQuery): Promise<Row[]> {
  if (query.ids && query.ids.length === 0) return [];
  const rows: Row[] = [];
  // `ids` is capped at 200 per call (openapi).
  const idChunks = query.ids ? chunk(query.ids, 200) : [undefined];
  for (const ids of idChunks) {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const q = {
        page,
        limit: PAGE,
        status: query.status ?? 0,
        tz: tz(),
        ...(query.date ? { date: query.date } : {}),
        ...(ids ? { ids: ids.join(',') } : {}),
      };
      const data =
        sport === 'football'
          ? await api.get('/api/Football/football_match', { query: q })
          : await api.get('/api/Basketball/getList', { query: q });
      rows.push(...((data.data ?? []) as Row[]));
      if (!data.last_page || page >= data.last_page) break;
    }
  }
  return rows;
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Football/season_table: a competition's standings. */
export const fetchSeasonTable = (competition: number) => api.get('/api/Football/season_table', { query: { id: competition } });
