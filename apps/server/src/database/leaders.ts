import type { components } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { absolute } from '../format';
import type { Sport } from '../matches/sports';

// Player leaders of a competition's season, summed from player_match_stats (the players' lines written
// from each match's script at its final whistle, sim/script/lines.ts).

export type LeaderKind = 'goals' | 'assists' | 'points' | 'rebounds';
export type DbLeaderRow = components['schemas']['DbLeaderRow'];

const KINDS: Record<Sport, readonly LeaderKind[]> = { 0: ['goals', 'assists'], 1: ['points', 'rebounds', 'assists'] };

/** The kind asked for, or the sport's first; code 1 for a kind the sport does not keep. */
export function leaderKind(sport: Sport, kind: string | undefined): LeaderKind {
  if (kind === undefined) return KINDS[sport][0]!;
  if (!(KINDS[sport] as readonly string[]).includes(kind)) {
    throw new UserError('server.database.badKind', { kind, kinds: KINDS[sport].join(', ') });
  }
  return kind as LeaderKind;
}

interface LeaderDbRow {
  player_id: number;
  name_zh: string;
  name_zht: string;
  name_en: string;
  name_vi: string;
  number: number;
  position: string;
  team_id: number;
  team_name_zh: string;
  team_name_zht: string;
  team_name_en: string;
  team_name_vi: string;
  team_logo: string;
  games: number;
  total: number;
}

const perGame = (total: number, games: number) => (games === 0 ? 0 : Math.round((total * 10) / games) / 10);

/**
 * Football: the season's totals (goals, assists), more first, fewer games first on a tie. Basketball:
 * per game, one decimal. Equal values share a rank. Players with nothing to count are left out.
 */
export async function leaders(
  q: Queryable,
  origin: string,
  league: { id: number; sport: Sport },
  [from, to]: [number, number],
  kind: LeaderKind,
  limit: number,
): Promise<DbLeaderRow[]> {
  const rows = await q.query<LeaderDbRow>(
    `select p.id as player_id, p.name_zh, p.name_zht, p.name_en, p.name_vi, p.number, p.position,
            t.id as team_id, t.name_zh as team_name_zh, t.name_zht as team_name_zht, t.name_en as team_name_en, t.name_vi as team_name_vi,
            t.logo as team_logo, count(*)::int as games, sum(s.${kind})::int as total
       from player_match_stats s join players p on p.id = s.player_id join teams t on t.id = s.team_id
      where s.competition_id = $1 and s.time >= $2 and s.time < $3
      group by p.id, t.id
     having sum(s.${kind}) > 0`,
    [league.id, from, to],
  );
  const valued = rows.map((r) => ({
    ...r,
    games: Number(r.games),
    total: Number(r.total),
    value: league.sport === 0 ? Number(r.total) : perGame(Number(r.total), Number(r.games)),
  }));
  valued.sort((a, b) => b.value - a.value || a.games - b.games || b.total - a.total || a.name_en.localeCompare(b.name_en));
  let rank = 0;
  return valued.slice(0, limit).map((r, i, all) => {
    if (i === 0 || all[i - 1]!.value !== r.value) rank = i + 1;
    return { rank, ...r, team_logo: absolute(origin, r.team_logo) };
  });
}
