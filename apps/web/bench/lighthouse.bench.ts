// `pnpm bench` (web): Lighthouse 12 (issue 13) against `pnpm start` on loopback with the machine's
// Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded), mobile preset (Lighthouse's
// default: a mid-range phone, slow 4G, 4× CPU throttling), on the /m/ routes. Prints each page's
// scores and metrics; figures only (the issue's targets: performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1,
// TBT ≤ 200 ms; accessibility, best practices, SEO 100). Port 18716 (BENCH_PORT).
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, repoRoot, startArena } from './arena-server';

const PORT = Number(process.env.BENCH_PORT ?? 18716);
const ROUTES = (process.env.BENCH_LH_ROUTES ?? '/m/main,/m/score-live,/m/live?uid=8,/m/anchor').split(',');
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-lh-'));
const run = promisify(execFile);
const { origin } = await startArena(PORT, dataDir);

const flags = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}
console.log('Lighthouse 12, mobile preset (slow 4G, 4× CPU), against pnpm start');
for (const route of ROUTES) {
  const { stdout } = await run(
    join(repoRoot, 'node_modules/.bin/lighthouse'),
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
