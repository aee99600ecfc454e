import { describe, expect, it } from 'vitest';
import { type EsportsFrame, type EsportsRow, EsportsStore, parseIncoming } from '../src/index';

const side = (rounds: number, half: number[], money: number) => ({
  side: 'ct' as const,
  kills: null,
  towers: null,
  gold: null,
  dragons: null,
  barons: null,
  roshans: null,
  rounds,
  half_rounds: half,
  money,
});
const live = (home: number, away: number, status: 1 | 3 = 1, number = 2) => ({
  number,
  status,
  map: 'de_inferno',
  start_time: 1_764_068_400,
  duration: 1260,
  round: home + away + 1,
  winner_id: status === 3 ? 1 : null,
  home: side(home, [7, home - 7], 21_400),
  away: side(away, [5, away - 5], 9_800),
});
const row: EsportsRow = {
  id: 3012,
  game: 'cs2',
  league_id: 7,
  league_name_zh: 'CS2 Major',
  best_of: 3,
  status: 1,
  end_time: null,
  home_score: 1,
  away_score: 0,
  winner_id: null,
  current_game: 2,
  live: live(9, 7),
};
const frame = (fields: Partial<EsportsFrame>): EsportsFrame => ({
  type: 'esports',
  id: 3012,
  game: 'cs2',
  status: 1,
  end_time: null,
  home_score: 1,
  away_score: 0,
  winner_id: null,
  current_game: 2,
  live: live(9, 7),
  ...fields,
});

function recorded() {
  const store = new EsportsStore();
  const events: Array<{ kind: string; e: unknown }> = [];
  for (const kind of ['change', 'stage', 'unknown'] as const) store.on(kind, (e) => events.push({ kind, e }));
  return { store, events };
}

describe('EsportsStore', () => {
  it('the socket names the push `esports` (SPEC §7 "Type esports")', () => {
    const text = JSON.stringify({ code: 100, data: frame({}) });
    expect(parseIncoming(text)).toMatchObject({ code: 100, name: 'esports', data: { id: 3012, game: 'cs2' } });
  });

  it('merges a push into the series with the same id, keeping what it does not carry, as a new object', () => {
    const { store, events } = recorded();
    store.load([row]);
    const before = store.get(3012);
    events.length = 0;
    expect(store.apply(frame({ live: live(10, 7) }))).toBe(true);
    const after = store.get(3012)!;
    expect(after).not.toBe(before);
    expect(after).toMatchObject({ league_name_zh: 'CS2 Major', best_of: 3, live: { home: { rounds: 10 } } });
    expect(after).not.toHaveProperty('type');
    // A round is a figure, not a stage.
    expect(events.map((x) => x.kind)).toEqual(['change']);
  });

  it('a push that repeats the state changes nothing', () => {
    const { store, events } = recorded();
    store.load([row]);
    events.length = 0;
    expect(store.apply(frame({}))).toBe(false);
    expect(events).toEqual([]);
  });

  it('reports a stage when a map ends and when the series ends, with what it was before', () => {
    const { store, events } = recorded();
    store.load([row]);
    events.length = 0;
    store.apply(frame({ home_score: 2, live: live(13, 7, 3), status: 3, winner_id: 1, current_game: null }));
    const stages = events.filter((x) => x.kind === 'stage').map((x) => x.e as { previous: EsportsRow; row: EsportsRow });
    expect(stages).toHaveLength(1);
    expect(stages[0]!.previous.home_score).toBe(1);
    expect(stages[0]!.row).toMatchObject({ status: 3, home_score: 2, winner_id: 1 });
  });

  it('given a push for a series it does not hold → keeps it and asks for the row', () => {
    const { store, events } = recorded();
    store.apply(frame({ id: 99 }));
    expect(events).toEqual([{ kind: 'unknown', e: { id: 99 } }]);
    expect(store.get(99)).toMatchObject({ id: 99, status: 1 });
  });

  it('resync: the answer replaces what was held, and a push received during the fetch wins over it', async () => {
    const { store } = recorded();
    store.load([row, { ...row, id: 3013 }]);
    let answer!: (rows: EsportsRow[]) => void;
    const done = store.sync(() => new Promise((resolve) => (answer = resolve)));
    store.apply(frame({ id: 3013, live: live(11, 7) }));
    answer([
      { ...row, away_score: 1, current_game: 3, live: live(0, 0, 1, 3) },
      { ...row, id: 3013, live: live(10, 7) },
    ]);
    await done;
    expect(store.get(3012)).toMatchObject({ away_score: 1, current_game: 3 });
    expect(store.get(3013)!.live!.home.rounds).toBe(11);
  });
});
