import { describe, expect, it } from 'vitest';
import { type FootballMatchFrame, type GoalEvent, ScoreStore } from '../src/index';

const row = {
  id: 10,
  status: 2,
  match_str: '30',
  home_score: 0,
  away_score: 0,
  half_score: '0-0',
  corner_kick: '1-1',
  home_yellow_card: 0,
  away_yellow_card: 0,
  home_red_card: 0,
  away_red_card: 0,
  competition_id: 82,
  time: 1_800_000_000,
  home_team_name_zh: '曼联',
  away_team_name_zh: '利物浦',
  home_team_name_en: 'Manchester United',
  exponent: {
    eu: {
      initial: { win: 2, draw: 3, fail: 4, sealing_disk: 0 },
      immediate: { win: 2, draw: 3, fail: 4, sealing_disk: 0 },
      scram: { win: 2, draw: 3, fail: 4, sealing_disk: 0 },
    },
  },
};
const frame = (fields: Partial<FootballMatchFrame>): FootballMatchFrame => {
  const { competition_id: _c, time: _t, home_team_name_zh: _h, away_team_name_zh: _a, home_team_name_en: _e, exponent: _x, ...base } = row;
  return { type: 'football_match', ...base, ...fields };
};

function recorded() {
  const store = new ScoreStore();
  const events: Array<{ kind: string; e: unknown }> = [];
  for (const kind of ['goal', 'correction', 'card', 'unknown'] as const) store.on(kind, (e) => events.push({ kind, e }));
  return { store, events };
}

describe('ScoreStore', () => {
  it('merges a football_match frame into the row with the same id, keeping the fields it does not carry', () => {
    const { store } = recorded();
    store.load(0, [row]);
    store.apply(frame({ match_str: '31', corner_kick: '2-1' }));
    expect(store.get(0, 10)).toMatchObject({
      match_str: '31',
      corner_kick: '2-1',
      home_team_name_en: 'Manchester United',
      time: 1_800_000_000,
    });
  });

  it('reports a goal when a side score rises: iszhu 1 for home, with the minute, teams and scores (spec §3)', () => {
    const { store, events } = recorded();
    store.load(0, [row]);
    store.apply(frame({ match_str: '33', home_score: 1 }));
    store.apply(frame({ match_str: '40', home_score: 1, away_score: 1 }));
    expect(events.map((x) => x.kind)).toEqual(['goal', 'goal']);
    expect(events[0]!.e).toMatchObject({
      iszhu: 1,
      count: 1,
      match_str: '33',
      home_team_name_zh: '曼联',
      away_team_name_zh: '利物浦',
      home_score: 1,
      away_score: 0,
    });
    expect(events[1]!.e).toMatchObject({ iszhu: 0, home_score: 1, away_score: 1, previous: { home_score: 1, away_score: 0 } });
  });

  it('reports a score that goes down as a correction, never as a goal nor silently', () => {
    const { store, events } = recorded();
    store.load(0, [{ ...row, away_score: 2 }]);
    store.apply(frame({ match_str: '35', away_score: 1 }));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'correction', e: { iszhu: 0, count: 1, away_score: 1, previous: { away_score: 2 } } });
  });

  it('reports cards by colour and side, and nothing when a frame repeats the state', () => {
    const { store, events } = recorded();
    store.load(0, [row]);
    store.apply(frame({ home_red_card: 1, away_yellow_card: 2 }));
    store.apply(frame({ home_red_card: 1, away_yellow_card: 2 }));
    expect(events.map((x) => x.e as { color: string; iszhu: number; count: number })).toEqual([
      expect.objectContaining({ color: 'yellow', iszhu: 0, count: 2 }),
      expect.objectContaining({ color: 'red', iszhu: 1, count: 1 }),
    ]);
  });

  it('merges odds frames: a football cell by market and kind, a basketball market by name', () => {
    const { store } = recorded();
    store.load(0, [row]);
    store.apply({
      type: 'football_exponent',
      sourceid: 10,
      company_id: 1,
      name: 'eu',
      name1: 'scram',
      exponent: { win: 1.4, draw: 4, fail: 8, sealing_disk: 1 },
    });
    expect((store.get(0, 10)!.exponent as Record<string, Record<string, unknown>>).eu).toEqual({
      initial: row.exponent.eu.initial,
      immediate: row.exponent.eu.immediate,
      scram: { win: 1.4, draw: 4, fail: 8, sealing_disk: 1 },
    });
    store.load(1, [{ id: 5, status_id: 2, home_scores_total: 10, away_scores_total: 8 }]);
    store.apply({ type: 'basketball_exponent', team_id: 5, exponent: 'bs', data: { host: 1.9, guest: 1.9, early: 1.8, line: 201.5 } });
    expect(store.get(1, 5)!.bs).toEqual({ host: 1.9, guest: 1.9, early: 1.8, line: 201.5 });
  });

  it('merges basketball frames by match_id; points are changes, not goals; a total that drops is a correction', () => {
    const { store, events } = recorded();
    store.load(1, [{ id: 5, status_id: 2, home_scores: [10], away_scores: [8], home_scores_total: 10, away_scores_total: 8 }]);
    store.apply({
      type: 'basketball_match',
      match_id: 5,
      status_id: 2,
      time_left: 200,
      home_scores: [12],
      away_scores: [8],
      home_scores_total: 12,
      away_scores_total: 8,
    });
    expect(events).toEqual([]);
    expect(store.get(1, 5)).toMatchObject({ time_left: 200, home_scores_total: 12 });
    store.apply({
      type: 'basketball_match',
      match_id: 5,
      status_id: 2,
      time_left: 190,
      home_scores: [11],
      away_scores: [8],
      home_scores_total: 11,
      away_scores_total: 8,
    });
    expect(events.map((x) => x.kind)).toEqual(['correction']);
  });

  it('given a frame for a match it does not hold → keeps it and asks for the row', () => {
    const { store, events } = recorded();
    store.apply(frame({ id: 99, home_score: 2 }));
    expect(events).toEqual([{ kind: 'unknown', e: { sport: 0, id: 99 } }]);
    expect(store.get(0, 99)).toMatchObject({ id: 99, home_score: 2 });
  });

  it('resync: reports what changed while away, and a frame received during the fetch wins over the older answer', async () => {
    const { store, events } = recorded();
    store.load(0, [row, { ...row, id: 11 }]);
    let answer!: (rows: unknown[]) => void;
    const done = store.sync(0, () => new Promise((resolve) => (answer = resolve as (rows: unknown[]) => void)));
    // Pushed while the fetch runs: match 11 scores (newer than what the fetch will say).
    store.apply(frame({ id: 11, match_str: '50', home_score: 1 }));
    // The fetch answers: match 10 had a goal while the socket was down; match 11 as before the push.
    answer([
      { ...row, match_str: '48', away_score: 1 },
      { ...row, id: 11, match_str: '49' },
    ]);
    await done;
    expect(store.get(0, 10)).toMatchObject({ away_score: 1, match_str: '48' });
    expect(store.get(0, 11)).toMatchObject({ home_score: 1, match_str: '50' });
    const goals = events.filter((x) => x.kind === 'goal').map((x) => x.e as GoalEvent);
    expect(goals.map((g) => [g.id, g.iszhu])).toEqual([
      [11, 1],
      [10, 0],
    ]);
    expect(events.filter((x) => x.kind === 'correction')).toEqual([]);
  });
});
