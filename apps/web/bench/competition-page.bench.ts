// `pnpm bench` (web): the competition page's first view (issue 19) in Chromium — a competition of 20
// teams, 380 fixtures and 500 players — mounted afresh RUNS times (default 15) each way, alternating:
// `paged`, the page as it is (the overview tab: header, table, the current round, the top five), and
// `naive`, the same data rendered whole (all fixtures, all players, every tab mounted). Per mount: React's
// render and commit (synchronous) plus the browser's style and layout of the result. Figures and the
// ratio are printed; the bench's own check fails (exit 1) when the paged first view's median is above
// 100 ms, the budget.

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { serveBenchPage } from './bench-page';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BUDGET_MS = 100;
const here = fileURLToPath(new URL('.', import.meta.url));

const benchPage = await serveBenchPage(join(here, 'competition-page'), 'competition');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--js-flags=--expose-gc'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(benchPage.url);
await page.waitForFunction(() => 'bench' in window);

interface Result {
  mode: string;
  times: number[];
  rows: number;
  data: { teams: number; fixtures: number; players: number };
}
const runMode = (mode: 'paged' | 'naive', runs: number) =>
  page.evaluate(
    ([m, n]) => (window as unknown as { bench: { run: (m: string, n: number) => Promise<Result> } }).bench.run(m as string, n as number),
    [mode, runs] as const,
  );

// A warm-up of each (the first mount compiles the code paths), then alternating rounds so both modes
// meet the same machine load.
await runMode('paged', 2);
await runMode('naive', 1);
const paged: number[] = [];
const naive: number[] = [];
let last: { paged?: Result; naive?: Result } = {};
for (let i = 0; i < RUNS; i++) {
  last = { paged: await runMode('paged', 1), naive: await runMode('naive', 1) };
  paged.push(...last.paged!.times);
  naive.push(...last.naive!.times);
}
await browser.close();
benchPage.close();

const q = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
const { data } = last.paged!;
console.log(
  `competition page first view in Chromium: ${data.teams} teams, ${data.fixtures} fixtures, ${data.players} players; ${RUNS} mounts each (render + commit + layout)`,
);
const line = (name: string, values: number[], rows: number) =>
  console.log(
    `  ${name.padEnd(6)} median ${ms(q(values, 0.5))}  p95 ${ms(q(values, 0.95))}  min ${ms(Math.min(...values))}  (${rows} table rows)`,
  );
line('paged', paged, last.paged!.rows);
line('naive', naive, last.naive!.rows);
const median = q(paged, 0.5);
console.log(`  ratio naive / paged: median ${(q(naive, 0.5) / median).toFixed(1)}×   p95 ${(q(naive, 0.95) / q(paged, 0.95)).toFixed(1)}×`);
if (median > BUDGET_MS) {
  console.log(`  FAIL: the first view's median ${median.toFixed(1)} ms is above the ${BUDGET_MS} ms budget`);
  process.exit(1);
}
console.log(`  ok: the first view's median ${median.toFixed(1)} ms is within the ${BUDGET_MS} ms budget`);
process.exit(0);
