import type { BattleRowData, LineupData, OddsMovementData, StandingRowData, StatLineData, TimelineEventData } from './MatchDetail';
import type { BasketballMatchData, FootballMatchData } from './types';

// Plain data for stories and tests, shaped as the server's rows (WIRE.md). Kick-off 2026-11-23 19:30 UTC.

const KICKOFF = 1795462200;

const teams = {
  arsenal: { zh: '阿森纳', zht: '阿仙奴', en: 'Arsenal', vi: 'Arsenal' },
  city: { zh: '曼城', zht: '曼城', en: 'Manchester City', vi: 'Man City' },
  hanoi: { zh: '河内FC', zht: '河內FC', en: 'Hà Nội FC', vi: 'Hà Nội FC' },
  hcm: { zh: '胡志明市', zht: '胡志明市', en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh' },
  guoan: { zh: '北京国安', zht: '北京國安', en: 'Beijing Guoan', vi: 'Bắc Kinh Quốc An' },
  port: { zh: '上海海港', zht: '上海海港', en: 'Shanghai Port', vi: 'Cảng Thượng Hải' },
  long: {
    zh: '布拉格波希米亚人足球俱乐部青年队',
    zht: '布拉格波希米亞人足球俱樂部青年隊',
    en: 'Bohemians Praha 1905 Under-21 Development Squad',
    vi: 'Đội phát triển U21 Bohemians Praha 1905',
  },
};
type Team = (typeof teams)[keyof typeof teams];
const names = (side: 'home' | 'away', t: Team) => ({
  [`${side}_team_name_zh`]: t.zh,
  [`${side}_team_name_zht`]: t.zht,
  [`${side}_team_name_en`]: t.en,
  [`${side}_team_name_vi`]: t.vi,
});
const league = (zh: string, en: string, vi: string, color: string) => ({
  competition_short_name_zh: zh,
  competition_short_name_en: en,
  competition_short_name_vi: vi,
  competition_name_zh: zh,
  competition_name_en: en,
  competition_name_vi: vi,
  primary_color: color,
});
const epl = league('英超', 'EPL', 'NHA', '#3d195b');
const vleague = league('越南甲', 'V.League 1', 'V.League 1', '#c8102e');
const csl = league('中超', 'CSL', 'CSL', '#c8102e');

const odds = (sealed = false) => ({
  asia: { scram: { win: 1.74, draw: -0.25, fail: 2.04, sealing_disk: sealed ? 1 : 0 } },
  eu: { scram: { win: 1.34, draw: 4.1, fail: 15.29, sealing_disk: 0 } },
  bs: { scram: { win: 1.86, draw: 2.5, fail: 1.86, sealing_disk: sealed ? 1 : 0 } },
});

export const footballLive: FootballMatchData = {
  id: 1,
  status: 4,
  competition_id: 82,
  ...epl,
  ...names('home', teams.arsenal),
  ...names('away', teams.city),
  time: KICKOFF,
  match_str: '67',
  home_score: 2,
  away_score: 1,
  half_score: '1-1',
  corner_kick: '5-3',
  home_yellow_card: 2,
  away_yellow_card: 1,
  home_red_card: 0,
  away_red_card: 1,
  exponent: odds(),
};
export const footballHalfTime: FootballMatchData = {
  ...footballLive,
  id: 2,
  status: 3,
  match_str: '45',
  ...vleague,
  ...names('home', teams.hanoi),
  ...names('away', teams.hcm),
  home_score: 0,
  away_score: 0,
  half_score: '0-0',
  home_red_card: 0,
  away_red_card: 0,
};
export const footballSuspended: FootballMatchData = {
  ...footballLive,
  id: 3,
  match_str: '88',
  ...csl,
  ...names('home', teams.guoan),
  ...names('away', teams.port),
  exponent: odds(true),
};
export const footballUpcoming: FootballMatchData = {
  ...footballLive,
  id: 4,
  status: 1,
  match_str: '',
  home_score: 0,
  away_score: 0,
  half_score: '',
  corner_kick: '',
  home_yellow_card: 0,
  away_yellow_card: 0,
  home_red_card: 0,
  away_red_card: 0,
  time: KICKOFF + 5400,
};
export const footballFinished: FootballMatchData = {
  ...footballLive,
  id: 5,
  status: 8,
  match_str: 'FT',
  ...csl,
  ...names('home', teams.port),
  ...names('away', teams.guoan),
  home_score: 3,
  away_score: 2,
  half_score: '2-2',
  time: KICKOFF - 7200,
};
export const footballPostponed: FootballMatchData = { ...footballUpcoming, id: 6, status: 9 };
export const footballLongNames: FootballMatchData = { ...footballLive, id: 7, ...names('home', teams.long), ...names('away', teams.hcm) };

export const footballMatches: FootballMatchData[] = [
  footballLive,
  footballHalfTime,
  footballSuspended,
  footballUpcoming,
  footballFinished,
  footballPostponed,
];

const bteam = (zh: string, en: string, vi: string) => ({ short_name_zh: zh, short_name_en: en, short_name_vi: vi });
export const basketballLive: BasketballMatchData = {
  id: 11,
  competition_id: 1,
  short_name_zh: 'NBA',
  short_name_en: 'NBA',
  short_name_vi: 'NBA',
  primary_color: '#1d428a',
  status_id: 6,
  time_left: 412,
  match_time: KICKOFF,
  home_team_data: bteam('湖人', 'Lakers', 'Lakers'),
  away_team_data: bteam('凯尔特人', 'Celtics', 'Celtics'),
  home_scores: [28, 31, 12],
  away_scores: [25, 27, 15],
  home_scores_total: 71,
  away_scores_total: 67,
  asia: { host: 1.9, line: -3.5, guest: 1.93, sealing_disk: 0 },
  eu: { host: 1.62, guest: 2.3, sealing_disk: 0 },
  bs: { host: 1.87, line: 221.5, guest: 1.92, sealing_disk: 1 },
};
export const basketballOvertime: BasketballMatchData = {
  ...basketballLive,
  id: 12,
  status_id: 9,
  time_left: 95,
  home_scores: [24, 22, 30, 26, 8],
  away_scores: [26, 20, 28, 28, 6],
  home_scores_total: 110,
  away_scores_total: 108,
};
export const basketballUpcoming: BasketballMatchData = {
  ...basketballLive,
  id: 13,
  status_id: 1,
  time_left: null,
  home_scores: [],
  away_scores: [],
  home_scores_total: 0,
  away_scores_total: 0,
  match_time: KICKOFF + 3600,
};
export const basketballFinished: BasketballMatchData = {
  ...basketballLive,
  id: 14,
  status_id: 10,
  time_left: 0,
  home_scores: [30, 27, 24, 8],
  away_scores: [22, 30, 35, 11],
  home_scores_total: 89,
  away_scores_total: 98,
};
export const basketballMatches: BasketballMatchData[] = [basketballLive, basketballOvertime, basketballUpcoming, basketballFinished];

const player = (number: number, position: string, zh: string, en: string) => ({ number, position, name_zh: zh, name_en: en, name_vi: en });
export const timeline: TimelineEventData[] = [
  {
    seq: 1,
    minute: 12,
    side: 'home',
    kind: 'goal',
    player: player(9, 'F', '刘翔', 'Liu Xiang'),
    assist: player(10, 'M', '张辉', 'Zhang Hui'),
  },
  { seq: 2, minute: 23, side: 'away', kind: 'yellow', player: player(4, 'D', '马浩晨', 'Ma Haochen') },
  { seq: 3, minute: 38, side: 'away', kind: 'goal', player: player(11, 'F', '胡军军', 'Hu Junjun') },
  { seq: 4, minute: 51, side: 'home', kind: 'goal_disallowed', player: player(9, 'F', '刘翔', 'Liu Xiang') },
  {
    seq: 5,
    minute: 60,
    side: 'home',
    kind: 'substitution',
    player: player(17, 'M', '林帅凯', 'Lin Shuaikai'),
    player_out: player(8, 'M', '张辉', 'Zhang Hui'),
  },
  { seq: 6, minute: 66, side: 'away', kind: 'red', player: player(5, 'D', '刘浩', 'Liu Hao') },
  { seq: 7, minute: 67, side: 'home', kind: 'goal', player: player(9, 'F', '刘翔', 'Liu Xiang') },
];
export const stats: StatLineData[] = [
  { key: 'possession', home: 58, away: 42 },
  { key: 'shots', home: 14, away: 7 },
  { key: 'shots_on_target', home: 6, away: 3 },
  { key: 'corners', home: 5, away: 3 },
  { key: 'fouls', home: 9, away: 13 },
  { key: 'yellow_cards', home: 2, away: 1 },
  { key: 'red_cards', home: 0, away: 1 },
];
const squad = (prefix: string): LineupData => ({
  formation: '4-3-3',
  starters: ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F'].map((p, i) =>
    player(i + 1, p, `${prefix}球员${i + 1}`, `${prefix} Player ${i + 1}`),
  ),
  substitutes: ['G', 'D', 'M', 'F'].map((p, i) => player(i + 12, p, `${prefix}替补${i + 1}`, `${prefix} Sub ${i + 1}`)),
});
export const lineups = { home: squad('A'), away: squad('B') };
export const oddsMovements: OddsMovementData[] = [
  {
    seq: 1,
    clock: 12,
    score: '1-0',
    markets: ['asia', 'eu'],
    exponent: {
      asia: { scram: { win: 1.8, draw: -0.5, fail: 2.0, sealing_disk: 0 } },
      eu: { scram: { win: 1.5, draw: 3.9, fail: 6.2, sealing_disk: 0 } },
      bs: { scram: { win: 1.9, draw: 3, fail: 1.85, sealing_disk: 0 } },
    },
  },
  {
    seq: 2,
    clock: 38,
    score: '1-1',
    markets: ['asia', 'eu', 'bs'],
    exponent: {
      asia: { scram: { win: 1.95, draw: -0.25, fail: 1.85, sealing_disk: 1 } },
      eu: { scram: { win: 2.1, draw: 3.2, fail: 3.6, sealing_disk: 0 } },
      bs: { scram: { win: 1.8, draw: 3.5, fail: 1.95, sealing_disk: 1 } },
    },
  },
  {
    seq: 3,
    clock: 67,
    score: '2-1',
    markets: ['eu'],
    exponent: {
      asia: { scram: { win: 1.74, draw: -0.25, fail: 2.04, sealing_disk: 0 } },
      eu: { scram: { win: 1.34, draw: 4.1, fail: 15.29, sealing_disk: 0 } },
      bs: { scram: { win: 1.86, draw: 3.5, fail: 1.86, sealing_disk: 0 } },
    },
  },
];
const standing = (
  rank: number,
  team_id: number,
  t: Team,
  played: number,
  won: number,
  drawn: number,
  lost: number,
  gf: number,
  ga: number,
): StandingRowData => ({
  rank,
  team_id,
  team_name_zh: t.zh,
  team_name_zht: t.zht,
  team_name_en: t.en,
  team_name_vi: t.vi,
  played,
  won,
  drawn,
  lost,
  goals_for: gf,
  goals_against: ga,
  goal_diff: gf - ga,
  points: won * 3 + drawn,
});
export const standings: StandingRowData[] = [
  standing(1, 1, teams.arsenal, 12, 9, 2, 1, 27, 9),
  standing(2, 2, teams.city, 12, 8, 2, 2, 25, 12),
  standing(3, 3, teams.guoan, 12, 6, 3, 3, 18, 14),
  standing(4, 4, teams.port, 12, 4, 3, 5, 15, 17),
  standing(5, 5, teams.hanoi, 12, 2, 2, 8, 9, 24),
];
const battle = (id: number, daysAgo: number, home: Team, away: Team, hs: number, as: number, result?: 'W' | 'D' | 'L'): BattleRowData => ({
  id,
  time: KICKOFF - daysAgo * 86400,
  home_team_id: 1,
  away_team_id: 2,
  competition_short_name_zh: '英超',
  competition_short_name_en: 'EPL',
  competition_short_name_vi: 'NHA',
  home_name: home.zh,
  home_name_en: home.en,
  home_name_vi: home.vi,
  away_name: away.zh,
  away_name_en: away.en,
  away_name_vi: away.vi,
  home_score: hs,
  away_score: as,
  result,
});
export const headToHead = {
  summary: { played: 3, home_won: 1, drawn: 1, away_won: 1, home_goals: 4, away_goals: 4 },
  history: [
    battle(101, 30, teams.arsenal, teams.city, 2, 2),
    battle(102, 120, teams.city, teams.arsenal, 1, 0),
    battle(103, 200, teams.arsenal, teams.city, 2, 1),
  ],
  homeRecent: [battle(104, 7, teams.arsenal, teams.guoan, 3, 0, 'W'), battle(105, 14, teams.port, teams.arsenal, 1, 1, 'D')],
  awayRecent: [battle(106, 7, teams.city, teams.hanoi, 0, 1, 'L')],
};
