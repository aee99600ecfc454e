// `pnpm bench` (server, issue 16): the local IM service with 2,000 logged-in users and 200 private
// messages a second spread over 500 conversations — delivery latency p50 / p99, lost messages and the
// server's memory per connection — beside a bare `ws` relay (look the receiver up, send the frame) run
// in the same process with the same clients and messages. Every message of ours is also stored in the
// database (PGlite) before it is sent on, which the relay does not do. The clients run in a worker
// thread, so the server side is measured on its own event loop. Figures and ratios only; no pass/fail.
// Ports 18290–18291.
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { imSignature } from '../src/services/crypto';

const USERS = Number(process.env.BENCH_IM_USERS ?? 2000);
const CONVERSATIONS = Number(process.env.BENCH_IM_CONVERSATIONS ?? 500);
const RATE = Number(process.env.BENCH_IM_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_IM_SECONDS ?? 10);
const OURS_PORT = 18290;
const BARE_PORT = 18291;

// ── The clients (a worker thread): connect and log in, send paced messages, time each arrival ──
const clientCode = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
const now = () => performance.timeOrigin + performance.now();
let sockets = [];
let latencies = [];
let received = 0, last = 0;
function onMessage(data) {
  const t = now();
  const e = JSON.parse(data.toString());
  if (e.op !== 'message' || e.data.flow !== 'in') return;
  const sent = JSON.parse(e.data.payload.text);
  latencies.push(t - sent.t);
  received++;
  last = t;
}
function open(url) {
  return new Promise((resolve, reject) => { const ws = new WebSocket(url); ws.once('open', () => resolve(ws)); ws.once('error', reject); });
}
parentPort.on('message', async (msg) => {
  if (msg.cmd === 'connect') {
    sockets = [];
    for (const user of msg.users) {
      const ws = await open(msg.url);
      const answered = new Promise((resolve) => ws.once('message', (d) => resolve(JSON.parse(d.toString()))));
      ws.send(JSON.stringify(msg.bare ? { op: 'hello', id: user.id } : { op: 'login', seq: 1, userID: user.id, userSig: user.sig }));
      const r = await answered;
      if (r.code !== 0) throw new Error('login refused: ' + r.msg);
      ws.on('message', onMessage);
      sockets.push(ws);
    }
    parentPort.postMessage({ ready: sockets.length });
  } else if (msg.cmd === 'send') {
    latencies = []; received = 0; last = 0;
    const start = now();
    let seq = 0;
    const total = msg.rate * msg.seconds;
    while (seq < total) {
      const due = start + (seq * 1000) / msg.rate;
      const wait = due - now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // Conversation c is between users 2c and 2c+1; each message goes the other way from the last one.
      const c = seq % msg.conversations;
      const round = Math.floor(seq / msg.conversations);
      const from = 2 * c + (round % 2), to = 2 * c + 1 - (round % 2);
      const text = JSON.stringify({ t: now(), seq });
      sockets[from].send(JSON.stringify({ op: 'sendMessage', seq: 2 + seq, to: msg.ids[to], conversationType: 'C2C', type: 'text', payload: { text } }));
      seq++;
    }
    const deadline = now() + 15000;
    while (received < total && now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const sorted = latencies.sort((a, b) => a - b);
    const q = (p) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
    parentPort.postMessage({ sent: total, received, seconds: (last - start) / 1000, p50: q(0.5), p99: q(0.99), max: sorted[sorted.length - 1] });
  } else if (msg.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    parentPort.postMessage({ closed: true });
  }
});
`;

const wsPath = createRequire(import.meta.url).resolve('ws');
const worker = new Worker(clientCode, { eval: true, workerData: { wsPath } });
worker.on('error', (e) => {
  console.error(e);
  process.exit(1);
});
const ask = <T>(message: object) =>
  new Promise<T>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage(message);
  });

// A full collection before each heap reading, so the per-connection figure is what stays (tsx runs
// this file, so the flag is set from here rather than on the command line).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** The server thread's heap after a full collection. */
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

interface Report {
  sent: number;
  received: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
}

// ── Our IM service: users with login sessions, limits of one address raised (all clients are local) ──
const base = testConfig({ logLevel: 'silent' });
const arena = await buildApp({
  ...base,
  im: { ...base.im, connectionsPerIp: USERS * 2, opsBurst: 10_000, opsPerSecond: 10_000 },
});
await arena.app.listen({ port: OURS_PORT, host: '127.0.0.1' });
const db = arena.services.db;
const users = await db.query<{ id: number }>(
  `insert into users (mobile, password_hash, user_nickname)
   select '86-1990' || lpad(g::text, 7, '0'), 'x', '压测' || g from generate_series(1, $1::int) g returning id`,
  [USERS],
);
const sessions = await db.query<{ id: string; user_id: number }>(
  `insert into sessions (token_hash, user_id, created_at, last_seen_at, user_agent)
   select md5('bench' || u), u, now(), now(), 'bench' from unnest($1::int[]) u returning id, user_id`,
  [users.map((u) => u.id)],
);
const clock = arena.services.config.now();
const people = sessions.map((s) => ({
  id: String(s.user_id),
  sig: imSignature(arena.services.imSecret, String(s.user_id), clock, undefined, Number(s.id)),
}));
const ids = people.map((p) => p.id);

// ── The baseline: a bare ws relay ──
const bare = new WebSocketServer({ port: BARE_PORT, host: '127.0.0.1' });
const byId = new Map<string, import('ws').WebSocket>();
bare.on('connection', (ws) => {
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as { op: string; id?: string; to?: string; payload?: unknown };
    if (m.op === 'hello') {
      byId.set(m.id!, ws);
      ws.send('{"op":"result","code":0}');
    } else if (m.op === 'sendMessage') {
      byId.get(m.to!)?.send(JSON.stringify({ op: 'message', data: { flow: 'in', payload: m.payload } }));
    }
  });
});

async function measure(label: string, url: string, isBare: boolean) {
  const before = heap();
  await ask({ cmd: 'connect', url, users: people, bare: isBare });
  const perConnection = (heap() - before) / USERS;
  await ask({ cmd: 'send', rate: RATE / 10, seconds: 1, conversations: CONVERSATIONS, ids }); // warm-up
  const report = await ask<Report>({ cmd: 'send', rate: RATE, seconds: SECONDS, conversations: CONVERSATIONS, ids });
  await ask({ cmd: 'close' });
  return { label, perConnection, ...report };
}

const results = [
  await measure('bare ws relay', `ws://127.0.0.1:${BARE_PORT}`, true),
  await measure('IM service (stored)', `ws://127.0.0.1:${OURS_PORT}/im`, false),
];
console.log(
  `\nIM service: ${USERS} logged-in users, ${RATE} private messages/s over ${CONVERSATIONS} conversations for ${SECONDS} s; clients in a worker thread`,
);
for (const r of results) {
  console.log(
    `${r.label.padEnd(22)} delivered ${String(r.received).padStart(5)}/${r.sent}   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99
      .toFixed(1)
      .padStart(6)} ms   max ${r.max.toFixed(1).padStart(7)} ms   heap/connection ${(r.perConnection / 1024).toFixed(1)} KiB`,
  );
}
const [b, o] = results as [(typeof results)[0], (typeof results)[0]];
console.log(
  `ratio IM / bare: p50 ${(o.p50 / b.p50).toFixed(1)}×, p99 ${(o.p99 / b.p99).toFixed(1)}×, heap per connection ${(o.perConnection / Math.max(1, b.perConnection)).toFixed(1)}×   lost: ${o.sent - o.received}`,
);

await worker.terminate();
await new Promise((r) => bare.close(r));
await arena.close();
