import { bindScores, type FootballRow, type GoalEvent, ScoreSocket, ScoreStore, type WebSocketConstructor } from '@arena/realtime';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ArenaApp } from '../src/app';
import { type Db, openPglite } from '../src/db/index';
import { Simulator } from '../src/sim/index';
import { clock, startApp } from './helpers';

// The score socket of packages/realtime against the real server: pushes from the simulator through
// the hub; the server is stopped and started again on the same port (same database) while the
// matches go on; the client reconnects, resynchronises, and ends with the same rows as a client that
// connected to the new server and never lost its connection — no update lost.
const PORT = 18220;
const BASE = `http://127.0.0.1:${PORT}`;
const T = Date.UTC(2026, 10, 22, 15, 0, 0);
const quiet = { info() {}, warn() {}, debug() {}, error() {} };
const FIELDS = [
  'status',
  'match_str',
  'home_score',
  'away_score',
  'half_score',
  'corner_kick',
  'home_yellow_card',
  'away_yellow_card',
  'home_red_card',
  'away_red_card',
  'exponent',
] as const;

async function fetchRows(ids: number[]): Promise<FootballRow[]> {
  const res = await fetch(`${BASE}/api/Football/football_match?ids=${ids.join(',')}&limit=100`);
  return ((await res.json()) as { data: { data: FootballRow[] } }).data.data;
}

function client() {
  const socket = new ScoreSocket({
    url: `ws://127.0.0.1:${PORT}/ws`,
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    backoff: { baseMs: 50, maxMs: 400 },
  });
  const store = new ScoreStore();
  bindScores(socket, store);
  const goals: GoalEvent[] = [];
  store.on('goal', (g) => goals.push(g));
  return { socket, store, goals };
}

const project = (rows: Iterable<Readonly<FootballRow>>, ids: number[]) => {
  const byId = new Map([...rows].map((r) => [r.id, r]));
  return ids.map((id) => Object.fromEntries(FIELDS.map((f) => [f, byId.get(id)?.[f]])));
};

describe('given a score socket client and a server that restarts', () => {
  let db: Db;
  let arena: ArenaApp | undefined;
  const sockets: ScoreSocket[] = [];
  afterAll(async () => {
    for (const s of sockets) s.close();
    await arena?.close();
    await db?.close();
  });

  it('reconnects, resyncs and ends with the same rows as a client that never disconnected', async () => {
    db = await openPglite(null);
    const time = clock(T);
    const serve = async () => {
      const app = await startApp(db, { now: time.now });
      await app.app.listen({ port: PORT, host: '127.0.0.1' });
      const simulator = new Simulator({ db, hub: app.services.hub, speed: 1, now: time.now, log: quiet });
      return { app, simulator };
    };
    const play = async (simulator: Simulator, minutes: number) => {
      for (let i = 0; i < minutes; i++) {
        time.advance(60_000);
        await simulator.tick();
      }
    };

    // ── First server: a client loads the live matches and follows their pushes.
    const first = await serve();
    arena = first.app;
    const a = client();
    sockets.push(a.socket);
    const registered = new Promise((r) => a.socket.on('registered', r));
    await registered;
    const ids: number[] = [];
    const live = (await (await fetch(`${BASE}/api/Football/football_match?status=1&limit=100`)).json()) as {
      data: { data: FootballRow[] };
    };
    ids.push(...live.data.data.map((r) => r.id));
    expect(ids.length).toBeGreaterThanOrEqual(6);
    a.store.load(0, live.data.data);
    // The app's part: on resync, fetch the rows on screen again.
    const resynced = new Promise<Promise<void>>((resolve) => a.socket.on('resync', () => resolve(a.store.sync(0, () => fetchRows(ids)))));
    await play(first.simulator, 5);
    await expect.poll(async () => project(a.store.football.values(), ids), { timeout: 10_000 }).toEqual(project(await fetchRows(ids), ids));

    // ── The server stops; the matches go on without it (the next start catches up in the database).
    const before = project(await fetchRows(ids), ids);
    const closed = new Promise((r) => a.socket.on('close', r));
    await first.app.close();
    await closed;
    time.advance(25 * 60_000);

    // ── Second server, same port and database: the client comes back and resynchronises.
    const second = await serve();
    arena = second.app;
    const caughtUp = project(await fetchRows(ids), ids);
    await await resynced;
    const b = client();
    sockets.push(b.socket);
    await new Promise((r) => b.socket.on('registered', r));
    b.store.load(0, await fetchRows(ids));
    await play(second.simulator, 10);

    const truth = project(await fetchRows(ids), ids);
    await expect.poll(() => project(a.store.football.values(), ids), { timeout: 10_000 }).toEqual(truth);
    await expect.poll(() => project(b.store.football.values(), ids), { timeout: 10_000 }).toEqual(truth);
    // Goals scored while the server was down reached the client through the resync.
    const goalsOf = (row: Record<string, unknown>) => Number(row.home_score) + Number(row.away_score);
    const scoredInGap = ids.filter((_, i) => goalsOf(caughtUp[i]!) > goalsOf(before[i]!));
    expect(scoredInGap.length).toBeGreaterThan(0);
    expect(scoredInGap.every((id) => a.goals.some((g) => g.id === id))).toBe(true);
  }, 180_000);
});
