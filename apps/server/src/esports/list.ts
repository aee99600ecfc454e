import type { Queryable } from '../db/index';
import { dayRange, idList } from '../matches/sports';
import { paged, pageRows } from '../paging';
import { type EsportsMatch, SERIES_SELECT, type SeriesRow, toEsportsMatch } from './rows';

// Esports/matches: series by game, league, status and day (or ids), with the tabs' counts.

export interface SeriesQuery {
  game?: string;
  leagueId?: number;
  /** 0 all, 1 in progress, 2 not started, 3 finished. */
  status: number;
  date?: string;
  tz: number;
  ids?: string;
  page: number;
  limit: number;
}

/** In progress, then not started (soonest first), then finished (latest first). */
const ORDER = `case s.status when 1 then 0 when 2 then 1 else 2 end, case when s.status = 3 then -s.start_time else s.start_time end, s.id`;

export async function listSeries(q: Queryable, query: SeriesQuery, nowMs: number, origin: string) {
  const ids = idList(query.ids);
  // Without a day or ids, status 0 is today; the other tabs reach as far as the schedule does.
  const day = query.date || (!ids && query.status === 0) ? dayRange(query.date, query.tz, nowMs) : null;
  const countDay = query.date ? day : null;
  const filters = `($1::text is null or s.game = $1) and ($2::int is null or s.league_id = $2) and ($3::int[] is null or s.id = any($3))`;
  const base = [query.game ?? null, query.leagueId ?? null, ids ?? null];
  const { rows, total } = await pageRows<SeriesRow & { total: number }>(
    q,
    `${SERIES_SELECT.replace('select s.id,', 'select count(*) over ()::int as total, s.id,')}
      where ${filters} and ($4::int = 0 or s.status = $4) and ($5::bigint is null or s.start_time >= $5) and ($6::bigint is null or s.start_time < $6)
      order by ${ORDER} limit $7 offset $8`,
    (take, skip) => [...base, query.status, day?.[0] ?? null, day?.[1] ?? null, take, skip],
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const counted = await q.query<{ status: number; n: number }>(
    `select s.status, count(*)::int as n from esports_series s
      where ${filters} and ($4::bigint is null or s.start_time >= $4) and ($5::bigint is null or s.start_time < $5)
      group by s.status`,
    [...base, countDay?.[0] ?? null, countDay?.[1] ?? null],
  );
  const n = (status: number) => counted.find((c) => Number(c.status) === status)?.n ?? 0;
  const list: EsportsMatch[] = rows.map((r) => toEsportsMatch(r, origin));
  return { ...paged(list, total, query.page, query.limit), counts: { live: n(1), upcoming: n(2), finished: n(3) } };
}
