// The esports catalogue the seed writes (issue 19): leagues of each game with their teams. League and
// team names are the real circuits and organisations; the players are made up (seed.ts) so no real
// person is credited with invented numbers.

export type GameCode = 'lol' | 'dota2' | 'cs2';
export const GAMES: readonly GameCode[] = ['lol', 'dota2', 'cs2'];

export interface LeagueSeed {
  id: number;
  game: GameCode;
  /** zh, zht, en, vi */
  name: readonly [string, string, string, string];
  short: string;
  region: string;
  /** Series of a day and the best-of they play. */
  bestOf: 1 | 3 | 5;
  /** [name, short name] */
  teams: ReadonlyArray<readonly [string, string]>;
}

export const ESPORTS_LEAGUES: readonly LeagueSeed[] = [
  {
    id: 1,
    game: 'lol',
    name: ['英雄联盟职业联赛', '英雄聯盟職業聯賽', 'LoL Pro League', 'Giải LoL chuyên nghiệp Trung Quốc'],
    short: 'LPL',
    region: 'cn',
    bestOf: 3,
    teams: [
      ['Bilibili Gaming', 'BLG'],
      ['JD Gaming', 'JDG'],
      ['Top Esports', 'TES'],
      ['Weibo Gaming', 'WBG'],
      ['LNG Esports', 'LNG'],
      ["Anyone's Legend", 'AL'],
    ],
  },
  {
    id: 2,
    game: 'lol',
    name: ['英雄联盟韩国职业联赛', '英雄聯盟韓國職業聯賽', 'LoL Champions Korea', 'Giải vô địch LoL Hàn Quốc'],
    short: 'LCK',
    region: 'kr',
    bestOf: 3,
    teams: [
      ['T1', 'T1'],
      ['Gen.G', 'GEN'],
      ['Hanwha Life Esports', 'HLE'],
      ['Dplus KIA', 'DK'],
      ['KT Rolster', 'KT'],
      ['DRX', 'DRX'],
    ],
  },
  {
    id: 3,
    game: 'lol',
    name: ['英雄联盟欧洲冠军联赛', '英雄聯盟歐洲冠軍聯賽', 'LoL EMEA Championship', 'Giải vô địch LoL châu Âu'],
    short: 'LEC',
    region: 'eu',
    bestOf: 1,
    teams: [
      ['G2 Esports', 'G2'],
      ['Fnatic', 'FNC'],
      ['Karmine Corp', 'KC'],
      ['Movistar KOI', 'MKOI'],
      ['Team BDS', 'BDS'],
      ['Team Heretics', 'TH'],
    ],
  },
  {
    id: 4,
    game: 'dota2',
    name: ['梦幻联赛', '夢幻聯賽', 'DreamLeague', 'DreamLeague'],
    short: 'DreamLeague',
    region: 'world',
    bestOf: 3,
    teams: [
      ['Team Spirit', 'TS'],
      ['Team Liquid', 'TL'],
      ['Gaimin Gladiators', 'GG'],
      ['Tundra Esports', 'TUN'],
      ['BetBoom Team', 'BB'],
      ['Team Falcons', 'FLCN'],
    ],
  },
  {
    id: 5,
    game: 'dota2',
    name: ['EPL 东南亚系列赛', 'EPL 東南亞系列賽', 'EPL World Series: Southeast Asia', 'EPL World Series: Đông Nam Á'],
    short: 'EWS SEA',
    region: 'sea',
    bestOf: 3,
    teams: [
      ['Talon Esports', 'TLN'],
      ['BOOM Esports', 'BOOM'],
      ['Team SMG', 'SMG'],
      ['Execration', 'XctN'],
      ['Blacklist International', 'BLCK'],
      ['Geek Fam', 'GEEK'],
    ],
  },
  {
    id: 6,
    game: 'cs2',
    name: ['英特尔极限大师赛', '英特爾極限大師賽', 'Intel Extreme Masters', 'Intel Extreme Masters'],
    short: 'IEM',
    region: 'world',
    bestOf: 3,
    teams: [
      ['Natus Vincere', 'NAVI'],
      ['FaZe Clan', 'FaZe'],
      ['Team Vitality', 'VIT'],
      ['G2 Esports', 'G2'],
      ['MOUZ', 'MOUZ'],
      ['Team Spirit', 'Spirit'],
    ],
  },
  {
    id: 7,
    game: 'cs2',
    name: ['BLAST 精英赛', 'BLAST 精英賽', 'BLAST Premier', 'BLAST Premier'],
    short: 'BLAST',
    region: 'world',
    bestOf: 3,
    teams: [
      ['Astralis', 'AST'],
      ['Heroic', 'HER'],
      ['FURIA', 'FURIA'],
      ['Eternal Fire', 'EF'],
      ['The MongolZ', 'MGLZ'],
      ['Virtus.pro', 'VP'],
    ],
  },
  {
    id: 8,
    game: 'cs2',
    name: ['ESL 职业联赛', 'ESL 職業聯賽', 'ESL Pro League', 'ESL Pro League'],
    short: 'EPL',
    region: 'eu',
    bestOf: 1,
    teams: [
      ['Complexity', 'COL'],
      ['Team Liquid', 'TL'],
      ['ENCE', 'ENCE'],
      ['3DMAX', '3DMAX'],
      ['paiN Gaming', 'paiN'],
      ['Team Falcons', 'FLCN'],
    ],
  },
];

