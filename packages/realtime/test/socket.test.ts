import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { ScoreSocket, type WebSocketConstructor } from '../src/index';
import { FakeWebSocket, ManualTimers } from './fakes';

const football = {
  type: 'football_match',
  id: 4,
  status: 2,
  match_str: '9',
  home_score: 1,
  away_score: 0,
  half_score: '1-0',
  corner_kick: '0-0',
  home_yellow_card: 0,
  away_yellow_card: 0,
  home_red_card: 0,
  away_red_card: 0,
};

function make(options: Partial<ConstructorParameters<typeof ScoreSocket>[0]> = {}) {
  FakeWebSocket.made = [];
  const timers = new ManualTimers();
  const socket = new ScoreSocket({
    url: 'ws://scores.test/ws',
    WebSocket: FakeWebSocket,
    timers,
    backoff: { baseMs: 1_000, maxMs: 8_000, random: () => 0.5 },
    ...options,
  });
  return { socket, timers };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('ScoreSocket', () => {
  it('given no use → no connection; the first subscription connects', async () => {
    const { socket } = make();
    await flush();
    expect(FakeWebSocket.made).toHaveLength(0);
    expect(socket.state).toBe('idle');
    socket.on('football_match', () => undefined);
    await flush();
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(FakeWebSocket.last().url).toBe('ws://scores.test/ws');
  });

  it('given app type 1 → on open it sends register, toggle with company_id, classify 0; then a heartbeat every 30 s', async () => {
    const { socket, timers } = make({ companyId: 3 });
    socket.connect();
    await flush();
    const ws = FakeWebSocket.last();
    ws.accept();
    expect(ws.sent).toEqual([
      { type: 'register', info: 'web' },
      { type: 'toggle', company_id: 3 },
      { type: 'classify', classify_type: 0 },
    ]);
    timers.advance(29_999);
    expect(ws.sent).toHaveLength(3);
    timers.advance(1);
    timers.advance(30_000);
    expect(ws.sent.slice(3)).toEqual([{ type: 'heartbeat' }, { type: 'heartbeat' }]);
  });

  it('given another app type → no toggle, and classify 1', async () => {
    const { socket } = make({ appType: 2 });
    socket.connect();
    await flush();
    FakeWebSocket.last().accept();
    expect(FakeWebSocket.last().sent).toEqual([
      { type: 'register', info: 'web' },
      { type: 'classify', classify_type: 1 },
    ]);
  });

  it('emits score pushes by type, keeps every other type by name, and queues frames sent before open', async () => {
    const { socket } = make();
    const got: unknown[] = [];
    socket.on('football_match', (f) => got.push(f));
    socket.on('scanCode_Login', (data) => got.push(data));
    socket.send({ type: 'login', code: 'qr-1' });
    await flush();
    const ws = FakeWebSocket.last();
    ws.accept();
    expect(ws.sent.at(-1)).toEqual({ type: 'login', code: 'qr-1' });
    ws.receive({ code: 100, data: football });
    ws.receive({ code: 200, data: { type: 'scanCode_Login' } });
    ws.receive({ type: 'gift', data: { giftname: 'Rocket' } });
    ws.receive('not structured');
    expect(got).toEqual([football, { type: 'scanCode_Login' }]);
    expect(socket.last('gift')).toEqual({ giftname: 'Rocket' });
    expect(socket.last('text')).toBe('not structured');
  });

  it('when the connection closes → it reconnects after growing jittered delays, and resyncs once registered again', async () => {
    const { socket, timers } = make();
    const events: string[] = [];
    socket.on('resync', () => events.push('resync'));
    socket.on('registered', () => events.push('registered'));
    await flush();
    FakeWebSocket.last().accept();
    FakeWebSocket.last().receive({ code: 101 });
    expect(events).toEqual(['registered']); // the first connection is no resync
    // Three failed attempts: ceilings 1 s, 2 s, 4 s, random 0.5 → waits of 500, 1000, 2000 ms.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      FakeWebSocket.last().drop();
      waits.push(...timers.pending());
      timers.advance(timers.pending()[0]!);
      await flush();
    }
    expect(waits).toEqual([500, 1_000, 2_000]);
    expect(FakeWebSocket.made).toHaveLength(4);
    const ws = FakeWebSocket.last();
    ws.accept();
    expect(ws.sent[0]).toEqual({ type: 'register', info: 'web' });
    expect(events).toEqual(['registered']);
    ws.receive({ code: 101 });
    expect(events).toEqual(['registered', 'registered', 'resync']);
  });

  it('after a connection that stayed up → the next wait starts from the smallest delay again', async () => {
    const { socket, timers } = make();
    socket.connect();
    await flush();
    for (let i = 0; i < 3; i++) {
      FakeWebSocket.last().drop();
      timers.advance(timers.pending()[0]!);
      await flush();
    }
    FakeWebSocket.last().accept();
    timers.advance(10_000); // stable
    FakeWebSocket.last().drop();
    expect(timers.pending()).toEqual([500]);
  });

  it('remembers classify and toggle across reconnections, and close() stops for good', async () => {
    const { socket, timers } = make();
    socket.connect();
    await flush();
    FakeWebSocket.last().accept();
    socket.classify(1);
    socket.toggle(2);
    expect(FakeWebSocket.last().sent.slice(-2)).toEqual([
      { type: 'classify', classify_type: 1 },
      { type: 'toggle', company_id: 2 },
    ]);
    FakeWebSocket.last().drop();
    timers.advance(10_000);
    await flush();
    FakeWebSocket.last().accept();
    expect(FakeWebSocket.last().sent).toEqual([
      { type: 'register', info: 'web' },
      { type: 'toggle', company_id: 2 },
      { type: 'classify', classify_type: 1 },
    ]);
    socket.close();
    expect(socket.state).toBe('closed');
    timers.advance(60_000);
    await flush();
    expect(FakeWebSocket.made).toHaveLength(2);
  });
});

describe('ScoreSocket with the ws package against a real server', () => {
  let server: WebSocketServer | undefined;
  afterEach(async () => {
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
  });

  it('speaks over a real connection (Node: WebSocket from ws)', async () => {
    server = new WebSocketServer({ port: 18240, host: '127.0.0.1' });
    const received: unknown[] = [];
    server.on('connection', (peer) => {
      peer.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        received.push(frame);
        if (frame.type === 'register') {
          peer.send('{"code":101}');
          peer.send(JSON.stringify({ code: 100, data: football }));
        }
      });
    });
    const socket = new ScoreSocket({ url: 'ws://127.0.0.1:18240', WebSocket: WebSocket as unknown as WebSocketConstructor });
    const frame = await new Promise((resolve) => socket.on('football_match', resolve));
    expect(frame).toEqual(football);
    expect(received[0]).toEqual({ type: 'register', info: 'web' });
    socket.close();
  });
});
