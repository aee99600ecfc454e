import { logo } from '../database/fixtures';
import type { EsportsGame, EsportsStandingData, EsportsTeamData, GameStateData, PlayerStatData, SeriesData } from './types';

// Plain data for the esports widgets' stories and tests: no network, no clock. Series start on
// 2026-11-25 (unix seconds below).

const START = 1_795_600_800;

const team = (id: number, zh: string, en: string, fill: string, vi = en): EsportsTeamData => ({
  id,
  name_zh: zh,
  name_en: en,
  name_vi: vi,
  logo: logo(fill, en.slice(0, 1)),
});

export const esportsTeams = {
  t1: team(1, 'T1', 'T1', '#e2012d'),
  gen: team(2, 'Gen.G', 'Gen.G', '#aa8a00'),
  blg: team(3, '哔哩哔哩电竞', 'Bilibili Gaming', '#00a1d6'),
  spirit: team(4, 'Spirit 战队', 'Team Spirit', '#5a5a5a'),
  liquid: team(5, '液体战队', 'Team Liquid', '#0a2a4a'),
  navi: team(6, '天生赢家', 'Natus Vincere', '#e6c800', 'Natus Vincere'),
  vitality: team(7, '活力战队', 'Team Vitality', '#f2d600'),
  longName: team(8, '超长名字的国际电子竞技俱乐部战队', 'International Esports Club With A Very Long Name', '#7b3fa0'),
} as const;

const leagues: Record<EsportsGame, Record<string, string>> = {
  lol: { league_name_zh: '英雄联盟全球总决赛', league_name_en: 'LoL World Championship', league_name_vi: 'CKTG Liên Minh Huyền Thoại' },
  dota2: { league_name_zh: 'Dota 2 国际邀请赛', league_name_en: 'The International', league_name_vi: 'The International' },
  cs2: { league_name_zh: 'CS2 Major 锦标赛', league_name_en: 'CS2 Major Championship', league_name_vi: 'Giải CS2 Major' },
};

const mobaGame = (number: number, winner: 'home' | 'away'): GameStateData => ({
  number,
  phase: 'finished',
  winner,
  duration: 1800 + number * 97,
  home_kills: winner === 'home' ? 21 : 9,
  away_kills: winner === 'home' ? 11 : 18,
  home_towers: winner === 'home' ? 10 : 3,
  away_towers: winner === 'home' ? 2 : 9,
  gold_lead: winner === 'home' ? 8200 : -6400,
});

const mobaLive = (number: number): GameStateData => ({
  number,
  phase: 'live',
  winner: null,
  duration: 1234,
  home_kills: 12,
  away_kills: 8,
  home_towers: 5,
  away_towers: 3,
  gold_lead: 3250,
});

const csMap = (number: number, map: string, winner: 'home' | 'away'): GameStateData => ({
  number,
  phase: 'finished',
  winner,
  map,
  home_rounds: winner === 'home' ? 13 : 8,
  away_rounds: winner === 'home' ? 9 : 13,
  halves:
    winner === 'home'
      ? [
          { home: 7, away: 5 },
          { home: 6, away: 4 },
        ]
      : [
          { home: 5, away: 7 },
          { home: 3, away: 6 },
        ],
});

const csLive = (number: number, map: string): GameStateData => ({
  number,
  phase: 'live',
  winner: null,
  map,
  home_rounds: 9,
  away_rounds: 7,
  halves: [
    { home: 7, away: 5 },
    { home: 2, away: 2 },
  ],
  home_economy: 23_400,
  away_economy: 9_850,
});

/** A series of a game and a Bo, live in its `live`-th game (or finished / upcoming). */
export function seriesFixture(
  game: EsportsGame,
  bestOf: 1 | 3 | 5,
  phase: 'upcoming' | 'live' | 'finished' = 'live',
  id = 100,
): SeriesData {
  const [home, away] =
    game === 'lol'
      ? [esportsTeams.t1, esportsTeams.blg]
      : game === 'dota2'
        ? [esportsTeams.spirit, esportsTeams.liquid]
        : [esportsTeams.navi, esportsTeams.vitality];
  const maps = ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis'];
  // Live: 1-1 with game 3 on in a Bo3, 2-1 with game 4 on in a Bo5; finished: 2-1, 3-1, 1-0.
  const winners: Record<1 | 3 | 5, ('home' | 'away')[]> = { 1: ['home'], 3: ['home', 'away', 'home'], 5: ['home', 'away', 'home', 'home'] };
  const played = phase === 'upcoming' ? [] : phase === 'finished' ? winners[bestOf] : winners[bestOf].slice(0, -1);
  const games: GameStateData[] = played.map((w, i) => (game === 'cs2' ? csMap(i + 1, maps[i]!, w) : mobaGame(i + 1, w)));
  if (phase === 'live') {
    const n = games.length + 1;
    games.push(game === 'cs2' ? csLive(n, maps[n - 1]!) : mobaLive(n));
  }
  const home_score = games.filter((g) => g.winner === 'home').length;
  const away_score = games.filter((g) => g.winner === 'away').length;
  return { id, game, league_id: 7, ...leagues[game], phase, best_of: bestOf, start_time: START, home, away, home_score, away_score, games };
}

/** A list mixing the three games and phases, as /gamingList shows it. */
export function seriesListFixture(): SeriesData[] {
  return [
    seriesFixture('lol', 3, 'live', 101),
    seriesFixture('cs2', 3, 'live', 102),
    seriesFixture('dota2', 5, 'live', 103),
    seriesFixture('lol', 5, 'upcoming', 104),
    seriesFixture('cs2', 1, 'finished', 105),
  ];
}

const HANDLES = ['Faker', 'Oner', 'Gumayusi', 'Keria', 'Zeus', 'Bin', 'Xun', 'knight', 'Elk', 'ON'];
const HEROES = ['Azir', 'Lee Sin', 'Jinx', 'Thresh', 'Jayce', 'Aatrox', 'Vi', 'Orianna', 'Kalista', 'Rell'];

/** Ten players of a game: five of each side, MOBA (hero, last hits, gold) or CS2 (ADR, rating). */
export function playerStatsFixture(game: EsportsGame): PlayerStatData[] {
  return HANDLES.map((name, i) => {
    const side = i < 5 ? 'home' : 'away';
    const base = { id: 200 + i, side, name, kills: 3 + ((i * 7) % 11), deaths: 1 + ((i * 3) % 6), assists: 2 + ((i * 5) % 13) } as const;
    return game === 'cs2'
      ? { ...base, adr: 62.5 + i * 4.3 }
      : { ...base, hero: HEROES[i]!, last_hits: 120 + i * 23, gold: 9_800 + i * 615 };
  });
}

/** A league table of `n` teams, best first. */
export function standingsFixture(n = 6): EsportsStandingData[] {
  const all = Object.values(esportsTeams);
  return Array.from({ length: n }, (_, i) => {
    const won = n - i;
    const lost = i + 1;
    return {
      rank: i + 1,
      team: all[i % all.length]!,
      played: won + lost,
      won,
      lost,
      maps_won: won * 2 + (i % 2),
      maps_lost: lost * 2 - (i % 2),
      map_diff: won * 2 + (i % 2) - (lost * 2 - (i % 2)),
    };
  });
}
