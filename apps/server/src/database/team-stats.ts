import type { components } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { absolute } from '../format';
import { SPORTS, type Sport } from '../matches/sports';

// Every team's numbers in a competition's season: results and goals (points) from the finished match
// rows; football cards from the timelines (match_events); basketball rebounds and assists from the
// match statistics the simulator wrote (`stats`).

export type DbTeamStats = components['schemas']['DbTeamStats'];

interface SideRow {
  team_id: number;
  team_name_zh: string;
  team_name_zht: string;
  team_name_en: string;
  team_name_vi: string;
  team_logo: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  clean_sheets: number;
  yellow_cards: number;
  red_cards: number;
  rebounds: number;
  assists: number;
}

const oneDecimal = (total: number, games: number) => (games === 0 ? 0 : Math.round((total * 10) / games) / 10);

/** `teamId`: that team only (its page); else every team of the competition that played or takes part. */
export async function teamStats(
  q: Queryable,
  origin: string,
  league: { id: number; sport: Sport },
  [from, to]: [number, number],
  teamId?: number,
): Promise<DbTeamStats[]> {
  const s = SPORTS[league.sport];
  const stat = (key: string, side: 'home' | 'away') =>
    `coalesce((select (x->>'${side}')::int from jsonb_array_elements(case when jsonb_typeof(m.stats) = 'array' then m.stats else '[]'::jsonb end) x where x->>'key' = '${key}'), 0)`;
  const cards = (kind: string, side: number) =>
    `(select count(*)::int from match_events e where e.sport = 0 and e.match_id = m.id and e.kind = '${kind}' and e.side = ${side})`;
  const side = (own: 'home' | 'away') => {
    const [us, them, n] = own === 'home' ? [s.homeScore, s.awayScore, 1] : [s.awayScore, s.homeScore, 2];
    return `select m.${own}_team_id as team_id, ${us} as scored, ${them} as conceded,
              ${league.sport === 0 ? cards('yellow', n) : '0'} as yellow, ${league.sport === 0 ? cards('red', n) : '0'} as red,
              ${league.sport === 1 ? stat('rebounds', own) : '0'} as rebounds, ${league.sport === 1 ? stat('assists', own) : '0'} as assists
         from ${s.table} m where m.competition_id = $1 and ${s.finished} and ${s.time} >= $2 and ${s.time} < $3`;
  };
  const params: unknown[] = [league.id, from, to];
  if (teamId !== undefined) params.push(teamId);
  const rows = await q.query<SideRow>(
    `select t.id as team_id, t.name_zh as team_name_zh, t.name_zht as team_name_zht, t.name_en as team_name_en, t.name_vi as team_name_vi,
            t.logo as team_logo, count(g.team_id)::int as played,
            count(*) filter (where g.scored > g.conceded)::int as won, count(*) filter (where g.scored = g.conceded)::int as drawn,
            count(*) filter (where g.scored < g.conceded)::int as lost, coalesce(sum(g.scored), 0)::int as scored,
            coalesce(sum(g.conceded), 0)::int as conceded, count(*) filter (where g.conceded = 0)::int as clean_sheets,
            coalesce(sum(g.yellow), 0)::int as yellow_cards, coalesce(sum(g.red), 0)::int as red_cards,
            coalesce(sum(g.rebounds), 0)::int as rebounds, coalesce(sum(g.assists), 0)::int as assists
       from teams t left join (${side('home')} union all ${side('away')}) g on g.team_id = t.id
      where ${teamId !== undefined ? 't.id = $4' : 't.id in (select home_team_id from ' + s.table + ' where competition_id = $1 union select away_team_id from ' + s.table + ' where competition_id = $1)'}
      group by t.id`,
    params,
  );
  return rows
    .map((r) => {
      const played = Number(r.played);
      const base = {
        team_id: r.team_id,
        team_name_zh: r.team_name_zh,
        team_name_zht: r.team_name_zht,
        team_name_en: r.team_name_en,
        team_name_vi: r.team_name_vi,
        team_logo: absolute(origin, r.team_logo),
        played,
        won: Number(r.won),
        drawn: Number(r.drawn),
        lost: Number(r.lost),
        scored: Number(r.scored),
        conceded: Number(r.conceded),
        scored_per_game: oneDecimal(Number(r.scored), played),
        conceded_per_game: oneDecimal(Number(r.conceded), played),
      };
      return league.sport === 0
        ? { ...base, clean_sheets: Number(r.clean_sheets), yellow_cards: Number(r.yellow_cards), red_cards: Number(r.red_cards) }
        : { ...base, rebounds_per_game: oneDecimal(Number(r.rebounds), played), assists_per_game: oneDecimal(Number(r.assists), played) };
    })
    .sort((a, b) => b.scored_per_game - a.scored_per_game || a.conceded_per_game - b.conceded_per_game || a.team_id - b.team_id);
}
