import { absolute } from './format';
import type { Handlers } from './types';

interface HotRow {
  id: number;
  sport: number;
  competition: string;
  short_name_zh: string;
  short_name_en: string;
  short_name_vi: string;
  match_time: string | number;
  state: number;
  home_name: string;
  home_logo: string;
  home_score: number;
  away_name: string;
  away_logo: string;
  away_score: number;
}

export const matchHandlers: Handlers = {
  /** Today's hot matches: those in progress first, then the next kick-offs, then the latest results. */
  async hotMatch_allMatch({ services, origin }) {
    const now = Math.floor(services.config.now() / 1000);
    const rows = await services.db.query<HotRow>(
      `select * from (
         select f.id, 0 as sport, l.name_zh as competition, l.short_name_zh, l.short_name_en, l.short_name_vi, f.time as match_time,
                case when f.status between 2 and 7 then 1 when f.status >= 8 then 2 else 0 end as state,
                h.name_zh as home_name, h.logo as home_logo, f.home_score as home_score,
                a.name_zh as away_name, a.logo as away_logo, f.away_score as away_score
           from football_matches f join leagues l on l.id = f.competition_id
           join teams h on h.id = f.home_team_id join teams a on a.id = f.away_team_id
          where f.is_hot = 1 and f.time between $1 and $2
         union all
         select b.id, 1, l.name_zh, l.short_name_zh, l.short_name_en, l.short_name_vi, b.match_time,
                case when b.status_id between 2 and 9 then 1 when b.status_id >= 10 then 2 else 0 end,
                h.name_zh, h.logo, b.home_scores_total, a.name_zh, a.logo, b.away_scores_total
           from basketball_matches b join leagues l on l.id = b.competition_id
           join teams h on h.id = b.home_team_id join teams a on a.id = b.away_team_id
          where b.is_hot = 1 and b.match_time between $1 and $2
       ) m
       order by case state when 1 then 0 when 0 then 1 else 2 end, abs(match_time - $3) limit 30`,
      [now - 6 * 3600, now + 18 * 3600, now],
    );
    const rooms = await services.db.query<{ uid: number; avatar: string; match_id: number; type: number }>(
      'select r.uid, u.avatar, r.match_id, r.type from live_rooms r join users u on u.id = r.uid where r.islive = 1 and r.match_id is not null',
    );
    return rows.map((r) => ({
      sourceid: r.id,
      type: r.sport === 1 ? 1 : 0,
      competition: r.competition,
      short_name_zh: r.short_name_zh,
      short_name_en: r.short_name_en,
      short_name_vi: r.short_name_vi,
      match_time: Number(r.match_time),
      status_type: Number(r.state),
      home_team_name: r.home_name,
      home_team_logo: absolute(origin, r.home_logo),
      home_scores: Number(r.home_score),
      away_team_name: r.away_name,
      away_team_logo: absolute(origin, r.away_logo),
      away_scores: Number(r.away_score),
      anchor: rooms
        .filter((room) => room.match_id === r.id && (room.type === 1) === (r.sport === 1))
        .map((room) => ({ id: room.uid, avatar: absolute(origin, room.avatar) })),
    }));
  },
};
