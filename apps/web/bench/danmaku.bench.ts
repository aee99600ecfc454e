// `pnpm bench` (web): danmaku in Chromium — the most comments on screen while frames stay at ≥ 57 fps
// with p95 ≤ 20 ms, for our engine (DanmakuEngine + DanmakuCanvas, the room's layer) and, in the same
// run and page, the canvas engine of the `danmaku` package fed the same comment stream; then our
// engine's JS heap over 60 s at a steady load. The rate of comments steps up to 150/s, past where
// either engine holds the frame targets here (every step runs: on a busy machine one missed step says
// little about the next). Figures and ratios only; no pass/fail. 1920×1080 stage, 16 px text, 144 px/s.
//
// Two counts per step, both printed. "Drawn" counts what each engine has placed and is moving. The
// `danmaku` package places every comment: once its rows are full it wraps round to the top and draws
// over comments already there, so its drawn count grows with the rate whatever is legible; ours never
// overlaps (the rule: comments never overlap in a lane) and queues or merges what does not
// fit. "Readable" counts the comments whose text (its width, one em tall) overlaps no other comment's
// text, sampled once a second over the measured half: what a viewer can read. The budget (≥ 500 and
// ≥ 1.0× the canvas engine) is read on the readable count, since a count made by drawing comments over
// each other is what the no-overlap rule forbids; the drawn ratio is printed beside it.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright';
import { build } from 'vite';

// A comment crosses 1920 px in ~14 s: each step runs 24 s so the screen fills, and is measured over
// its second half.
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 24);
const HEAP_SECONDS = Number(process.env.BENCH_HEAP_SECONDS ?? 60);
const RATES = (process.env.BENCH_RATES ?? '20,40,60,90,105,120,135,150').split(',').map(Number);
const KINDS = ['ours', 'danmaku'];
const here = fileURLToPath(new URL('.', import.meta.url));

const out = await build({
  configFile: false,
  logLevel: 'silent',
  root: here,
  plugins: [vanillaExtractPlugin()],
  build: { write: false, minify: true, lib: { entry: `${here}danmaku.page.ts`, formats: ['iife'], name: 'DanmakuBench' } },
});
const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
const code = chunks
  .filter((c) => c.type === 'chunk')
  .map((c) => (c as { code: string }).code)
  .join('\n');
const css = chunks
  .filter((c) => c.type === 'asset' && c.fileName.endsWith('.css'))
  .map((c) => String((c as { source: string | Uint8Array }).source))
  .join('\n');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // The project's Chromium flags (no GPU here: software compositing). SwiftShader GL
  // (BENCH_CHROME_ARGS='--use-angle=swiftshader --enable-unsafe-swiftshader') was slower for both engines.
  args: (process.env.BENCH_CHROME_ARGS ?? '--disable-gpu')
    .split(' ')
    .filter(Boolean)
    .concat(['--no-sandbox', '--enable-precise-memory-info', '--disable-background-timer-throttling', '--disable-renderer-backgrounding']),
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body></body></html>`);
await page.addScriptTag({ content: code });

interface PageBench {
  bench: {
    runStep(kind: string, rate: number, seconds: number): Promise<unknown>;
    heap(rate: number, seconds: number, hold: number): Promise<unknown>;
  };
}
interface Step {
  rate: number;
  fps: number;
  p95: number;
  onScreen: number;
  readable: number;
  overlapping: number;
  atEnd: number;
}
const meets = (s: Step) => s.fps >= 57 && s.p95 <= 20;
const best: Record<string, Step | null> = Object.fromEntries(KINDS.map((k) => [k, null]));
const bestReadable: Record<string, Step | null> = Object.fromEntries(KINDS.map((k) => [k, null]));
// Other work on the machine moves the frame figures of both engines: the load is printed beside them.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()}`);
console.log('engine    rate/s   fps    p95 ms  drawn  readable  ok   overlap (at end)');
for (const rate of RATES) {
  for (const kind of KINDS) {
    const s = (await page.evaluate(([k, r, sec]) => (window as unknown as PageBench).bench.runStep(k, r, sec), [
      kind,
      rate,
      STEP_SECONDS,
    ] as const)) as Step;
    const ok = meets(s);
    if (ok && (!best[kind] || s.onScreen > best[kind]!.onScreen)) best[kind] = s;
    if (ok && (!bestReadable[kind] || s.readable > bestReadable[kind]!.readable)) bestReadable[kind] = s;
    const overlap = `${s.overlapping} of ${s.atEnd} (${((s.overlapping / Math.max(1, s.atEnd)) * 100).toFixed(0)} %)`;
    console.log(
      `${kind.padEnd(9)} ${String(rate).padStart(6)} ${s.fps.toFixed(1).padStart(6)} ${s.p95.toFixed(1).padStart(8)} ${String(s.onScreen).padStart(6)} ${String(s.readable).padStart(9)}  ${(ok ? 'yes' : 'no').padEnd(4)} ${overlap}`,
    );
  }
}
console.log(`load average after the steps: ${load()}`);
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '∞');
const at = (s: Step | null | undefined, n: number) => (s ? `${n} (at ${s.rate}/s)` : '0');
console.log('\nmost comments on screen at ≥ 57 fps and p95 ≤ 20 ms, each engine at its best step:');
const [rOurs, rTheirs] = [bestReadable.ours?.readable ?? 0, bestReadable.danmaku?.readable ?? 0];
console.log(
  `  readable (the budget): ours ${at(bestReadable.ours, rOurs)}, danmaku (canvas) ${at(bestReadable.danmaku, rTheirs)}, ratio ${ratio(rOurs, rTheirs)}×`,
);
const [dOurs, dTheirs] = [best.ours?.onScreen ?? 0, best.danmaku?.onScreen ?? 0];
console.log(
  `  drawn, overlapping or not: ours ${at(best.ours, dOurs)}, danmaku (canvas) ${at(best.danmaku, dTheirs)}, ratio ${ratio(dOurs, dTheirs)}×`,
);

