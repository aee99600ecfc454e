import { describe, expect, it } from 'vitest';
import { roster } from '../src/seed/roster';
import {
  BASKETBALL_FINAL,
  basketballLines,
  basketballStats,
  footballLines,
  footballScript,
  footballStateAt,
  split,
} from '../src/sim/script/index';
import { roundRobin, SEASON_DAYS } from '../src/sim/seasons';

// The sports database's scripted parts (issue 19): the season's round robin and each player's line of
// a match, checked over many ids against the match's own score and statistics.
const IDS = Array.from({ length: 400 }, (_, i) => i + 1);
const TEAMS = [8201, 8202, 8203, 8204, 8205, 8206, 8207, 8208];

describe('a season of matchdays', () => {
  it('meets every pair of teams once at home and once away in 14 rounds, each team once a round', () => {
    const meetings = new Map<string, number>();
    for (let round = 1; round <= SEASON_DAYS; round++) {
      const pairs = roundRobin(TEAMS, round);
      expect(pairs).toHaveLength(4);
      expect(new Set(pairs.flat()).size).toBe(8);
      for (const [home, away] of pairs) meetings.set(`${home}-${away}`, (meetings.get(`${home}-${away}`) ?? 0) + 1);
    }
    for (const a of TEAMS) for (const b of TEAMS) if (a !== b) expect(meetings.get(`${a}-${b}`), `${a} v ${b}`).toBe(1);
    const homeGames = TEAMS.map((t) => [...meetings.keys()].filter((k) => k.startsWith(`${t}-`)).length);
    expect(homeGames).toEqual(TEAMS.map(() => 7));
  });
});

describe("a player's line of a match", () => {
  it('football: the goals and assists that stood add up to the final score, cards to the row, 11 starters a side', () => {
    for (const id of IDS) {
      const lines = footballLines(id, 8201, 8202);
      const state = footballStateAt(footballScript(id), 8, 91, 'FT');
      const side = (team: number) => lines.filter((l) => l.team_id === team);
      expect(side(8201).reduce((a, l) => a + l.goals, 0)).toBe(state.home_score);
      expect(side(8202).reduce((a, l) => a + l.goals, 0)).toBe(state.away_score);
      expect(side(8201).reduce((a, l) => a + l.assists, 0)).toBeLessThanOrEqual(state.home_score);
      expect(side(8201).reduce((a, l) => a + l.yellow_cards, 0)).toBe(state.home_yellow_card);
      expect(side(8202).reduce((a, l) => a + l.red_cards, 0)).toBe(state.away_red_card);
      expect(side(8201).filter((l) => l.started === 1)).toHaveLength(11);
      for (const l of lines) {
        expect(l.goals).toBeGreaterThanOrEqual(0);
        expect(l.minutes).toBeGreaterThan(0);
        expect(l.minutes).toBeLessThanOrEqual(90);
      }
    }
  });

  it("basketball: the players' points, rebounds and assists add up to the team's", () => {
    for (const id of IDS) {
      const lines = basketballLines(id, 101, 102);
      const stats = basketballStats(id, BASKETBALL_FINAL);
      for (const [team, side] of [
        [101, 'home'],
        [102, 'away'],
      ] as const) {
        const own = lines.filter((l) => l.team_id === team);
        for (const key of ['points', 'rebounds', 'assists'] as const) {
          expect(
            own.reduce((a, l) => a + l[key], 0),
            `${id} ${key}`,
          ).toBe(stats.find((s) => s.key === key)![side]);
        }
        expect(own.reduce((a, l) => a + l.minutes, 0) % 5).toBe(0);
        expect(own.filter((l) => l.started === 1)).toHaveLength(5);
      }
    }
  });

  it('splits a total exactly (largest remainder)', () => {
    expect(split(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(split(7, [0, 2, 5])).toEqual([0, 2, 5]);
    expect(split(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('the roster', () => {
  it('gives every squad player an id, a birth date and a nationality; Chinese clubs field Chinese players', () => {
    const cn = roster(54201, 0, 'China');
    expect(cn).toHaveLength(18);
    expect(new Set(cn.map((p) => p.id)).size).toBe(18);
    expect(cn.every((p) => p.nationality_id === 5)).toBe(true);
    expect(cn[0]!.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(roster(101, 1, 'USA')).toHaveLength(12);
    expect(roster(8201, 0, 'England')).toEqual(roster(8201, 0, 'England'));
  });
});
