import type { BasketballMatch, FootballMatch } from '@arena/api-client';
import type { Queryable } from '../db/index';
import type { Page } from '../matches/list';
import { basketballSelect, footballSelect } from '../matches/queries';
import { type BasketballDbRow, basketballRow, type FootballDbRow, footballRow } from '../matches/rows';
import { listOrder, Params, SPORTS, type Sport } from '../matches/sports';

// A team's matches in every competition as the score lists' rows: fixtures, results, or both (paged).

export interface TeamMatchQuery {
  teamId: number;
  sport: Sport;
  /** 1 results, 2 fixtures (not started or in progress), 0 all. */
  status: number;
  page: number;
  limit: number;
  userId: number;
  origin: string;
}

export async function teamMatches(q: Queryable, query: TeamMatchQuery): Promise<Page<FootballMatch> | Page<BasketballMatch>> {
  const s = SPORTS[query.sport];
  const p = new Params();
  const team = p.add(query.teamId);
  const where = [`(m.home_team_id = ${team} or m.away_team_id = ${team})`];
  if (query.status === 1) where.push(s.ended);
  if (query.status === 2) where.push(`not ${s.ended}`);
  const condition = `where ${where.join(' and ')}`;
  const [counted] = await q.query<{ n: number }>(`select count(*)::int as n from ${s.table} m ${condition}`, p.values);
  const total = Number(counted?.n ?? 0);
  const order = query.status === 1 ? `${s.time} desc, m.id desc` : query.status === 2 ? `${s.time}, m.id` : listOrder(query.sport);
  const user = p.add(query.userId);
  const select = query.sport === 0 ? footballSelect(user) : basketballSelect(user);
  const rows = await q.query<FootballDbRow & BasketballDbRow>(
    `${select} ${condition} order by ${order} limit ${p.add(query.limit)} offset ${p.add((query.page - 1) * query.limit)}`,
    p.values,
  );
  const paging = { total, per_page: query.limit, current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.limit)) };
  return query.sport === 0
    ? { ...paging, data: rows.map((r) => footballRow(r, query.origin)) }
    : { ...paging, data: rows.map((r) => basketballRow(r, query.origin)) };
}

/** The team's last five finished results in any competition, oldest first, from its side. */
export async function formOf(q: Queryable, teamId: number, sport: Sport): Promise<Array<'W' | 'D' | 'L'>> {
  const s = SPORTS[sport];
  const rows = await q.query<{ us: number; them: number }>(
    `select case when m.home_team_id = $1 then ${s.homeScore} else ${s.awayScore} end as us,
            case when m.home_team_id = $1 then ${s.awayScore} else ${s.homeScore} end as them
       from ${s.table} m where (m.home_team_id = $1 or m.away_team_id = $1) and ${s.finished} order by ${s.time} desc, m.id desc limit 5`,
    [teamId],
  );
  return rows.reverse().map((r) => (Number(r.us) > Number(r.them) ? 'W' : Number(r.us) === Number(r.them) ? 'D' : 'L'));
}
