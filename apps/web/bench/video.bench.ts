// `pnpm bench` (web): live video in Chromium against `pnpm start` on loopback, through the real room
// page (/live, the Player on hls.js):
// - time to first frame: navigation start → the first decoded video frame (loadeddata / a presented frame),
//   p50 / p95 over fresh pages; and the same for the bare master playlist fetched by Node, as a floor;
// - live latency: wall clock − hls.js `playingDate` (the stream's EXT-X-PROGRAM-DATE-TIME, which is
//   the clock burned into the picture), sampled while playing;
// - recovery after a 3 s segment outage (the server's development switch): from the end of the outage
//   to playback advancing again, and whether the player ever reached its fatal error state.
// Figures only; no pass/fail. Port 18714 (BENCH_PORT). The encoded media is cached in
// BENCH_DATA_DIR (default: a fixed folder in the temp dir), so only the first run encodes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';

const PORT = Number(process.env.BENCH_PORT ?? 18714);
const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 10);
const OUTAGES = Number(process.env.BENCH_OUTAGES ?? 3);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'arena-bench-video');
mkdirSync(dataDir, { recursive: true });

const server: ChildProcess = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  detached: true,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', ARENA_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

// biome-ignore lint/suspicious/noExplicitAny: envelopes of several calls, read field by field
const get = async (path: string) => (await (await fetch(origin + path)).json()) as { code: number; data: any };
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/universal/getHot`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 360) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 500));
}
const rooms = (await get('/api/Live_streaming/getLiveList?type=-1&page=1&limit=3')).data.data as { uid: number }[];
const uid = rooms[0]!.uid;
// The first start encodes the media (minutes); wait until the room's stream is ready.
for (let i = 0; ; i++) {
  const info = (await get(`/api/Live_streaming/getRoomInfo?uid=${uid}`)).data.info;
  if (info.stream_status === 'ready') break;
  if (i === 0) console.log('waiting for the first encoding of the test media…');
  if (i > 600) throw new Error('the stream never became ready');
  await new Promise((r) => setTimeout(r, 2_000));
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN;
};
const ms = (x: number) => `${Math.round(x)} ms`;

// Floor: the master playlist over loopback from Node.
const floor: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  await (await fetch(`${origin}/hls/${uid}/master.m3u8`)).text();
  floor.push(performance.now() - t);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
// The first frame: the video's first `loadeddata` (media events do not bubble, so capture at the
// document), or a presented frame (requestVideoFrameCallback) if that comes first.
// Plain JavaScript (functions compiled by tsx cannot be shipped to the page by toString).
const watchFirstFrame = `(() => {
  const mark = () => { if (window.__firstFrame === undefined) window.__firstFrame = performance.now(); };
  document.addEventListener('loadeddata', (e) => { if (e.target.readyState >= 2) mark(); }, true);
  document.addEventListener('play', (e) => e.target.requestVideoFrameCallback && e.target.requestVideoFrameCallback(mark), true);
})()`;

const ttff: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: watchFirstFrame });
  await page.goto(`${origin}/live?uid=${uid}`);
  const t = await page.waitForFunction(() => (window as unknown as { __firstFrame?: number }).__firstFrame, null, { timeout: 60_000 });
  ttff.push(Number(await t.jsonValue()));
  await context.close();
}
console.log(`time to first frame (/live page, navigation → first frame, ${RUNS} fresh pages): p50 ${ms(pct(ttff, 0.5))}, p95 ${ms(pct(ttff, 0.95))}; master playlist fetch floor p50 ${ms(pct(floor, 0.5))}`);

const page: Page = await browser.newPage();
await page.goto(`${origin}/live?uid=${uid}`);
await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 2, null, { timeout: 60_000 });
const latencies: number[] = [];
for (let i = 0; i < 10; i++) {
  const l = await page.evaluate(() => {
    const hls = (document.querySelector('video') as unknown as { hls?: { playingDate?: Date | null } }).hls;
    return hls?.playingDate ? Date.now() - hls.playingDate.getTime() : null;
  });
  if (l != null) latencies.push(l);
  await page.waitForTimeout(1_000);
}
console.log(`live latency (wall clock − PROGRAM-DATE-TIME of the frame playing, 10 samples): p50 ${ms(pct(latencies, 0.5))}, max ${ms(Math.max(...latencies))}`);

const recoveries: number[] = [];
let fatal = 0;
for (let i = 0; i < OUTAGES; i++) {
  await page.evaluate(() => {
    const w = window as unknown as { __states: string[] };
    w.__states = [];
    const section = document.querySelector('section[data-state]')!;
    new MutationObserver(() => w.__states.push(section.getAttribute('data-state') ?? '')).observe(section, { attributes: true, attributeFilter: ['data-state'] });
  });
  const res = await get(`/dev/hls/outage?uid=${uid}&seconds=3`);
  const until = Number(res.data.until);
  await page.waitForTimeout(Math.max(0, until - Date.now()));
  const before = await page.evaluate(() => document.querySelector('video')!.currentTime);
  const resumed = await page.waitForFunction((t0) => document.querySelector('video')!.currentTime > t0 + 0.5, before, { timeout: 30_000, polling: 50 }).then(
    () => Date.now(),
    () => Number.NaN,
  );
  recoveries.push(resumed - until);
  const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
  if (states.includes('error')) fatal += 1;
  await page.waitForTimeout(8_000);
}
console.log(
  `recovery after a 3 s segment outage (${OUTAGES} outages; outage end → playback advancing 0.5 s): ${recoveries.map(ms).join(', ')}; worst ${ms(Math.max(...recoveries))}; fatal error state reached ${fatal}×`,
);
await browser.close();
stopServer();
process.exit(0);
