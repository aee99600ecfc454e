import type { components } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { absolute } from '../format';
import { cupGroups, teamPool } from '../sim/schedule';
import { currentOf, type SeasonRow, seasonWire } from './seasons';

// /trophy/home: every competition by sport and country, searchable, the user's favourites first;
// and the favourites themselves (competition_favourites, migrations/012).

export type DbCompetition = components['schemas']['DbCompetition'];

interface CompetitionDbRow {
  id: number;
  sport: number;
  name_zh: string;
  name_zht: string;
  name_en: string;
  name_vi: string;
  short_name_zh: string;
  short_name_zht: string;
  short_name_en: string;
  short_name_vi: string;
  logo: string;
  primary_color: string;
  country_id: number | null;
  country_name_zh: string | null;
  country_name_zht: string | null;
  country_name_en: string | null;
  country_name_vi: string | null;
  is_favourite: number;
}

const SELECT = `select l.id, l.sport, l.name_zh, l.name_zht, l.name_en, l.name_vi, l.short_name_zh, l.short_name_zht, l.short_name_en,
            l.short_name_vi, l.logo, l.primary_color, l.country_id, c.name_zh as country_name_zh, c.name_zht as country_name_zht,
            c.name_en as country_name_en, c.name_vi as country_name_vi,
            case when f.user_id is null then 0 else 1 end as is_favourite
       from leagues l left join countries c on c.id = l.country_id
       left join competition_favourites f on f.league_id = l.id and f.user_id = $1`;

/** `%` and `_` of a keyword match themselves. */
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function wire(r: CompetitionDbRow, seasons: readonly SeasonRow[], today: number, origin: string): DbCompetition {
  const own = seasons.filter((s) => s.league_id === r.id).sort((a, b) => b.number - a.number);
  const season = currentOf(own, today);
  return {
    id: r.id,
    sport: Number(r.sport) === 1 ? 1 : 0,
    name_zh: r.name_zh,
    name_zht: r.name_zht,
    name_en: r.name_en,
    name_vi: r.name_vi,
    short_name_zh: r.short_name_zh,
    short_name_zht: r.short_name_zht,
    short_name_en: r.short_name_en,
    short_name_vi: r.short_name_vi,
    logo: absolute(origin, r.logo),
    primary_color: r.primary_color,
    country_id: r.country_id,
    country_name_zh: r.country_name_zh ?? '',
    country_name_zht: r.country_name_zht ?? '',
    country_name_en: r.country_name_en ?? '',
    country_name_vi: r.country_name_vi ?? '',
    is_cup: cupGroups(r.id) ? 1 : 0,
    teams: teamPool(r.id).length,
    season: season ? seasonWire(season, today) : null,
    is_favourite: Number(r.is_favourite) === 1 ? 1 : 0,
  };
}

export interface CompetitionQuery {
  userId: number;
  sport?: number;
  keyword?: string;
  today: number;
  origin: string;
}

/** Every competition (of a sport, matching a keyword in any language), favourites first, then sport, country, id. */
export async function competitions(q: Queryable, query: CompetitionQuery): Promise<DbCompetition[]> {
  const where: string[] = [];
  const params: unknown[] = [query.userId];
  if (query.sport !== undefined) {
    params.push(query.sport);
    where.push(`l.sport = $${params.length}`);
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    params.push(likeOf(keyword));
    const p = `$${params.length}`;
    const columns = ['l.name', 'l.short_name', 'c.name'].flatMap((c) => ['zh', 'zht', 'en', 'vi'].map((l) => `${c}_${l}`));
    where.push(`(${columns.map((c) => `${c} ilike ${p}`).join(' or ')})`);
  }
  const rows = await q.query<CompetitionDbRow>(
    `${SELECT} ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
      order by case when f.user_id is null then 1 else 0 end, l.sport, l.country_id nulls last, l.id`,
    params,
  );
  const seasons = await q.query<SeasonRow>('select id, league_id, number, start_day, days from seasons where league_id = any($1::int[])', [
    rows.map((r) => r.id),
  ]);
  return rows.map((r) => wire(r, seasons, query.today, query.origin));
}

/** One competition as the database pages show it (the caller has checked it exists). */
export async function competition(q: Queryable, id: number, userId: number, today: number, origin: string): Promise<DbCompetition> {
  const [row] = await q.query<CompetitionDbRow>(`${SELECT} where l.id = $2`, [userId, id]);
  const seasons = await q.query<SeasonRow>('select id, league_id, number, start_day, days from seasons where league_id = $1', [id]);
  return wire(row!, seasons, today, origin);
}

/** Adds (`favourite` true), removes (false) or toggles (undefined) a favourite competition; answers the state and the whole list. */
export async function setFavourite(q: Queryable, userId: number, leagueId: number, favourite: boolean | undefined) {
  const [present] = await q.query('select 1 from competition_favourites where user_id = $1 and league_id = $2', [userId, leagueId]);
  const want = favourite ?? !present;
  if (want) {
    await q.query('insert into competition_favourites (user_id, league_id) values ($1, $2) on conflict do nothing', [userId, leagueId]);
  } else {
    await q.query('delete from competition_favourites where user_id = $1 and league_id = $2', [userId, leagueId]);
  }
  const all = await q.query<{ league_id: number }>(
    'select league_id from competition_favourites where user_id = $1 order by created_at, league_id',
    [userId],
  );
  return { favourite: want ? 1 : 0, favourites: all.map((r) => r.league_id) } as const;
}
