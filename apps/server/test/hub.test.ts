import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { ArenaApp } from '../src/app';
import { type Db, openPglite } from '../src/db/index';
import { ESPORTS_AUDIENCE } from '../src/esports/simulator';
import { type HubLogger, ScoreHub } from '../src/hub/hub';
import { RedisBus } from '../src/hub/redis-bus';
import { audienceOf, type ScoreFrame } from '../src/sim/frames';
import { startApp } from './helpers';
import { TestSocket } from './ws-client';

// The score hub over real sockets: through buildApp's /ws route, and as bare hubs joined by Redis.
// Ports 18210–18219 (this helper's range).
const PORT = 18210;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const football: ScoreFrame = {
  type: 'football_match',
  id: 7,
  status: 2,
  match_str: '12',
  home_score: 1,
  away_score: 0,
  half_score: '1-0',
  corner_kick: '1-0',
  home_yellow_card: 0,
  away_yellow_card: 0,
  home_red_card: 0,
  away_red_card: 0,
};
const footballOdds: ScoreFrame = {
  type: 'football_exponent',
  sourceid: 7,
  company_id: 1,
  name: 'eu',
  name1: 'scram',
  exponent: { win: 1.5, draw: 3.9, fail: 6.1, sealing_disk: 1 },
};
const basketball: ScoreFrame = {
  type: 'basketball_match',
  match_id: 9,
  status_id: 2,
  time_left: 300,
  home_scores: [20],
  away_scores: [18],
  home_scores_total: 20,
  away_scores_total: 18,
};
const push = (hub: ScoreHub, frame: ScoreFrame) => hub.publish({ code: 100, data: frame }, audienceOf(frame));
const MARK = { code: 100, data: { type: 'mark' } };
const isMark = (f: { data?: { type?: string } }) => f.data?.type === 'mark';

function recordingLog() {
  const lines: Array<{ level: string; msg: string | undefined }> = [];
  const at = (level: string) => (_obj: object, msg?: string) => void lines.push({ level, msg });
  const log: HubLogger = { info: at('info'), warn: at('warn'), debug: at('debug'), error: at('error') };
  return { lines, log };
}

describe('given the score hub at /ws', () => {
  let db: Db;
  let arena: ArenaApp;
  let url: string;
  const sockets: TestSocket[] = [];
  const open = async () => {
    const s = await TestSocket.open(url);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    db = await openPglite(null);
    arena = await startApp(db, { hubHeartbeatMs: 150 });
    await arena.app.listen({ port: PORT, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${PORT}/ws`;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await arena?.close();
    await db?.close();
  });

  it('when a client registers → it gets {code:101}, and score pushes only from then on', async () => {
    const client = await open();
    push(arena.services.hub, football);
    client.send({ type: 'register', info: 'web' });
    expect(await client.next()).toEqual({ code: 101 });
    push(arena.services.hub, football);
    expect(await client.next()).toEqual({ code: 100, data: football });
  });

  it('when clients classify and toggle → each gets its sport, and odds only of its company', async () => {
    const choose = async (...frames: object[]) => {
      const s = await open();
      for (const f of frames) s.send(f);
      // Frames of one socket are handled in order: the 101 means the choices before it are in force.
      s.send({ type: 'register', info: 'web' });
      await s.next((f) => f.code === 101);
      return s;
    };
    const footballFan = await choose({ type: 'toggle', company_id: 1 }, { type: 'classify', classify_type: 0 });
    const basketballFan = await choose({ type: 'classify', classify_type: 1 });
    const undecided = await choose();
    const otherCompany = await choose({ type: 'toggle', company_id: 2 }, { type: 'classify', classify_type: 0 });
    // Issue 19: classify 2 chooses the esports pushes.
    const esportsFan = await choose({ type: 'classify', classify_type: 2 });
    const hub = arena.services.hub;
    push(hub, football);
    push(hub, footballOdds);
    push(hub, basketball);
    hub.publish({ code: 100, data: { type: 'esports', id: 300000001 } }, ESPORTS_AUDIENCE);
    hub.broadcast(MARK);
    const types = async (s: TestSocket) => (await s.upTo(isMark)).map((f) => f.data.type);
    expect(await types(footballFan)).toEqual(['football_match', 'football_exponent']);
    expect(await types(basketballFan)).toEqual(['basketball_match']);
    expect(await types(undecided)).toEqual(['football_match', 'football_exponent', 'basketball_match', 'esports']);
    expect(await types(otherCompany)).toEqual(['football_match']);
    expect(await types(esportsFan)).toEqual(['esports']);
    // Switching tabs: classify again.
    footballFan.send({ type: 'classify', classify_type: 1 });
    footballFan.send({ type: 'heartbeat' });
    await new Promise((r) => setTimeout(r, 50));
    push(hub, football);
    push(hub, basketball);
    hub.broadcast(MARK);
    expect(await types(footballFan)).toEqual(['basketball_match']);
  });

  it('when a frame is malformed → it is ignored and the connection goes on', async () => {
    const client = await open();
    client.send('not json');
    client.send('[1,2]');
    client.send('{"no":"type"}');
    client.send(Buffer.from([0xff, 0x00]));
    client.send({ type: 'classify', classify_type: 7 });
    client.send({ type: 'toggle', company_id: 'x' });
    client.send({ type: 'register', info: 'web' });
    expect(await client.next()).toEqual({ code: 101 });
    expect(client.isOpen).toBe(true);
  });

  it('when a client stays silent → it is dropped after three heartbeat intervals, one that beats stays', async () => {
    const silent = await open();
    const beating = await open();
    const beat = setInterval(() => beating.send({ type: 'heartbeat' }), 50);
    try {
      await silent.closed;
      expect(beating.isOpen).toBe(true);
    } finally {
      clearInterval(beat);
    }
  });

  it('when another part of the server takes a frame type → its handler answers the client, and close is reported', async () => {
    const hub = arena.services.hub;
    const closedIds: number[] = [];
    let loginClient = -1;
    // `login` belongs to the QR login service; this test takes a type of its own.
    hub.onClientMessage('probe', (client, frame) => {
      loginClient = client.id;
      client.send({ code: 200, data: { type: 'scanCode_Login', code: frame.code } });
    });
    hub.onClientMessage('boom', () => {
      throw new Error('a broken handler');
    });
    hub.onClientClose((client) => closedIds.push(client.id));
    const a = await open();
    const b = await open();
    a.send({ type: 'boom' });
    a.send({ type: 'probe', code: 'qr-123' });
    expect(await a.next()).toEqual({ code: 200, data: { type: 'scanCode_Login', code: 'qr-123' } });
    hub.broadcast({ code: 200, data: { type: 'webLoginSuccess' } }, (c) => c.id === loginClient);
    hub.broadcast(MARK);
    expect(await a.upTo(isMark)).toEqual([{ code: 200, data: { type: 'webLoginSuccess' } }]);
    expect(await b.upTo(isMark)).toEqual([]);
    a.close();
    await a.closed;
    await expect.poll(() => closedIds).toContain(loginClient);
  });
});

describe('given a hub whose log is read', () => {
  it('writes one warning per malformed frame and never throws', async () => {
    const { lines, log } = recordingLog();
    const hub = new ScoreHub({ log, heartbeatMs: 30_000 });
    const server = new WebSocketServer({ port: PORT + 1, host: '127.0.0.1' });
    server.on('connection', (socket) => hub.attach(socket));
    try {
      const client = await TestSocket.open(`ws://127.0.0.1:${PORT + 1}`);
      for (const bad of ['not json', '[1,2]', '{"no":"type"}', 'null']) client.send(bad);
      client.send({ type: 'register', info: 'web' });
      await client.next();
      expect(lines.filter((l) => l.msg === 'score hub: malformed frame ignored')).toHaveLength(4);
      client.close();
    } finally {
      await hub.close();
      await new Promise((r) => server.close(r));
    }
  });
});

