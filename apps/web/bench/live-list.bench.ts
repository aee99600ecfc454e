// `pnpm bench` (web): the live score list in Chromium, and the initial JS of /score-live and /main.
//
// 1. 2,000 rows (the real MatchList of @arena/ui) with 100 score updates a second for BENCH_SECONDS
//    (default 10): per update, the React work (render + commit, synchronous) p50 / p95, the Profiler's
//    render duration p95, and long tasks; the same run repeated with a naive update (every row a new
//    object: a full re-render), and the ratio. Budget: p95 ≤ 4 ms, no long tasks.
// 2. The initial JS of /score-live and /main in KB gzip, from the built apps/web/dist: the entry with
//    its static imports (the zh catalog included), plus the route's chunk and the shell's GoalAlerts
//    chunk with theirs; what the page loads after its first paint is shown apart. Budget ≤ 150 KB.
// Figures and ratios only; nothing here passes or fails on timing.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { serveBenchPage } from './bench-page';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 100;
/** The naive run cannot keep up (each update re-renders every row): it is cut after this many updates. */
const NAIVE_UPDATES = Number(process.env.BENCH_NAIVE_UPDATES ?? 60);
const here = fileURLToPath(new URL('.', import.meta.url));
const webRoot = join(here, '..');

// ── 1. The live list ──
const benchPage = await serveBenchPage(join(here, 'live-list'), 'list');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(benchPage.url);
await page.waitForFunction(() => document.querySelectorAll('[data-match-id]').length >= 2000);

interface Result {
  mode: string;
  updates: number;
  wall: number[];
  commits: number[];
  longTasks: number;
  longTaskMs: number;
}
const runMode = (mode: 'memo' | 'naive', max: number) =>
  page.evaluate(
    ([m, s, r, n]) =>
      (window as unknown as { bench: { run: (m: string, s: number, r: number, n: number) => Promise<Result> } }).bench.run(
        m as string,
        s as number,
        r as number,
        n as number,
      ),
    [mode, SECONDS, RATE, max] as const,
  );
process.stdout.write(`live list: 2,000 rows, ${RATE} updates/s for ${SECONDS} s each way…\n`);
const memo = await runMode('memo', Number.MAX_SAFE_INTEGER);
const naive = await runMode('naive', NAIVE_UPDATES);
await browser.close();
benchPage.close();

const q = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : Number.NaN;
};
const ms = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
const line = (r: Result) =>
  `  ${r.mode.padEnd(6)} update render+commit p50 ${ms(q(r.wall, 0.5))}  p95 ${ms(q(r.wall, 0.95))}  | Profiler render p95 ${ms(q(r.commits, 0.95))} over ${r.commits.length} commits | long tasks ${r.longTasks} (${r.longTaskMs.toFixed(0)} ms)`;
console.log(`live list in Chromium: 2,000 rows, ${memo.updates} updates at ${RATE}/s (budget p95 ≤ 4 ms, no long tasks)`);
console.log(line(memo));
console.log(line(naive));
console.log(`  (the naive run is cut after ${naive.updates} updates: it cannot keep up with ${RATE}/s)`);
console.log(
  `  ratio naive / memoised rows: p95 ${(q(naive.wall, 0.95) / q(memo.wall, 0.95)).toFixed(1)}×   p50 ${(q(naive.wall, 0.5) / q(memo.wall, 0.5)).toFixed(1)}×`,
);

// ── 2. Initial JS of /score-live ──
const { buildWebIfStale } = (await import(join(webRoot, '../../scripts/lib.mjs'))) as { buildWebIfStale: () => Promise<void> };
await buildWebIfStale();
const dist = join(webRoot, 'dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g),
].map((m) => join(dist, m[1]!));

/** A chunk and every chunk it imports statically (dynamic import() calls load later: not followed). */
function closure(files: string[], seen = new Set<string>()): Set<string> {
  for (const file of files) {
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const imports = [...code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.\.?\/[^"']+\.js)["']/g)].map(
      (m) => join(file, '..', m[1]!),
    );
    closure(imports, seen);
  }
  return seen;
}
const chunk = (name: string) =>
  readdirSync(assets)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'))
    .map((f) => join(assets, f));
const size = (files: Set<string>) => [...files].reduce((s, f) => s + gzipSync(readFileSync(f)).length, 0) / 1024;
const entry = closure(entries);
const kb = (v: number) => `${v.toFixed(1)} KB`;
/** One route: the entry, the route's chunk with its static imports, the shell's GoalAlerts (every page). */
function report(path: string, routeChunk: string, later: string[]) {
  const route = closure(chunk(routeChunk), new Set(entry));
  const withAlerts = closure(chunk('GoalAlerts'), new Set(route));
  const deferred = closure(later.flatMap(chunk), new Set(withAlerts));
  console.log(`initial JS of ${path}, gzip (zlib default level), from apps/web/dist (budget ≤ 150 KB):`);
  console.log(`  entry and its static imports (with the zh catalog) ${kb(size(entry))}  (${entry.size} files)`);
  console.log(`  + the route's chunk (${routeChunk}) and imports`.padEnd(52) + ` ${kb(size(route))}  (${route.size} files)`);
  console.log(
    `  + the shell's GoalAlerts chunk (every page)`.padEnd(52) + ` ${kb(size(withAlerts))}  (${withAlerts.size} files)  ← initial JS`,
  );
  if (later.length)
    console.log(`  loaded after the first paint (${later.join(', ')})`.padEnd(52) + ` +${kb(size(deferred) - size(withAlerts))}`);
}
report('/score-live', 'ScoreBoard', ['lazyTools']);
report('/main', 'HomePage', ['lazySelect']);
const locales = closure([...chunk('catalog-en'), ...chunk('catalog-vi')], new Set(entry));
console.log(
  `  the en and vi catalogs, one loaded before the first render when chosen: ${kb((size(locales) - size(entry)) / 2)} each on average`,
);
process.exit(0);
