import type { StandingRowData } from '../scores/MatchDetail/StandingsTable';
import type { BasketballMatchData, FootballMatchData } from '../scores/types';
import type { CompetitionOverviewData } from './CompetitionHeader/CompetitionHeader';
import type { RoundData } from './FixtureList/FixtureList';
import type { PlayerProfileData } from './PlayerCard/PlayerCard';
import type { StandingsData } from './StandingsPanel/StandingsPanel';
import type { TeamProfileData } from './TeamHeader/TeamHeader';
import type { CompetitionData, LeaderRowData, PlayerMatchData, SeasonData, SquadPlayerData, StandingZone, TeamStatsData } from './types';

// Plain data for the database widgets' stories, tests and the competition page bench: no network, no
// clock. Season 3 starts 2026-11-02 00:00 UTC; its round 5 is 2026-11-06.

const DAY = 86_400;
const SEASON_START = 1_793_577_600;

export const logo = (fill: string, letter = '') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><path d="M20 2l16 6v12c0 9-7 16-16 18C11 36 4 29 4 20V8z" fill="${fill}"/><text x="20" y="26" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`;

type Names4 = readonly [string, string, string, string];
const named = (base: string, n: Names4) => ({
  [`${base}_zh`]: n[0],
  [`${base}_zht`]: n[1],
  [`${base}_en`]: n[2],
  [`${base}_vi`]: n[3],
});

export const seasonFixture: SeasonData = {
  id: 31,
  number: 3,
  start_time: SEASON_START,
  end_time: SEASON_START + 14 * DAY,
  rounds: 14,
  current: 1,
};
const previousSeason: SeasonData = {
  id: 21,
  number: 2,
  start_time: SEASON_START - 14 * DAY,
  end_time: SEASON_START,
  rounds: 14,
  current: 0,
};

const competition = (
  id: number,
  sport: 0 | 1,
  name: Names4,
  short: Names4,
  country: Names4 | null,
  color: string,
  extra: Partial<CompetitionData> = {},
): CompetitionData => ({
  id,
  sport,
  ...named('name', name),
  ...named('short_name', short),
  ...(country ? named('country_name', country) : {}),
  logo: logo(color, short[2].slice(0, 1)),
  primary_color: color,
  country_id: country ? id : null,
  is_cup: 0,
  teams: 8,
  season: seasonFixture,
  is_favourite: 0,
  ...extra,
});

const ENGLAND: Names4 = ['英格兰', '英格蘭', 'England', 'Anh'];
const CHINA: Names4 = ['中国', '中國', 'China', 'Trung Quốc'];
const EUROPE: Names4 = ['欧洲', '歐洲', 'Europe', 'Châu Âu'];
const VIETNAM: Names4 = ['越南', '越南', 'Vietnam', 'Việt Nam'];

export const eplFixture = competition(
  82,
  0,
  ['英格兰超级联赛', '英格蘭超級聯賽', 'Premier League', 'Ngoại hạng Anh'],
  ['英超', '英超', 'EPL', 'NHA'],
  ENGLAND,
  '#3d195b',
  { is_favourite: 1 },
);
export const competitionsFixture: CompetitionData[] = [
  eplFixture,
  competition(
    542,
    0,
    ['中国足球超级联赛', '中國足球超級聯賽', 'Chinese Super League', 'Giải VĐQG Trung Quốc'],
    ['中超', '中超', 'CSL', 'CSL'],
    CHINA,
    '#c8102e',
  ),
  competition(
    45,
    0,
    ['欧洲冠军联赛', '歐洲聯賽冠軍盃', 'UEFA Champions League', 'Cúp C1 châu Âu'],
    ['欧冠', '歐聯', 'UCL', 'C1'],
    EUROPE,
    '#0e1e5b',
    {
      is_cup: 1,
      teams: 16,
    },
  ),
  competition(
    600,
    0,
    ['越南足球甲级联赛', '越南足球甲級聯賽', 'V.League 1', 'V.League 1'],
    ['越南甲', '越南甲', 'V.League', 'V.League'],
    VIETNAM,
    '#da251d',
  ),
  competition(
    1,
    1,
    ['美国职业篮球联赛', '美國職業籃球聯賽', 'NBA', 'NBA'],
    ['NBA', 'NBA', 'NBA', 'NBA'],
    ['美国', '美國', 'USA', 'Mỹ'],
    '#1d428a',
  ),
  competition(
    3,
    1,
    ['中国男子篮球职业联赛', '中國男子籃球職業聯賽', 'Chinese Basketball Association', 'Giải bóng rổ Trung Quốc'],
    ['CBA', 'CBA', 'CBA', 'CBA'],
    CHINA,
    '#e60012',
  ),
];
/** A competition whose names run long in every language. */
export const longNameCompetition = competition(
  9001,
  0,
  [
    '布拉格波希米亚人足球俱乐部青年发展联赛暨东欧地区邀请赛',
    '布拉格波希米亞人足球俱樂部青年發展聯賽暨東歐地區邀請賽',
    'Bohemians Praha 1905 Under-21 Development League and Eastern European Invitational',
    'Giải phát triển U21 Bohemians Praha 1905 và giải mời khu vực Đông Âu',
  ],
  ['布拉格青年联赛', '布拉格青年聯賽', 'Bohemians U21 Development', 'Giải U21 Bohemians'],
  ['捷克共和国', '捷克共和國', 'Czech Republic', 'Cộng hòa Séc'],
  '#00843d',
);

export const overviewFixture: CompetitionOverviewData = {
  season: seasonFixture,
  seasons: [seasonFixture, previousSeason],
  rounds_played: 4,
  rounds_total: 14,
  current_round: 5,
  matches_played: 16,
  matches_total: 56,
  scored: 47,
};

const TEAM_NAMES: Names4[] = [
  ['曼城', '曼城', 'Manchester City', 'Manchester City'],
  ['阿森纳', '阿仙奴', 'Arsenal', 'Arsenal'],
  ['利物浦', '利物浦', 'Liverpool', 'Liverpool'],
  ['切尔西', '車路士', 'Chelsea', 'Chelsea'],
  ['纽卡斯尔联', '紐卡素', 'Newcastle United', 'Newcastle'],
  ['阿斯顿维拉', '阿士東維拉', 'Aston Villa', 'Aston Villa'],
  ['热刺', '熱刺', 'Tottenham Hotspur', 'Tottenham'],
  ['曼联', '曼聯', 'Manchester United', 'Manchester United'],
];
const COLORS = ['#6cabdd', '#ef0107', '#c8102e', '#034694', '#241f20', '#670e36', '#132257', '#da291c'];
const LONG_TEAM: Names4 = [
  '布拉格波希米亚人足球俱乐部青年队',
  '布拉格波希米亞人足球俱樂部青年隊',
  'Bohemians Praha 1905 Under-21 Development Squad',
  'Đội phát triển U21 Bohemians Praha 1905',
];

/** The name, logo and id of team `i` of a generated league (`long` makes the last one's name long). */
export function teamRef(i: number, long = false) {
  const n = long && i === 7 ? LONG_TEAM : (TEAM_NAMES[i % TEAM_NAMES.length] as Names4);
  const suffix = i >= TEAM_NAMES.length ? ` ${Math.floor(i / TEAM_NAMES.length) + 1}` : '';
  const withSuffix = n.map((s) => s + suffix) as unknown as Names4;
  return {
    team_id: 8200 + i + 1,
    team_name_zh: withSuffix[0],
    team_name_zht: withSuffix[1],
    team_name_en: withSuffix[2],
    team_name_vi: withSuffix[3],
    team_logo: logo(COLORS[i % COLORS.length]!, withSuffix[2].slice(0, 1)),
  };
}

const FORMS: string[][] = [
  ['W', 'W', 'D', 'W', 'W'],
  ['W', 'L', 'W', 'W', 'D'],
  ['D', 'W', 'W', 'L', 'W'],
  ['L', 'W', 'D', 'W', 'L'],
  ['W', 'D', 'L', 'D', 'W'],
  ['L', 'L', 'W', 'D', 'D'],
  ['D', 'L', 'L', 'W', 'L'],
  ['L', 'D', 'L', 'L', 'L'],
];

/** A league table of `teams` teams after `played` rounds, points falling with the rank. */
export function standingRows(teams = 8, played = 4, long = false): StandingRowData[] {
  return Array.from({ length: teams }, (_, i) => {
    const won = Math.max(0, played - Math.floor((i * played) / teams) - (i % 2));
    const drawn = Math.min(played - won, i % 3);
    const lost = played - won - drawn;
    const gf = won * 2 + drawn;
    const ga = lost * 2 + drawn;
    return {
      rank: i + 1,
      ...teamRef(i, long),
      played,
      won,
      drawn,
      lost,
      goals_for: gf,
      goals_against: ga,
      goal_diff: gf - ga,
      points: won * 3 + drawn,
      form: FORMS[i % FORMS.length]!.slice(0, Math.min(5, played)),
    };
  });
}
export const standingsFixture: StandingsData = { group: 0, list: standingRows() };
export const cupStandingsFixture: StandingsData = {
  group: 2,
  list: {
    A: standingRows(4, 3),
    B: standingRows(8, 3)
      .slice(4)
      .map((r, i) => ({ ...r, rank: i + 1 })),
  },
};
export const leagueZones: StandingZone[] = [
  { kind: 'champions', from: 1, to: 2 },
  { kind: 'continental', from: 3, to: 3 },
  { kind: 'relegation', from: 8, to: 8 },
];
export const groupZones: StandingZone[] = [{ kind: 'qualify', from: 1, to: 2 }];

export const roundsFixture: RoundData[] = Array.from({ length: 14 }, (_, i) => ({
  round: i + 1,
  start_time: SEASON_START + i * DAY,
  matches: 4,
  finished: i < 4 ? 4 : i === 4 ? 2 : 0,
}));

/** Round `round`'s football matches: the first `finished` over, one live, the rest to come. */
export function footballRound(round: number, teams = 8, finished = 2, live = 1, long = false): FootballMatchData[] {
  const kickoff = SEASON_START + (round - 1) * DAY + 12 * 3600;
  return Array.from({ length: teams / 2 }, (_, k) => {
    const home = teamRef((k + round) % teams, long);
    const away = teamRef((teams - 1 - k + round) % teams, long);
    const status = k < finished ? 8 : k < finished + live ? 4 : 1;
    return {
      id: round * 100 + k + 1,
      status,
      competition_id: 82,
      ...named('competition_short_name', ['英超', '英超', 'EPL', 'NHA']),
      home_team_id: home.team_id,
      away_team_id: away.team_id,
      ...named('home_team_name', [home.team_name_zh, home.team_name_zht, home.team_name_en, home.team_name_vi] as Names4),
      ...named('away_team_name', [away.team_name_zh, away.team_name_zht, away.team_name_en, away.team_name_vi] as Names4),
      home_team_logo: home.team_logo,
      away_team_logo: away.team_logo,
      time: kickoff + k * 2 * 3600,
      match_str: status === 4 ? '67' : '',
      home_score: status === 1 ? 0 : (k + round) % 4,
      away_score: status === 1 ? 0 : (k * 3 + round) % 3,
    };
  });
}
export const footballRoundFixture = footballRound(5);

const BASKETBALL: Names4[] = [
  ['湖人', '湖人', 'Lakers', 'Lakers'],
  ['勇士', '勇士', 'Warriors', 'Warriors'],
  ['凯尔特人', '塞爾提克', 'Celtics', 'Celtics'],
  ['掘金', '金塊', 'Nuggets', 'Nuggets'],
];
export const basketballRoundFixture: BasketballMatchData[] = [0, 1].map((k) => {
  const h = BASKETBALL[k * 2]!;
  const a = BASKETBALL[k * 2 + 1]!;
  return {
    id: 900 + k,
    status_id: k === 0 ? 10 : 4,
    competition_id: 1,
    ...named('short_name', ['NBA', 'NBA', 'NBA', 'NBA']),
    match_time: SEASON_START + 4 * DAY + (k + 1) * 3600,
    time_left: k === 0 ? 0 : 312,
    home_team_data: { id: 100 + k * 2, logo: logo('#552583', h[2][0]), ...named('short_name', h) },
    away_team_data: { id: 101 + k * 2, logo: logo('#1d428a', a[2][0]), ...named('short_name', a) },
    home_scores: [28, 31, 25, 30],
    away_scores: [26, 27, 33, 24],
    home_scores_total: k === 0 ? 114 : 59,
    away_scores_total: k === 0 ? 110 : 53,
  };
});

const PLAYER_NAMES: Names4[] = [
  ['哈兰德', '夏蘭特', 'Erling Haaland', 'Erling Haaland'],
  ['萨卡', '薩卡', 'Bukayo Saka', 'Bukayo Saka'],
  ['萨拉赫', '沙拿', 'Mohamed Salah', 'Mohamed Salah'],
  ['帕尔默', '柏馬', 'Cole Palmer', 'Cole Palmer'],
  ['伊萨克', '伊薩克', 'Alexander Isak', 'Alexander Isak'],
  ['沃特金斯', '屈堅斯', 'Ollie Watkins', 'Ollie Watkins'],
  ['孙兴慜', '孫興慜', 'Son Heung-min', 'Son Heung-min'],
  ['B·费尔南德斯', 'B·費蘭迪斯', 'Bruno Fernandes', 'Bruno Fernandes'],
];
const LONG_PLAYER: Names4 = [
  '弗朗西斯科·哈维尔·德·拉·克鲁斯·费尔南德斯·冈萨雷斯',
  '法蘭西斯高·夏維爾·迪·拉·古魯斯·費蘭迪斯·干沙利斯',
  'Francisco Javier de la Cruz Fernández González',
  'Nguyễn Hoàng Đức Trương Văn Thái Quý',
];

/** `n` leaders, values falling, equal values sharing a rank. */
export function leaderRows(n = 10, basketball = false, long = false): LeaderRowData[] {
  let rank = 0;
  let last = Number.NaN;
  return Array.from({ length: n }, (_, i) => {
    const total = basketball ? 180 - i * 7 : Math.max(1, 9 - Math.floor(i / 2));
    const games = basketball ? 8 : 4;
    const value = basketball ? Math.round((total / games) * 10) / 10 : total;
    if (value !== last) rank = i + 1;
    last = value;
    const names = long && i === 1 ? LONG_PLAYER : (PLAYER_NAMES[i % PLAYER_NAMES.length] as Names4);
    const suffix = i >= PLAYER_NAMES.length ? ` ${Math.floor(i / PLAYER_NAMES.length) + 1}` : '';
    return {
      rank,
      player_id: 50_000 + i,
      ...named('name', names.map((s) => s + suffix) as unknown as Names4),
      ...teamRef(i % 8, long),
      number: ((i * 7) % 30) + 1,
      position: 'F',
      games,
      total,
      value,
    };
  });
}

export function teamStatsRows(teams = 8, long = false): TeamStatsData[] {
  return standingRows(teams, 4, long).map((r) => ({
    ...teamRef((r.rank ?? 1) - 1, long),
    played: r.played ?? 0,
    won: r.won ?? 0,
    drawn: r.drawn ?? 0,
    lost: r.lost ?? 0,
    scored: r.goals_for ?? 0,
    conceded: r.goals_against ?? 0,
    scored_per_game: Math.round(((r.goals_for ?? 0) / 4) * 10) / 10,
    conceded_per_game: Math.round(((r.goals_against ?? 0) / 4) * 10) / 10,
    clean_sheets: (r.rank ?? 0) % 3,
    yellow_cards: 4 + (((r.rank ?? 0) * 3) % 7),
    red_cards: (r.rank ?? 0) % 4 === 0 ? 1 : 0,
  }));
}

const NATION: Record<string, Names4> = {
  no: ['挪威', '挪威', 'Norway', 'Na Uy'],
  en: ['英格兰', '英格蘭', 'England', 'Anh'],
  br: ['巴西', '巴西', 'Brazil', 'Brazil'],
  es: ['西班牙', '西班牙', 'Spain', 'Tây Ban Nha'],
};
const SQUAD: [number, string, Names4, string, number][] = [
  [31, 'G', ['埃德森', '艾達臣', 'Ederson', 'Ederson'], 'br', 188],
  [18, 'G', ['奥尔特加', '奧迪加', 'Stefan Ortega', 'Stefan Ortega'], 'es', 185],
  [3, 'D', ['鲁本·迪亚斯', '魯賓·迪亞斯', 'Rúben Dias', 'Rúben Dias'], 'es', 187],
  [2, 'D', ['沃克', '獲加', 'Kyle Walker', 'Kyle Walker'], 'en', 183],
  [24, 'D', ['格瓦迪奥尔', '古華迪奧', 'Joško Gvardiol', 'Joško Gvardiol'], 'es', 185],
  [16, 'M', ['罗德里', '洛迪', 'Rodri', 'Rodri'], 'es', 191],
  [17, 'M', ['德布劳内', '迪布尼', 'Kevin De Bruyne', 'Kevin De Bruyne'], 'no', 181],
  [47, 'M', ['福登', '科頓', 'Phil Foden', 'Phil Foden'], 'en', 171],
  [9, 'F', ['哈兰德', '夏蘭特', 'Erling Haaland', 'Erling Haaland'], 'no', 195],
  [19, 'F', LONG_PLAYER, 'es', 178],
];
export const squadFixture: SquadPlayerData[] = SQUAD.map(([number, position, name, nation, height], i) => ({
  id: 60_000 + i,
  team_id: 8201,
  sport: 0,
  number,
  position,
  ...named('name', name),
  ...named('nationality', NATION[nation]!),
  birth_date: `${1995 + (i % 8)}-0${(i % 9) + 1}-15`,
  age: 31 - (i % 8),
  height,
  starter: i % 3 === 2 ? 0 : 1,
}));

export const teamProfileFixture: TeamProfileData = {
  team: teamRef(0),
  competition: eplFixture,
  season: seasonFixture,
  standing: standingRows()[0]!,
  form: ['W', 'W', 'D', 'W', 'W'],
  stats: teamStatsRows()[0]!,
  next_match: footballRound(6, 8, 0, 0)[1]!,
};

export const playerProfileFixture: PlayerProfileData = {
  player: squadFixture[8]!,
  team: teamRef(0),
  season: seasonFixture,
  stats: { games: 4, starts: 4, minutes: 352, goals: 6, assists: 1, yellow_cards: 1, red_cards: 0 },
};
export const basketballPlayerFixture: PlayerProfileData = {
  player: {
    ...squadFixture[8]!,
    sport: 1,
    position: 'SF',
    number: 23,
    ...named('name', ['勒布朗·詹姆斯', '勒邦·占士', 'LeBron James', 'LeBron James']),
  },
  team: { team_id: 100, ...named('team_name', ['湖人', '湖人', 'Lakers', 'Lakers']), team_logo: logo('#552583', 'L') },
  season: seasonFixture,
  stats: {
    games: 8,
    starts: 8,
    minutes: 281,
    assists: 64,
    points: 203,
    rebounds: 61,
    points_per_game: 25.4,
    rebounds_per_game: 7.6,
    assists_per_game: 8,
  },
};

export const playerMatchesFixture: PlayerMatchData[] = Array.from({ length: 4 }, (_, i) => {
  const opp = teamRef(i + 1);
  const home = i % 2 === 0;
  const [hs, as] = [
    [3, 1],
    [1, 1],
    [0, 2],
    [2, 0],
  ][i]!;
  const own = home ? hs! - as! : as! - hs!;
  return {
    match_id: 400 - i,
    time: SEASON_START + (3 - i) * DAY + 12 * 3600,
    competition_id: 82,
    ...named('competition_short_name', ['英超', '英超', 'EPL', 'NHA']),
    side: home ? 'home' : 'away',
    opponent_id: opp.team_id,
    ...named('opponent_name', [opp.team_name_zh, opp.team_name_zht, opp.team_name_en, opp.team_name_vi] as Names4),
    opponent_logo: opp.team_logo,
    home_score: hs!,
    away_score: as!,
    result: own > 0 ? 'W' : own < 0 ? 'L' : 'D',
    started: i === 2 ? 0 : 1,
    minutes: i === 2 ? 28 : 90,
    goals: [2, 1, 0, 3][i],
    assists: [0, 0, 1, 0][i],
  };
});
