// `pnpm bench` (server): the contract route path — token lookup, Ajv validation, handler, envelope
// — against a bare Fastify route answering the same JSON, measured in the same process and run.
// Figures and a ratio; no pass/fail.
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = 32;

async function load(url: string, init?: RequestInit) {
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const t = performance.now();
        const res = await fetch(url, init);
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: q(0.5), p99: q(0.99) };
}

const arena = await buildApp(testConfig());
await arena.app.listen({ port: 0, host: '127.0.0.1' });
const arenaUrl = `http://127.0.0.1:${(arena.app.server.address() as { port: number }).port}`;
const settings = await (await fetch(`${arenaUrl}/api/universal/getHot`)).text();

const bare = Fastify();
bare.get('/api/universal/getHot', async (_req, reply) => reply.type('application/json').send(settings));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const body = JSON.stringify({ mobile: '86-138', password: 'x' });
const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body };

// Warm both up, then measure them alternately so neither gets the quieter moment.
await load(`${bareUrl}/api/universal/getHot`);
await load(`${arenaUrl}/api/universal/getHot`);
const baseline = await load(`${bareUrl}/api/universal/getHot`);
const contract = await load(`${arenaUrl}/api/universal/getHot`);
const rejected = await load(`${arenaUrl}/api/user/login`, post);

const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
  `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms`;
console.log(`\nserver: ${REQUESTS} requests, ${CONCURRENCY} concurrent, loopback`);
console.log(row('bare Fastify route (baseline)', baseline));
console.log(row('contract route universal/getHot', contract));
console.log(row('contract route, input rejected by validation', rejected));
console.log(`ratio contract / baseline throughput: ${(contract.rps / baseline.rps).toFixed(2)}×`);

await bare.close();
await arena.close();
