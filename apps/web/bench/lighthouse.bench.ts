// `pnpm bench` (web): Lighthouse 12 (issue 13) against `pnpm start` on loopback with the machine's
// Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded), mobile preset (Lighthouse's
// default: a mid-range phone, slow 4G, 4× CPU throttling), on the /m/ routes. Prints each page's
// scores and metrics; figures only (the issue's targets: performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1,
// TBT ≤ 200 ms; accessibility, best practices, SEO 100). Port 18716 (BENCH_PORT).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const PORT = Number(process.env.BENCH_PORT ?? 18716);
const ROUTES = (process.env.BENCH_LH_ROUTES ?? '/m/main,/m/score-live,/m/live?uid=8,/m/anchor').split(',');
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const root = fileURLToPath(new URL('../../..', import.meta.url));
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-lh-'));
const run = promisify(execFile);

const server: ChildProcess = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  detached: true,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', ARENA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', HLS_PREGENERATE: '0' },
});
process.on('exit', () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/universal/getHot`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 360) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

// TOOLCHAIN.md's launch flags for this machine.
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}
console.log('Lighthouse 12, mobile preset (slow 4G, 4× CPU), against pnpm start');
for (const route of ROUTES) {
  const { stdout } = await run(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      origin + route,
      '--output=json',
      '--quiet',
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--max-wait-for-load=60000',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  const score = (k: keyof typeof TARGETS) => {
    const s = Math.round((report.categories[k]?.score ?? 0) * 100);
    return `${k} ${s}${s >= TARGETS[k] ? '' : ` (target ${TARGETS[k]})`}`;
  };
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  console.log(`${route}: ${(Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map(score).join(', ')}`);
  console.log(
    `  FCP ${(metric('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}, SI ${(metric('speed-index') / 1000).toFixed(1)} s`,
  );
}
process.exit(0);