const redisReachable = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!redisReachable)('given two hub instances joined by Redis (REDIS_URL)', () => {
  const channel = `arena:test:${randomBytes(4).toString('hex')}`;
  const hubs: ScoreHub[] = [];
  const servers: WebSocketServer[] = [];
  const clients: TestSocket[] = [];

  async function instance(port: number) {
    const { log } = recordingLog();
    const hub = new ScoreHub({ log, heartbeatMs: 30_000, bus: await RedisBus.connect(REDIS_URL, log, channel) });
    const server = new WebSocketServer({ port, host: '127.0.0.1' });
    server.on('connection', (socket) => hub.attach(socket));
    hubs.push(hub);
    servers.push(server);
    return { hub, url: `ws://127.0.0.1:${port}` };
  }
  async function registered(url: string) {
    const s = await TestSocket.open(url);
    clients.push(s);
    s.send({ type: 'register', info: 'web' });
    await s.next((f) => f.code === 101);
    return s;
  }

  afterAll(async () => {
    for (const c of clients) c.close();
    for (const h of hubs) await h.close();
    for (const s of servers) await new Promise((r) => s.close(r));
  });

  it('a frame published on one instance reaches the clients of both, once each; topics and broadcasts cross too', async () => {
    const a = await instance(PORT + 2);
    const b = await instance(PORT + 3);
    const onA = await registered(a.url);
    const onB = await registered(b.url);
    push(a.hub, football);
    a.hub.publish(MARK, { all: true });
    expect(await onA.upTo(isMark)).toEqual([{ code: 100, data: football }]);
    expect(await onB.upTo(isMark)).toEqual([{ code: 100, data: football }]);
    // A client waiting on B (e.g. for a QR login), reached from A.
    b.hub.onClientMessage('login', (client, frame) => b.hub.subscribe(client, `qr:${String(frame.code)}`));
    onB.send({ type: 'login', code: 'abc' });
    onB.send({ type: 'register', info: 'web' });
    await onB.next((f) => f.code === 101);
    a.hub.publish({ code: 200, data: { type: 'scanCode_Login' } }, { topic: 'qr:abc' });
    // Broadcast from A too: frames of one publisher keep their order through Redis.
    a.hub.broadcast(MARK);
    expect(await onB.upTo(isMark)).toEqual([{ code: 200, data: { type: 'scanCode_Login' } }]);
    expect(await onA.upTo(isMark)).toEqual([]);
  });

  it('an unreachable Redis is said plainly at start', async () => {
    await expect(RedisBus.connect('redis://127.0.0.1:18219', recordingLog().log, channel)).rejects.toThrow(
      /REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:18219/,
    );
  });
});
