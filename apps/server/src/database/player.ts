import type { components, DataOf, operations } from '@arena/api-client';
import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { absolute } from '../format';
import { SPORTS, type Sport } from '../matches/sports';
import type { Viewer } from './overview';
import { playerRow } from './players';
import { seasonOf, seasonSpan, seasonWire } from './seasons';
import { teamOf, teamRef } from './team';

// A player's page: profile, team, the season's numbers in the team's league and the last ten matches,
// all from the player's lines (player_match_stats, written from each match's script at full time).

type PlayerMatch = components['schemas']['DbPlayerMatch'];

interface TotalsRow {
  games: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  points: number;
  rebounds: number;
}

interface RecentRow {
  match_id: number;
  time: string | number;
  competition_id: number;
  competition_short_name_zh: string;
  competition_short_name_zht: string;
  competition_short_name_en: string;
  competition_short_name_vi: string;
  home_team_id: number;
  team_id: number;
  opponent_id: number;
  opponent_name_zh: string;
  opponent_name_zht: string;
  opponent_name_en: string;
  opponent_name_vi: string;
  opponent_logo: string;
  home_score: number;
  away_score: number;
  started: number;
  minutes: number;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  points: number;
  rebounds: number;
}

const perGame = (total: number, games: number) => (games === 0 ? 0 : Math.round((total * 10) / games) / 10);

export async function playerPage(
  q: Queryable,
  id: number,
  seasonId: number | undefined,
  viewer: Viewer,
  nowMs: number,
): Promise<DataOf<operations['database_player']>> {
  const player = await playerRow(q, id, nowMs);
  if (!player) throw new UserError('server.database.playerNotFound', { id });
  const team = await teamOf(q, player.team_id);
  const sport: Sport = team.sport;
  const season = await seasonOf(q, team.league_id, seasonId, viewer.today);
  const span = seasonSpan(season);
  const [t] = await q.query<TotalsRow>(
    `select count(*)::int as games, coalesce(sum(started), 0)::int as starts, coalesce(sum(minutes), 0)::int as minutes,
            coalesce(sum(goals), 0)::int as goals, coalesce(sum(assists), 0)::int as assists, coalesce(sum(yellow_cards), 0)::int as yellow_cards,
            coalesce(sum(red_cards), 0)::int as red_cards, coalesce(sum(points), 0)::int as points, coalesce(sum(rebounds), 0)::int as rebounds
       from player_match_stats where player_id = $1 and competition_id = $2 and time >= $3 and time < $4`,
    [id, team.league_id, ...span],
  );
  const n = (k: keyof TotalsRow) => Number(t?.[k] ?? 0);
  const base = { games: n('games'), starts: n('starts'), minutes: n('minutes') };
  const stats =
    sport === 0
      ? { ...base, goals: n('goals'), assists: n('assists'), yellow_cards: n('yellow_cards'), red_cards: n('red_cards') }
      : {
          ...base,
          points: n('points'),
          rebounds: n('rebounds'),
          assists: n('assists'),
          points_per_game: perGame(n('points'), n('games')),
          rebounds_per_game: perGame(n('rebounds'), n('games')),
          assists_per_game: perGame(n('assists'), n('games')),
        };
  const s = SPORTS[sport];
  const recent = await q.query<RecentRow>(
    `select m.id as match_id, ${s.time} as time, m.competition_id, l.short_name_zh as competition_short_name_zh,
            l.short_name_zht as competition_short_name_zht, l.short_name_en as competition_short_name_en,
            l.short_name_vi as competition_short_name_vi, m.home_team_id, x.team_id,
            o.id as opponent_id, o.name_zh as opponent_name_zh, o.name_zht as opponent_name_zht, o.name_en as opponent_name_en,
            o.name_vi as opponent_name_vi, o.logo as opponent_logo, ${s.homeScore} as home_score, ${s.awayScore} as away_score,
            x.started, x.minutes, x.goals, x.assists, x.yellow_cards, x.red_cards, x.points, x.rebounds
       from player_match_stats x join ${s.table} m on m.id = x.match_id join leagues l on l.id = m.competition_id
       join teams o on o.id = case when m.home_team_id = x.team_id then m.away_team_id else m.home_team_id end
      where x.player_id = $1 and x.sport = $2 order by x.time desc, x.match_id desc limit 10`,
    [id, sport],
  );
  return {
    player,
    team: teamRef(team, viewer.origin),
    competition_id: team.league_id,
    season: seasonWire(season, viewer.today),
    stats,
    recent: recent.map((r) => recentWire(r, sport, viewer.origin)),
  };
}

function recentWire(r: RecentRow, sport: Sport, origin: string): PlayerMatch {
  const side = r.home_team_id === r.team_id ? 'home' : 'away';
  const [us, them] = side === 'home' ? [Number(r.home_score), Number(r.away_score)] : [Number(r.away_score), Number(r.home_score)];
  const line =
    sport === 0
      ? { goals: Number(r.goals), assists: Number(r.assists), yellow_cards: Number(r.yellow_cards), red_cards: Number(r.red_cards) }
      : { points: Number(r.points), rebounds: Number(r.rebounds), assists: Number(r.assists) };
  return {
    match_id: r.match_id,
    time: Number(r.time),
    competition_id: r.competition_id,
    competition_short_name_zh: r.competition_short_name_zh,
    competition_short_name_zht: r.competition_short_name_zht,
    competition_short_name_en: r.competition_short_name_en,
    competition_short_name_vi: r.competition_short_name_vi,
    side,
    opponent_id: r.opponent_id,
    opponent_name_zh: r.opponent_name_zh,
    opponent_name_zht: r.opponent_name_zht,
    opponent_name_en: r.opponent_name_en,
    opponent_name_vi: r.opponent_name_vi,
    opponent_logo: absolute(origin, r.opponent_logo),
    home_score: Number(r.home_score),
    away_score: Number(r.away_score),
    result: us > them ? 'W' : us === them ? 'D' : 'L',
    started: Number(r.started) === 1 ? 1 : 0,
    minutes: Number(r.minutes),
    ...line,
  };
}
