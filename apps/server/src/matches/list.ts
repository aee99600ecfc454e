import type { BasketballMatch, DataOf, FootballMatch, operations } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { absolute } from '../format';
import { basketballSelect, footballSelect } from './queries';
import { type BasketballDbRow, basketballRow, type FootballDbRow, footballRow } from './rows';
import { dayRange, listOrder, Params, SPORTS, type Sport, statusCondition } from './sports';

// The score lists and their filters (WIRE.md: Football/football_match, Basketball/getList, Match/filters).

/** Who reads, and when: `is_collect` is the user's, images are absolute for the origin, "today" is now's. */
export interface Reader {
  db: Queryable;
  origin: string;
  /** 0 for a visitor (nothing collected). */
  userId: number;
  /** Milliseconds. */
  now: number;
}

export interface ListQuery {
  /** 1 in progress, 2 not started, 3 ended; else every match. */
  status: number;
  date?: string;
  /** The client's time zone, minutes east of UTC. */
  tz: number;
  competitionId?: number;
  countryId?: number;
  /** These matches whatever their day. */
  ids?: number[];
  page: number;
  limit: number;
}

/** WIRE.md's paging: `data`, `total`, `last_page` (and per_page, current_page). */
export interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

/** The score lists: WIRE.md's paging over the filters of the score page, rows as the select returns them. */
async function listRows<R>(reader: Reader, sport: Sport, query: ListQuery): Promise<Page<R>> {
  const { db } = reader;
  const p = new Params();
  const where: string[] = [];
  const status = statusCondition(sport, query.status);
  if (status) where.push(status);
  if (query.ids) {
    where.push(`m.id = any(${p.add(query.ids)}::int[])`);
  } else if (query.date || query.status !== 1) {
    // Without a day, the live view shows every match in progress; the others show today.
    const [from, to] = dayRange(query.date, query.tz, reader.now);
    where.push(`${SPORTS[sport].time} >= ${p.add(from)} and ${SPORTS[sport].time} < ${p.add(to)}`);
  }
  if (query.competitionId !== undefined) where.push(`m.competition_id = ${p.add(query.competitionId)}`);
  if (query.countryId !== undefined)
    where.push(`m.competition_id in (select id from leagues where country_id = ${p.add(query.countryId)})`);
  const condition = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from ${SPORTS[sport].table} m ${condition}`, p.values);
  const n = counted?.n ?? 0;
  const user = p.add(reader.userId);
  const select = sport === 0 ? footballSelect(user) : basketballSelect(user);
  const rows = await db.query<R>(
    `${select} ${condition} order by ${listOrder(sport)} limit ${p.add(query.limit)} offset ${p.add((query.page - 1) * query.limit)}`,
    p.values,
  );
  return {
    data: rows,
    total: n,
    per_page: query.limit,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(n / query.limit)),
  };
}

export async function listFootball(reader: Reader, query: ListQuery): Promise<Page<FootballMatch>> {
  const page = await listRows<FootballDbRow>(reader, 0, query);
  return { ...page, data: page.data.map((r) => footballRow(r, reader.origin)) };
}

export async function listBasketball(reader: Reader, query: ListQuery): Promise<Page<BasketballMatch>> {
  const page = await listRows<BasketballDbRow>(reader, 1, query);
  return { ...page, data: page.data.map((r) => basketballRow(r, reader.origin)) };
}

export const listMatches = (reader: Reader, sport: Sport, query: ListQuery): Promise<Page<FootballMatch> | Page<BasketballMatch>> =>
  sport === 0 ? listFootball(reader, query) : listBasketball(reader, query);

type Filters = DataOf<operations['match_filters']>;
type LeagueCount = Omit<Filters['competitions'][number], 'count'> & { logo: string; country_id: number | null; n: number };
type CountryRow = Omit<Filters['countries'][number], 'count'>;

/** The event and country filters of the score page: what has matches on the day, with counts. */
export async function matchFilters(
  reader: Omit<Reader, 'userId'>,
  query: { sport: Sport; status: number; date?: string; tz: number },
): Promise<Filters> {
  const { db, origin } = reader;
  const s = SPORTS[query.sport];
  const p = new Params();
  const where: string[] = [];
  const condition = statusCondition(query.sport, query.status);
  if (condition) where.push(condition);
  if (query.date || query.status !== 1) {
    const [from, to] = dayRange(query.date, query.tz, reader.now);
    where.push(`${s.time} >= ${p.add(from)} and ${s.time} < ${p.add(to)}`);
  }
  const rows = await db.query<LeagueCount>(
    `select l.id, l.name_zh, l.name_zht, l.name_en, l.name_vi, l.short_name_zh, l.short_name_zht, l.short_name_en, l.short_name_vi,
            l.logo, l.primary_color, l.country_id, count(*)::int as n
       from ${s.table} m join leagues l on l.id = m.competition_id
      ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
      group by l.id order by n desc, l.id`,
    p.values,
  );
  const countries = new Map<number, number>();
  for (const r of rows) if (r.country_id !== null) countries.set(r.country_id, (countries.get(r.country_id) ?? 0) + r.n);
  const names = await db.query<CountryRow>(
    'select id, name_zh, name_zht, name_en, name_vi from countries where id = any($1::int[]) order by id',
    [[...countries.keys()]],
  );
  return {
    competitions: rows.map(({ n, logo, ...r }) => ({ ...r, logo: absolute(origin, logo), count: n })),
    countries: names.map((c) => ({ ...c, count: countries.get(c.id)! })).sort((a, b) => b.count - a.count || a.id - b.id),
  };
}
