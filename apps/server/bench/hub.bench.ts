// `pnpm bench` (server): the score hub with 1,000 socket clients and 50 broadcasts per second —
// delivered messages per second, delivery latency p50 / p99 and lost messages — against a bare `ws`
// broadcast loop measured in the same run with the same clients and frames. Then the same frames as
// fast as they can go (saturation). The clients run in a worker thread, so the server side is measured
// on its own event loop. Figures and ratios only; no pass/fail. Ports 18230–18231.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const OURS_PORT = 18230;
const BARE_PORT = 18231;

const now = () => performance.timeOrigin + performance.now();

// ── The clients (a worker thread): connect, register, count and time every frame ──
const clientCode = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
const now = () => performance.timeOrigin + performance.now();
let sockets = [];
let latencies = new Float64Array(1 << 20);
let count = 0, last = 0;
const seen = new Map();
function onMessage(data) {
  const t = now();
  const text = data.toString();
  if (text.length < 16) return; // {"code":101}
  const frame = JSON.parse(text).data;
  if (count < latencies.length) latencies[count] = t - frame.t;
  count++;
  last = t;
  seen.set(frame.seq, (seen.get(frame.seq) || 0) + 1);
}
parentPort.on('message', async (msg) => {
  if (msg.cmd === 'connect') {
    sockets = [];
    for (let i = 0; i < msg.n; i++) {
      const ws = new WebSocket(msg.url);
      await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
      if (msg.handshake) {
        const registered = new Promise((resolve) => ws.once('message', resolve));
        ws.send('{"type":"classify","classify_type":0}');
        ws.send('{"type":"register","info":"web"}');
        await registered;
      }
      ws.on('message', onMessage);
      sockets.push(ws);
    }
    parentPort.postMessage({ ready: sockets.length });
  } else if (msg.cmd === 'reset') {
    count = 0; last = 0; seen.clear();
    parentPort.postMessage({ reset: true });
  } else if (msg.cmd === 'report') {
    const deadline = now() + 10000;
    while (count < msg.expected && now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const sample = Array.from(latencies.subarray(0, Math.min(count, latencies.length))).sort((a, b) => a - b);
    const q = (p) => sample.length ? sample[Math.min(sample.length - 1, Math.floor(p * sample.length))] : NaN;
    let lost = 0;
    for (let seq = 0; seq < msg.frames; seq++) lost += Math.max(0, sockets.length - (seen.get(seq) || 0));
    parentPort.postMessage({ received: count, last, p50: q(0.5), p99: q(0.99), max: sample[sample.length - 1], lost });
  } else if (msg.cmd === 'close') {
    for (const ws of sockets) ws.terminate();
    parentPort.postMessage({ closed: true });
  }
});
`;

const wsPath = createRequire(import.meta.url).resolve('ws');
const worker = new Worker(clientCode, { eval: true, workerData: { wsPath } });
const ask = <T>(message: object) =>
  new Promise<T>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage(message);
  });

/** A football_match push as the simulator sends it, stamped with its sequence and send time. */
const frame = (seq: number) => ({
  code: 100,
  data: {
    type: 'football_match',
    id: 100000000 + (seq % 9),
    status: 4,
    match_str: String(46 + (seq % 44)),
    home_score: 1,
    away_score: 2,
    half_score: '1-1',
    corner_kick: '5-3',
    home_yellow_card: 2,
    away_yellow_card: 1,
    home_red_card: 0,
    away_red_card: 0,
    seq,
    t: now(),
  },
});

interface Result {
  label: string;
  frames: number;
  seconds: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  rate: number;
}

/** Sends `frames` broadcasts, paced at RATE per second (or back to back when `burst`), then reads the clients' report. */
async function run(label: string, broadcast: (f: object) => void, frames: number, burst: boolean): Promise<Result> {
  await ask({ cmd: 'reset' });
  const start = now();
  if (burst) {
    for (let seq = 0; seq < frames; seq++) {
      broadcast(frame(seq));
      // Let the event loop flush sockets between a few frames, as a server under load would.
      if (seq % 10 === 9) await new Promise((r) => setImmediate(r));
    }
  } else {
    for (let seq = 0; seq < frames; seq++) {
      const due = start + (seq * 1000) / RATE;
      const wait = due - now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      broadcast(frame(seq));
    }
  }
  const report = await ask<{ received: number; last: number; p50: number; p99: number; max: number; lost: number }>({
    cmd: 'report',
    expected: frames * CLIENTS,
    frames,
  });
  const seconds = (report.last - start) / 1000;
  return { label, frames, seconds, ...report, rate: report.received / seconds };
}

// ── Our hub, through buildApp's /ws route ──
const arena = await buildApp(testConfig({ logLevel: 'silent' }));
await arena.app.listen({ port: OURS_PORT, host: '127.0.0.1' });
const hub = arena.services.hub;
const ours = (f: object) => hub.publish(f, { sport: 0 });

// ── The baseline: a bare ws server and a loop over its clients ──
const bare = new WebSocketServer({ port: BARE_PORT, host: '127.0.0.1' });
const bareBroadcast = (f: object) => {
  const text = JSON.stringify(f);
  for (const client of bare.clients) client.send(text);
};

const paced = RATE * SECONDS;
const results: Result[] = [];
await ask({ cmd: 'connect', url: `ws://127.0.0.1:${BARE_PORT}`, n: CLIENTS, handshake: false });
await run('warm-up', bareBroadcast, RATE, false);
results.push(await run(`bare ws loop, ${RATE}/s`, bareBroadcast, paced, false));
results.push(await run('bare ws loop, back to back', bareBroadcast, BURST, true));
await ask({ cmd: 'close' });
await ask({ cmd: 'connect', url: `ws://127.0.0.1:${OURS_PORT}/ws`, n: CLIENTS, handshake: true });
await run('warm-up', ours, RATE, false);
results.push(await run(`score hub, ${RATE}/s`, ours, paced, false));
results.push(await run('score hub, back to back', ours, BURST, true));
await ask({ cmd: 'close' });

const row = (r: Result) =>
  `${r.label.padEnd(30)} ${r.rate.toFixed(0).padStart(8)} msg/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   max ${r.max.toFixed(1).padStart(6)} ms   lost ${r.lost}`;
console.log(
  `\nscore hub: ${CLIENTS} clients, ${RATE} broadcasts/s for ${SECONDS} s, then ${BURST} back to back; clients in a worker thread`,
);
for (const r of results) console.log(row(r));
const [bPaced, bBurst, oPaced, oBurst] = results as [Result, Result, Result, Result];
console.log(
  `ratio hub / bare throughput at ${RATE}/s: ${(oPaced.rate / bPaced.rate).toFixed(2)}×   back to back: ${(oBurst.rate / bBurst.rate).toFixed(2)}×`,
);
console.log(`hub p99 at ${RATE}/s: ${oPaced.p99.toFixed(1)} ms (budget 100 ms)   lost: ${oPaced.lost + oBurst.lost} (budget 0)`);

await worker.terminate();
await new Promise((r) => bare.close(r));
await arena.close();
