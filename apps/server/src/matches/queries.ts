import { NAMES, SPORTS, type Sport } from './sports';

// The selects the match calls build on; each returns the row type of the same name in rows.ts.

/** FootballDbRow, with `is_collect` for the user in `userParam`. */
export function footballSelect(userParam: string): string {
  return `select m.id, m.status, m.competition_id, ${NAMES('l', 'competition_name')}, ${NAMES('l', 'competition_short_name', 'short_name')},
            l.logo as competition_logo, l.primary_color, l.country_id, m.home_team_id, m.away_team_id,
            ${NAMES('h', 'home_team_name')}, h.logo as home_team_logo, ${NAMES('a', 'away_team_name')}, a.logo as away_team_logo,
            m.time, m.match_str, m.home_score, m.away_score, m.half_score, m.corner_kick, m.home_yellow_card, m.home_red_card,
            m.away_yellow_card, m.away_red_card, m.exponent, m.is_hot, m.stats,
            case when c.user_id is null then 0 else 1 end as is_collect,
            case when exists (select 1 from live_rooms r where r.islive = 1 and r.type = 0 and r.match_id = m.id) then 1 else 0 end as mlive
       from football_matches m join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
       left join match_collects c on c.user_id = ${userParam} and c.sport = 0 and c.match_id = m.id`;
}

/** BasketballDbRow, with `is_collect` for the user in `userParam`. */
export function basketballSelect(userParam: string): string {
  return `select m.id, m.competition_id, ${NAMES('l', 'short_name', 'short_name')}, ${NAMES('l', 'competition_name')},
            l.logo as competition_logo, l.primary_color, l.country_id, m.status_id, m.time_left, m.match_time,
            m.home_team_id, ${NAMES('h', 'home_name')}, h.logo as home_logo, m.away_team_id, ${NAMES('a', 'away_name')}, a.logo as away_logo,
            m.home_scores, m.away_scores, m.home_scores_total, m.away_scores_total, m.odds, m.is_hot, m.stats,
            case when c.user_id is null then 0 else 1 end as is_collect,
            case when exists (select 1 from live_rooms r where r.islive = 1 and r.type = 1 and r.match_id = m.id) then 1 else 0 end as mlive
       from basketball_matches m join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
       left join match_collects c on c.user_id = ${userParam} and c.sport = 1 and c.match_id = m.id`;
}

/** HotDbRow: one sport's matches in the shape both share, so the two can be unioned. */
export const HOT_SELECT = (sport: Sport) => {
  const s = SPORTS[sport];
  const state = `case when ${s.live} then 1 when ${s.ended} then 2 else 0 end`;
  return `select m.id, ${sport} as sport, m.competition_id, l.name_zh as competition, ${NAMES('l', 'short_name', 'short_name')},
            ${s.time} as match_time, ${sport === 0 ? 'm.status' : 'm.status_id'} as status, ${sport === 0 ? 'm.match_str' : "''"} as match_str,
            ${state} as state, ${NAMES('h', 'home_name')}, h.logo as home_logo, ${s.homeScore} as home_score,
            ${NAMES('a', 'away_name')}, a.logo as away_logo, ${s.awayScore} as away_score, m.is_hot
       from ${s.table} m join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id`;
};

/** BattleDbRow. */
export function battleSelect(sport: Sport) {
  const s = SPORTS[sport];
  return `select m.id, ${s.time} as time, m.competition_id, ${NAMES('l', 'competition_short_name', 'short_name')}, l.short_name_zh as competition,
            m.home_team_id, m.away_team_id, h.name_zh as home_name, h.name_zht as home_name_zht, h.name_en as home_name_en, h.name_vi as home_name_vi,
            a.name_zh as away_name, a.name_zht as away_name_zht, a.name_en as away_name_en, a.name_vi as away_name_vi,
            ${s.homeScore} as home_score, ${s.awayScore} as away_score, ${sport === 0 ? 'm.half_score' : "''"} as half_score
       from ${s.table} m join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id`;
}
