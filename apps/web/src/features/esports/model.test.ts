import type { LiveRoom } from '@arena/api-client';
import { describe, expect, it } from 'vitest';
import { type EsportsMatch, esportsCard, gameOf, mapName, phaseOf, playersOf, seriesOf, standingsOf } from './model';

const side = (over: Record<string, unknown>) => ({
  side: 'blue' as const,
  kills: null,
  towers: null,
  gold: null,
  dragons: null,
  barons: null,
  roshans: null,
  rounds: null,
  half_rounds: null,
  money: null,
  ...over,
});
const team = (id: number, name: string) => ({ id, name, short_name: name.slice(0, 3).toUpperCase(), logo: `/art/${id}.svg` });
const lolLive = {
  number: 3,
  status: 1 as const,
  map: null,
  start_time: 1,
  duration: 1234,
  round: null,
  winner_id: null,
  home: side({ kills: 12, towers: 5, gold: 50_000 }),
  away: side({ side: 'red', kills: 8, towers: 3, gold: 46_750 }),
};
const match: EsportsMatch = {
  id: 9,
  game: 'lol',
  league_id: 3,
  league_short_name: 'LPL',
  league_name_zh: '英雄联盟职业联赛',
  league_name_zht: '英雄聯盟職業聯賽',
  league_name_en: 'LoL Pro League',
  league_name_vi: 'LPL',
  league_logo: '',
  best_of: 3,
  status: 1,
  start_time: 100,
  end_time: null,
  home: team(1, 'Bilibili Gaming'),
  away: team(2, 'Top Esports'),
  home_score: 1,
  away_score: 1,
  winner_id: null,
  current_game: 3,
  live: lolLive,
  room_uid: null,
};

describe('esports model', () => {
  it('status 1 is live, 3 finished, anything else upcoming', () => {
    expect([1, 2, 3].map(phaseOf)).toEqual(['live', 'upcoming', 'finished']);
  });
  it('names CS2 maps as players do', () => {
    expect([mapName('de_inferno'), mapName('de_dust2'), mapName(null)]).toEqual(['Inferno', 'Dust2', null]);
  });
  it('a LoL game: kills and towers per side, the gold lead as home minus away, no CS2 fields', () => {
    expect(gameOf(lolLive, 1)).toEqual({
      number: 3,
      phase: 'live',
      winner: null,
      map: null,
      duration: 1234,
      home_kills: 12,
      away_kills: 8,
      home_towers: 5,
      away_towers: 3,
      gold_lead: 3250,
    });
  });
  it('a CS2 map: rounds, halves paired by position, money; the winner as a side', () => {
    const g = gameOf(
      {
        ...lolLive,
        map: 'de_nuke',
        status: 3,
        winner_id: 2,
        home: side({ rounds: 9, half_rounds: [7, 2], money: 1000 }),
        away: side({ rounds: 13, half_rounds: [5, 8], money: 2000 }),
      },
      1,
    );
    expect(g).toMatchObject({ phase: 'finished', winner: 'away', map: 'Nuke', home_rounds: 9, away_rounds: 13, home_economy: 1000 });
    expect(g.halves).toEqual([
      { home: 7, away: 5 },
      { home: 2, away: 8 },
    ]);
    expect(g).not.toHaveProperty('home_kills');
  });
  it('a series: the pushed live game extends the fetched games; a team name serves every language', () => {
    const finished = { ...lolLive, number: 1, status: 3 as const, winner_id: 1 };
    const s = seriesOf(match, [finished, { ...lolLive, number: 3, duration: 1000 }]);
    expect(s.games!.map((g) => [g.number, g.phase, g.winner, g.duration])).toEqual([
      [1, 'finished', 'home', 1234],
      [3, 'live', null, 1234],
    ]);
    expect(s.home).toEqual({ id: 1, name: 'Bilibili Gaming', logo: '/art/1.svg' });
    expect(s).toMatchObject({ phase: 'live', best_of: 3, home_score: 1, league_name_en: 'LoL Pro League' });
  });
  it('players by side with the fields of their game; standings renamed for the table', () => {
    const lines = playersOf(
      {
        ...lolLive,
        players: [
          {
            player_id: 5,
            team_id: 2,
            nickname: 'knight',
            role: 'mid',
            hero: 'Azir',
            kills: 3,
            deaths: 1,
            assists: 4,
            cs: 301,
            gold: 14_000,
            adr: null,
          },
        ],
      },
      1,
    );
    expect(lines).toEqual([
      { id: 5, side: 'away', name: 'knight', hero: 'Azir', kills: 3, deaths: 1, assists: 4, last_hits: 301, gold: 14_000 },
    ]);
    expect(
      standingsOf([{ rank: 1, team: team(1, 'BLG'), played: 4, wins: 3, losses: 1, map_wins: 7, map_losses: 3, map_diff: 4, form: ['W'] }]),
    ).toEqual([
      { rank: 1, team: { id: 1, name: 'BLG', logo: '/art/1.svg' }, played: 4, won: 3, lost: 1, maps_won: 7, maps_lost: 3, map_diff: 4 },
    ]);
  });
  it('a room card carries its bound series: tags, maps won and the Bo', () => {
    const room = { uid: 8, title: 'LPL', user_nickname: 'Ann', heat: 5, esports: match } as unknown as LiveRoom;
    expect(esportsCard(room, (n) => `BO${n}`).match).toBe('BIL 1 - 1 TOP · BO3');
  });
});
