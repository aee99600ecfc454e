import { type CorrectionEvent, type FootballRow, type GoalEvent, ScoreStore } from '@arena/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchQuery, SportKey } from './api/matches';
import { bindRows, loadRows, matchRows, resync, watchedIds, watchMatches } from './store';

// The score pages' store: rows mirrored into valtio with their identity kept, goals and corrections
// found by comparing scores (WIRE.md), and resynchronisation of the on-screen matches after a reconnect.

const row = (id: number, home: number, away: number, extra: Partial<FootballRow> = {}): FootballRow => ({
  id,
  status: 4,
  match_str: '30',
  home_score: home,
  away_score: away,
  home_team_name_zh: `主${id}`,
  away_team_name_zh: `客${id}`,
  home_yellow_card: 0,
  away_yellow_card: 0,
  home_red_card: 0,
  away_red_card: 0,
  ...extra,
});
const frame = (id: number, home: number, away: number, minute = '31') => ({
  type: 'football_match' as const,
  id,
  status: 4,
  match_str: minute,
  home_score: home,
  away_score: away,
  half_score: '0-0',
  corner_kick: '0-0',
  home_yellow_card: 0,
  away_yellow_card: 0,
  home_red_card: 0,
  away_red_card: 0,
});

const offs: (() => void)[] = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
  matchRows.football = {};
  matchRows.basketball = {};
});

describe('rows in the valtio store', () => {
  it('given loaded rows → when a frame changes one match → only that row is a new object', () => {
    const store = new ScoreStore();
    offs.push(bindRows(store));
    loadRows('football', [row(1, 0, 0), row(2, 1, 1), row(3, 2, 0)], store);
    const before = { ...matchRows.football };
    store.apply(frame(2, 2, 1));
    expect(matchRows.football[1]).toBe(before[1]);
    expect(matchRows.football[3]).toBe(before[3]);
    expect(matchRows.football[2]).not.toBe(before[2]);
    expect(matchRows.football[2]).toMatchObject({ home_score: 2, away_score: 1, match_str: '31', home_team_name_zh: '主2' });
  });

  it('given a row → when its home score rises → one goal for the home side (iszhu 1) with the teams and the minute', () => {
    const store = new ScoreStore();
    const goals: GoalEvent[] = [];
    offs.push(store.on('goal', (g) => goals.push(g)));
    loadRows('football', [row(7, 0, 0)], store);
    store.apply(frame(7, 1, 0, '44'));
    store.apply(frame(7, 1, 0, '45')); // a minute tick is not a goal
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ id: 7, iszhu: 1, match_str: '44', home_score: 1, away_score: 0, home_team_name_zh: '主7' });
  });

  it('given a row → when a score goes down → a correction, never a goal', () => {
    const store = new ScoreStore();
    const goals: GoalEvent[] = [];
    const corrections: CorrectionEvent[] = [];
    offs.push(
      store.on('goal', (g) => goals.push(g)),
      store.on('correction', (c) => corrections.push(c)),
    );
    loadRows('football', [row(8, 2, 1)], store);
    store.apply(frame(8, 2, 0));
    expect(goals).toEqual([]);
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({ iszhu: 0, previous: { home_score: 2, away_score: 1 }, home_score: 2, away_score: 0 });
  });
});

describe('resynchronisation after a reconnect', () => {
  it('given two views on screen → resync re-fetches exactly their matches, and a goal missed while down is reported once', async () => {
    const store = new ScoreStore();
    offs.push(bindRows(store));
    loadRows('football', [row(1, 0, 0), row(2, 0, 0), row(9, 0, 0)], store);
    offs.push(watchMatches('football', [1, 2]), watchMatches('football', [2]), watchMatches('basketball', []));
    expect(watchedIds('football').sort()).toEqual([1, 2]);

    const goals: GoalEvent[] = [];
    offs.push(store.on('goal', (g) => goals.push(g)));
    const calls: [SportKey, MatchQuery][] = [];
    // The server's answer: match 2 scored while the socket was down.
    const fetch = vi.fn(async (sport: SportKey, query: MatchQuery) => {
      calls.push([sport, query]);
      return [row(1, 0, 0), row(2, 0, 1)];
    });
    await resync(store, fetch);
    expect(calls).toEqual([['football', { ids: [1, 2] }]]);
    expect(goals.map((g) => [g.id, g.iszhu])).toEqual([[2, 0]]);
    expect(matchRows.football[2]).toMatchObject({ away_score: 1 });

    await resync(store, fetch); // nothing new: nothing reported again
    expect(goals).toHaveLength(1);
  });

  it('given a frame that arrives while the re-fetch runs → the newer frame wins over the older answer', async () => {
    const store = new ScoreStore();
    offs.push(bindRows(store));
    loadRows('football', [row(4, 0, 0)], store);
    offs.push(watchMatches('football', [4]));
    let answer: (rows: FootballRow[]) => void = () => undefined;
    const pending = resync(store, () => new Promise((resolve) => (answer = resolve)));
    store.apply(frame(4, 1, 0, '50'));
    answer([row(4, 0, 0, { match_str: '49' })]);
    await pending;
    expect(matchRows.football[4]).toMatchObject({ home_score: 1, match_str: '50' });
  });
});
