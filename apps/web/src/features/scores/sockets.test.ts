import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Which score connections the app holds: the hub sends each connection one sport (WIRE.md classify),
// so football stays on the app's socket and basketball views get a second connection.

vi.mock('../../lib/api', () => ({ api: { get: async () => ({ websocket: 'ws://hub.test/ws' }) } }));

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  get classify() {
    return this.sent.filter((f) => f.type === 'classify').map((f) => f.classify_type);
  }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('score connections by sport', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('given a football view → only the app socket, on football', async () => {
    const { followSport } = await import('./store');
    const release = followSport('football');
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]!.classify).toEqual([0]);
    release();
    expect(FakeSocket.all[0]!.closed).toBe(false); // goal pop-ups keep listening
  });

  it('given two basketball views → one second connection on basketball, the first stays on football, closed when the last view goes', async () => {
    const { followSport, loadRows, matchRows } = await import('./store');
    loadRows('football', [{ id: 7, status: 4, match_str: '11', home_score: 0, away_score: 0 } as never]);
    loadRows('basketball', [{ id: 9, status_id: 2, home_scores_total: 18, away_scores_total: 18 } as never]);
    const a = followSport('basketball');
    const b = followSport('basketball');
    await settle();
    expect(FakeSocket.all).toHaveLength(2);
    const [football, basketball] = FakeSocket.all;
    expect(football!.classify).toEqual([0]);
    expect(basketball!.classify).toEqual([1]);

    // Frames of both sports reach the rows at the same time.
    football!.onmessage?.({
      data: JSON.stringify({
        code: 100,
        data: { type: 'football_match', id: 7, status: 4, match_str: '12', home_score: 1, away_score: 0 },
      }),
    });
    basketball!.onmessage?.({
      data: JSON.stringify({
        code: 100,
        data: {
          type: 'basketball_match',
          match_id: 9,
          status_id: 2,
          time_left: '5:00',
          home_scores: [],
          away_scores: [],
          home_scores_total: 20,
          away_scores_total: 18,
        },
      }),
    });
    expect(matchRows.football[7]).toMatchObject({ home_score: 1 });
    expect(matchRows.basketball[9]).toMatchObject({ home_scores_total: 20 });

    a();
    a(); // releasing twice counts once
    expect(basketball!.closed).toBe(false);
    b();
    expect(basketball!.closed).toBe(true);
    expect(football!.closed).toBe(false);

    followSport('basketball');
    await settle();
    expect(FakeSocket.all).toHaveLength(3); // a new basketball view opens a new connection
  });
});