// What is still reachable (a leak) apart from garbage not yet collected: the heap right after a full
// collection (through the DevTools protocol), twice 20 s apart while the page keeps going after its
// sampled seconds, so the collections do not touch the samples above.
const cdp = await page.context().newCDPSession(page);
const liveHeap = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
};
const HOLD = 23;
const heapRun = page.evaluate(([r, sec, hold]) => (window as unknown as PageBench).bench.heap(r, sec, hold), [
  Math.max(20, best.ours?.rate ?? 60),
  HEAP_SECONDS,
  HOLD,
] as const);
const live: number[] = [];
await new Promise((r) => setTimeout(r, (HEAP_SECONDS + 1) * 1000));
live.push(await liveHeap());
await new Promise((r) => setTimeout(r, 20_000));
live.push(await liveHeap());
const heap = (await heapRun) as { samples: number[]; onScreen: number; emitted: number };
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
const s = heap.samples;
if (s.length > 10) {
  const firstTen = s.slice(5, 10).reduce((a, b) => a + b, 0) / 5;
  const lastTen = s.slice(-5).reduce((a, b) => a + b, 0) / 5;
  console.log(
    `heap over ${HEAP_SECONDS} s at ${Math.max(20, best.ours?.rate ?? 60)}/s (${heap.emitted} comments, ${heap.onScreen} on screen at the end): s5–10 ${mb(firstTen)} MB → last 5 s ${mb(lastTen)} MB (${((lastTen / firstTen - 1) * 100).toFixed(1)} %), min ${mb(Math.min(...s))} MB, max ${mb(Math.max(...s))} MB`,
  );
  // The screen takes ~14 s to fill, so s5–10 holds fewer comments than the end: also from s15–20.
  if (s.length > 25) {
    const filled = s.slice(15, 20).reduce((a, b) => a + b, 0) / 5;
    console.log(
      `heap once the screen is full: s15–20 ${mb(filled)} MB → last 5 s ${mb(lastTen)} MB (${((lastTen / filled - 1) * 100).toFixed(1)} %)`,
    );
  }
} else {
  console.log('heap: performance.memory unavailable in this Chromium');
}
const [first, second] = live;
if (first !== undefined && second !== undefined) {
  console.log(
    `live heap right after a full GC, then: s${HEAP_SECONDS + 1} ${mb(first)} MB → s${HEAP_SECONDS + 21} ${mb(second)} MB (${((second / first - 1) * 100).toFixed(1)} %)`,
  );
}
await browser.close();