/** Team ids: league id × 100 + place (1…). */
export const esportsTeamId = (leagueId: number, index: number) => leagueId * 100 + index + 1;
/** Player ids: team id × 10 + place in the line-up (1…5). */
export const esportsPlayerId = (teamId: number, sort: number) => teamId * 10 + sort + 1;

/** Roles in line-up order. */
export const ROLES: Record<GameCode, readonly string[]> = {
  lol: ['top', 'jungle', 'mid', 'adc', 'support'],
  dota2: ['carry', 'mid', 'offlane', 'soft_support', 'hard_support'],
  cs2: ['igl', 'awper', 'entry', 'rifler', 'lurker'],
};

/** Champions (lol) and heroes (dota2) by role, as the games name them in English. */
export const HEROES: Record<'lol' | 'dota2', readonly (readonly string[])[]> = {
  lol: [
    ['Aatrox', 'Gnar', 'Jax', 'Rumble', 'Renekton', "K'Sante", 'Ornn'],
    ['Lee Sin', 'Viego', 'Sejuani', 'Maokai', 'Xin Zhao', 'Wukong', 'Vi'],
    ['Ahri', 'Azir', 'Orianna', 'Syndra', 'Taliyah', 'Sylas', 'Yone'],
    ['Jinx', 'Kai’Sa', 'Varus', 'Xayah', 'Ezreal', 'Aphelios', 'Zeri'],
    ['Thresh', 'Nautilus', 'Rakan', 'Rell', 'Alistar', 'Braum', 'Renata Glasc'],
  ],
  dota2: [
    ['Faceless Void', 'Terrorblade', 'Phantom Assassin', 'Luna', 'Morphling', 'Naga Siren', 'Troll Warlord'],
    ['Storm Spirit', 'Invoker', 'Ember Spirit', 'Puck', 'Queen of Pain', 'Void Spirit', 'Leshrac'],
    ['Mars', 'Centaur Warrunner', 'Tidehunter', 'Beastmaster', 'Dark Seer', 'Primal Beast', 'Axe'],
    ['Tusk', 'Earth Spirit', 'Rubick', 'Hoodwink', 'Snapfire', 'Clockwerk', 'Pangolier'],
    ['Crystal Maiden', 'Shadow Shaman', 'Lion', 'Disruptor', 'Oracle', 'Dazzle', 'Chen'],
  ],
};

/** The CS2 map pool. */
export const CS2_MAPS = ['de_mirage', 'de_inferno', 'de_nuke', 'de_ancient', 'de_anubis', 'de_dust2', 'de_train'] as const;

/** Syllables of made-up in-game names, and given and family names by region. */
export const NICK_PARTS = [
  ['Kai', 'Zer', 'Vex', 'Ryu', 'Nox', 'Lyn', 'Jin', 'Tor', 'Mav', 'Sky', 'Rin', 'Axe', 'Kor', 'Vai', 'Hex', 'Fen'],
  ['o', 'a', 'ix', 'en', 'us', 'ra', 'ly', 'on', 'ek', 'ze', 'ka', 'ro', 'th', 'i', 'er', 'um'],
] as const;

export const PERSON_NAMES: Record<string, { given: readonly string[]; family: readonly string[]; country: readonly string[] }> = {
  cn: {
    given: ['Hao', 'Wei', 'Jun', 'Yang', 'Zihao', 'Tian', 'Bo', 'Kai'],
    family: ['Zhang', 'Wang', 'Li', 'Chen', 'Liu', 'Zhao'],
    country: ['cn'],
  },
  kr: {
    given: ['Min-jun', 'Seo-jin', 'Ji-hoon', 'Hyun-woo', 'Dong-hyun', 'Sang-hyeok'],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung'],
    country: ['kr'],
  },
  eu: {
    given: ['Lukas', 'Mateo', 'Emil', 'Hugo', 'Jonas', 'Rasmus', 'Adrian'],
    family: ['Jensen', 'Moreau', 'Novak', 'Larsen', 'Kowalski'],
    country: ['dk', 'fr', 'de', 'es', 'pl', 'se'],
  },
  sea: {
    given: ['Marco', 'Anan', 'Rizky', 'Minh', 'Jerome', 'Nattapong'],
    family: ['Santos', 'Nguyen', 'Pratama', 'Tan', 'Reyes'],
    country: ['ph', 'th', 'id', 'vn', 'my'],
  },
  world: {
    given: ['Aleksandr', 'Ilya', 'Nikola', 'Gabriel', 'Bat-Erdene', 'Mert'],
    family: ['Ivanov', 'Kovač', 'Silva', 'Yilmaz', 'Batbayar'],
    country: ['ua', 'ru', 'ba', 'br', 'mn', 'tr'],
  },
};
