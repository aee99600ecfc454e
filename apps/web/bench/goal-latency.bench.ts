// `pnpm bench` (web): goal alert latency in Chromium — a simulator goal → the app's goal pop-up painted
// on /score-live (the built web app: ScoreSocket → ScoreStore → GoalAlerts → GoalPopup), p50 and p95
// over ≥ 20 goals; beside it, in a second page, the goal marker of the embeddable <arena-scores>.
// Baseline measured in the same run and the widget's page: a bare WebSocket on the same hub that only
// parses frames and writes a DOM marker. Time zero of a goal is when a Node observer (a further bare
// socket, in this process) receives the frame — on localhost that is the hub's send.
// Figures and ratios only; no pass/fail. Port 18712 (BENCH_PORT).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import WebSocket from 'ws';

const GOALS = Number(process.env.BENCH_GOALS ?? 20);
const SPEED = process.env.BENCH_SIMULATOR_SPEED ?? '180';
const PORT = Number(process.env.BENCH_PORT ?? 18712);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 300);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const origin = `http://127.0.0.1:${PORT}`;
const now = () => performance.timeOrigin + performance.now();

// ── The server (apps/server with the web and embed builds), on a temporary data folder ──
const { buildWebIfStale } = (await import(join(root, 'scripts/lib.mjs'))) as { buildWebIfStale: () => Promise<void> };
await buildWebIfStale();
const built = spawnSync('pnpm', ['--filter', '@arena/embed', 'build'], { cwd: root, stdio: 'ignore' });
if (built.status !== 0) throw new Error('the embed build failed');
const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-goal-'));
const server: ChildProcess = spawn('pnpm', ['--filter', '@arena/server', 'start'], {
  cwd: root,
  detached: true,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', ARENA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIMULATOR_SPEED: SPEED },
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/universal/getHot`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 240) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

// ── Goals as frames: a football_match frame whose total is above the last one of that match ──
// Plain JavaScript source, used both here and in the page (functions compiled by tsx cannot be
// shipped to the page by toString).
const GOAL_DETECTOR = `(() => {
  const last = new Map();
  return (text) => {
    let data;
    try { data = JSON.parse(text).data; } catch { return undefined; }
    if (!data || data.type !== 'football_match') return undefined;
    const total = Number(data.home_score) + Number(data.away_score);
    const before = last.get(data.id);
    last.set(data.id, total);
    return before !== undefined && total > before ? data.id + ':' + data.home_score + '-' + data.away_score : undefined;
  };
})()`;
const goalDetector = () => new Function(`return ${GOAL_DETECTOR}`)() as (text: string) => string | undefined;

const events = new Map<string, number>();
const observer = new WebSocket(`${origin.replace('http', 'ws')}/ws`);
const detect = goalDetector();
observer.on('message', (data) => {
  const t = now();
  const key = detect(data.toString());
  if (key && !events.has(key)) events.set(key, t);
});
observer.on('open', () => {
  observer.send('{"type":"register","info":"web"}');
  observer.send('{"type":"classify","classify_type":0}');
});

// ── The page: the widget (every match of the day) plus the bare socket ──
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage();
await page.goto(`${origin}/embed/scores?sport=football&limit=100&locale=en`);
await page.locator('arena-scores tbody tr').first().waitFor();
/** Runs in the page: when the bare socket sees each goal, and when the widget's marker is painted. */
const PAGE_PROBE = `(url, detectGoal) => {
  const stamp = () => performance.timeOrigin + performance.now();
  window.bare = {};
  window.painted = {};
  window.barePainted = {};
  const marker = document.body.appendChild(document.createElement('output'));
  const ws = new WebSocket(url);
  ws.onopen = () => {
    ws.send('{"type":"register","info":"web"}');
    ws.send('{"type":"classify","classify_type":0}');
  };
  ws.onmessage = (event) => {
    const t = stamp();
    const key = detectGoal(String(event.data));
    if (!key || key in window.bare) return;
    window.bare[key] = t;
    // The baseline's own marker: a plain DOM write painted by the same next frame rule.
    marker.textContent = key;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.barePainted[key] = stamp(); };
      channel.port2.postMessage(0);
    });
  };
  const shadow = document.querySelector('arena-scores').shadowRoot;
  new MutationObserver((records) => {
    for (const record of records) {
      const tr = record.target;
      if (record.attributeName !== 'data-goal' || !tr.dataset.goal) continue;
      const score = (tr.querySelector('.score')?.textContent ?? '').replace(/\\s/g, '').replace('\u2013', '-');
      const key = tr.dataset.id + ':' + score;
      if (key in window.painted) continue;
      // After the next frame is produced: a rAF callback runs before paint, a task posted from it after.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { window.painted[key] = stamp(); };
        channel.port2.postMessage(0);
      });
    }
  }).observe(shadow, { subtree: true, attributes: true, attributeFilter: ['data-goal'] });
}`;
await page.evaluate(`(${PAGE_PROBE})(${JSON.stringify(`${origin.replace('http', 'ws')}/ws`)}, ${GOAL_DETECTOR})`);

// ── The app: /score-live, whose shell shows the goal pop-ups ──
const app = await browser.newPage();
await app.goto(`${origin}/score-live`);
await app.locator('[data-section="live"] [data-phase="live"]').first().waitFor();
const APP_PROBE = `() => {
  const stamp = () => performance.timeOrigin + performance.now();
  window.appPainted = {};
  const selector = '[data-testid="goal-popup"][data-kind="goal"]';
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const li of node.matches(selector) ? [node] : node.querySelectorAll(selector)) {
          const key = li.dataset.matchId + ':' + li.dataset.score;
          if (key in window.appPainted) continue;
          window.appPainted[key] = null;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => { window.appPainted[key] = stamp(); };
            channel.port2.postMessage(0);
          });
        }
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}`;
await app.evaluate(`(${APP_PROBE})()`);

// ── Collect ──
const started = Date.now();
type Sample = { bare: number; barePainted: number; painted: number };
let samples: Sample[] = [];
let appSamples: number[] = [];
process.stdout.write(`goal latency: waiting for ${GOALS} goals (SIMULATOR_SPEED=${SPEED})`);
while (Date.now() - started < MAX_SECONDS * 1000) {
  await new Promise((r) => setTimeout(r, 2_000));
  const seen = (await page.evaluate('({ bare: window.bare, barePainted: window.barePainted, painted: window.painted })')) as Record<
    'bare' | 'barePainted' | 'painted',
    Record<string, number>
  >;
  const appSeen = (await app.evaluate('window.appPainted')) as Record<string, number | null>;
  appSamples = [...events].flatMap(([key, t0]) => (typeof appSeen[key] === 'number' ? [(appSeen[key] as number) - t0] : []));
  samples = [];
  for (const [key, t0] of events) {
    const bare = seen.bare[key];
    const barePainted = seen.barePainted[key];
    const painted = seen.painted[key];
    if (bare !== undefined && barePainted !== undefined && painted !== undefined)
      samples.push({ bare: bare - t0, barePainted: barePainted - t0, painted: painted - t0 });
  }
  process.stdout.write('.');
  if (samples.length >= GOALS && appSamples.length >= GOALS) break;
}
process.stdout.write('\n');
const missed = [...events.keys()].length - samples.length;

await browser.close();
observer.close();
stopServer();
await Promise.race([new Promise((r) => server.once('exit', r)), new Promise((r) => setTimeout(r, 10_000))]);
try {
  rmSync(dataDir, { recursive: true, force: true });
} catch {
  // the server may still be writing there; it is a temporary folder
}

const q = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : Number.NaN;
};
const bare = samples.map((s) => s.bare);
const barePainted = samples.map((s) => s.barePainted);
const painted = samples.map((s) => s.painted);
const overhead = samples.map((s) => s.painted - s.barePainted);
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
console.log(`goal alert latency in Chromium, from the hub's frame (Node observer) — SIMULATOR_SPEED=${SPEED}`);
console.log(
  `  the app's goal pop-up painted on /score-live      p50 ${ms(q(appSamples, 0.5))}   p95 ${ms(q(appSamples, 0.95))}   (budget p95 ≤ 250 ms; ${appSamples.length} goals)`,
);
console.log(
  `  ratio app pop-up / baseline: p50 ${ratio(q(appSamples, 0.5), q(barePainted, 0.5))}   p95 ${ratio(q(appSamples, 0.95), q(barePainted, 0.95))}`,
);
console.log(`  the widget's page (${samples.length} goals):`);
console.log(`  frame reaches a bare socket in the page          p50 ${ms(q(bare, 0.5))}   p95 ${ms(q(bare, 0.95))}`);
console.log(`  baseline: bare socket + plain DOM marker painted  p50 ${ms(q(barePainted, 0.5))}   p95 ${ms(q(barePainted, 0.95))}`);
console.log(`  <arena-scores> goal marker painted                p50 ${ms(q(painted, 0.5))}   p95 ${ms(q(painted, 0.95))}`);
console.log(
  `  ratio widget / baseline: p50 ${ratio(q(painted, 0.5), q(barePainted, 0.5))}   p95 ${ratio(q(painted, 0.95), q(barePainted, 0.95))}`,
);
console.log(
  `  widget minus baseline, per goal (ScoreSocket + ScoreStore + DOM): p50 ${ms(q(overhead, 0.5))}   p95 ${ms(q(overhead, 0.95))}`,
);
console.log(
  `  goals the observer saw that a page did not match (before its probe, or not on the widget's list): widget ${missed}, app ${events.size - appSamples.length}`,
);
process.exit(0);
