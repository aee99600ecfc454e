// `pnpm bench` (web): Lighthouse 12 (issue 13) against `pnpm start` on loopback with the machine's
// Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded): the mobile preset
// (Lighthouse's default: a mid-range phone, slow 4G, 4× CPU throttling) on the /m/ routes and the
// desktop preset on the desktop routes. Lighthouse's scores move with the machine's load, so each page
// runs BENCH_LH_RUNS times (default 3) and the run of median performance is the one printed, with the
// load average beside it. Prints each page's scores and metrics against the issue's targets
// (performance ≥ 90 mobile / ≥ 98 desktop, LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms; accessibility, best
// practices, SEO 100); the bench's own check fails (exit 1) when a category falls more than 5 points
// below lighthouse.baseline.json (committed; BENCH_LH_WRITE_BASELINE=1 rewrites it from this run). The
// committed baseline is stop 24's mobile figures, measured on a quiet machine; the desktop pages have
// none yet (no check until a quiet run writes them). On a loaded machine (load average well above the
// two cores) the performance scores fall with the load, not the code: read the load line first.
// Port 18716 (BENCH_PORT); BENCH_LH_ROUTES (comma-separated, `desktop:` before a desktop route) narrows it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS, repoRoot, startArena } from './arena-server';

const PORT = Number(process.env.BENCH_PORT ?? 18716);
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const PAGES = (
  process.env.BENCH_LH_ROUTES ?? '/m/main,/m/score-live,/m/live?uid=8,/m/anchor,desktop:/main,desktop:/score-live,desktop:/live?uid=8'
)
  .split(',')
  .map((spec) =>
    spec.startsWith('desktop:') ? { key: spec, route: spec.slice(8), desktop: true } : { key: spec, route: spec, desktop: false },
  );
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const target = (category: Category, desktop: boolean) => (category === 'performance' ? (desktop ? 98 : 90) : 100);
/** Points a category may fall below the baseline before the check fails. */
const TOLERANCE = 5;
const BASELINE = join(repoRoot, 'apps/web/bench/lighthouse.baseline.json');

const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-lh-'));
const run = promisify(execFile);
const { origin } = await startArena(PORT, dataDir);

const flags = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');
interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}
async function lighthouse(route: string, desktop: boolean): Promise<Report> {
  const { stdout } = await run(
    join(repoRoot, 'node_modules/.bin/lighthouse'),
    [
      origin + route,
      '--output=json',
      '--quiet',
      `--chrome-flags=${flags}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--max-wait-for-load=60000',
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}
const scoreOf = (report: Report, category: Category) => Math.round((report.categories[category]?.score ?? 0) * 100);

const baseline: Record<string, Record<Category, number>> = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : {};
const measured: Record<string, Record<Category, number>> = {};
const regressions: string[] = [];
console.log(
  `Lighthouse 12 against pnpm start, median of ${RUNS} run(s) per page; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at start`,
);
for (const { key, route, desktop } of PAGES) {
  const reports: Report[] = [];
  for (let i = 0; i < RUNS; i++) reports.push(await lighthouse(route, desktop));
  const sorted = [...reports].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
  const report = sorted[Math.floor((sorted.length - 1) / 2)]!;
  measured[key] = Object.fromEntries(CATEGORIES.map((c) => [c, scoreOf(report, c)])) as Record<Category, number>;
  const scores = CATEGORIES.map((c) => {
    const s = scoreOf(report, c);
    const t = target(c, desktop);
    const before = baseline[key]?.[c];
    if (before !== undefined && s < before - TOLERANCE) regressions.push(`${key} ${c} ${s} < baseline ${before} − ${TOLERANCE}`);
    return `${c} ${s}${s >= t ? '' : ` (target ${t})`}${before === undefined ? '' : ` [baseline ${before}]`}`;
  });
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const runs = reports.map((r) => scoreOf(r, 'performance')).join('/');
  console.log(`${desktop ? 'desktop' : 'mobile'} ${route}: ${scores.join(', ')} (performance per run ${runs})`);
  console.log(
    `  FCP ${(metric('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}, SI ${(metric('speed-index') / 1000).toFixed(1)} s`,
  );
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} at the end`,
);
if (process.env.BENCH_LH_WRITE_BASELINE === '1') {
  writeFileSync(BASELINE, `${JSON.stringify({ ...baseline, ...measured }, null, 2)}\n`);
  console.log(`baseline written: ${BASELINE}`);
}
if (regressions.length) {
  console.log(`FAIL: more than ${TOLERANCE} points below the baseline:\n  ${regressions.join('\n  ')}`);
  process.exit(1);
}
process.exit(0);
