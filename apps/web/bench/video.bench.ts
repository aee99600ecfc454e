// `pnpm bench` (web): live video in Chromium against `pnpm start` on loopback, through the real room
// page (/live, the Player on hls.js):
// - time to first frame: navigation start → the first decoded video frame (loadeddata / a presented frame),
//   p50 / p95 over fresh pages; and the same for the bare master playlist fetched by Node, as a floor;
// - live latency read off the picture: a presented frame drawn to a canvas, its burned-in clock strip
//   decoded, against the wall clock; beside it wall clock − hls.js `playingDate` (the stream's
//   EXT-X-PROGRAM-DATE-TIME) as a cross-check; and the strip read in every rendition;
// - recovery after a 3 s segment outage (the server's development switch): from the end of the outage
//   to playback advancing again, and whether the player ever reached its fatal error state.
// Figures only; no pass/fail. Port 18714 (BENCH_PORT). The encoded media is cached in
// BENCH_DATA_DIR (default: a fixed folder in the temp dir), so only the first run encodes.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { startArena } from './arena-server';

const PORT = Number(process.env.BENCH_PORT ?? 18714);
const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 10);
const OUTAGES = Number(process.env.BENCH_OUTAGES ?? 3);
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'arena-bench-video');
mkdirSync(dataDir, { recursive: true });

const { origin, stop: stopServer } = await startArena(PORT, dataDir, { removeData: false });

// biome-ignore lint/suspicious/noExplicitAny: envelopes of several calls, read field by field
const get = async (path: string) => (await (await fetch(origin + path)).json()) as { code: number; data: any };
const rooms = (await get('/api/Live_streaming/getLiveList?type=-1&page=1&limit=3')).data.data as { uid: number }[];
const uid = rooms[0]!.uid;
// The first start encodes the media (minutes); wait until the room's stream is ready.
for (let i = 0; ; i++) {
  const info = (await get(`/api/Live_streaming/getRoomInfo?uid=${uid}`)).data.info;
  if (info.stream_status === 'ready') break;
  if (i === 1) console.log('waiting for the room’s media (the first run encodes it)…');
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
  // When the Player's <video> is in the document (the room's page has rendered its player).
  new MutationObserver((_, observer) => {
    if (document.querySelector('video')) { window.__videoInDom = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
})()`;

// Where the time to first frame goes: when each step of the critical path ended (ms after navigation
// start, Resource Timing), the first of each kind.
const steps: [label: string, match: string][] = [
  ['page JS', 'navigation:domContentLoaded'],
  ['room info', '/getRoomInfo$'],
  ['room page chunk', '^/assets/LivePage[.-]'],
  ['hls.js chunk', '^/assets/hls[.-]'],
  ['master playlist', '/master\\.m3u8$'],
  ['media playlist', '/index\\.m3u8$'],
  ['first segment', '^/hls/.*\\.ts$'],
];
const collectSteps = `(() => {
  const out = {};
  const nav = performance.getEntriesByType('navigation')[0];
  for (const [label, match] of ${JSON.stringify(steps)}) {
    if (match === 'navigation:domContentLoaded') { out[label] = { start: 0, end: nav ? nav.domContentLoadedEventEnd : NaN }; continue; }
    const e = performance.getEntriesByType('resource').find((r) => new RegExp(match).test(new URL(r.name).pathname));
    if (e) out[label] = { start: e.startTime, end: e.responseEnd, size: e.encodedBodySize };
  }
  out['player in page'] = { start: window.__videoInDom, end: window.__videoInDom };
  const v = document.querySelector('video');
  out.level = v && v.hls ? v.hls.levels[v.hls.currentLevel]?.name : undefined;
  return out;
})()`;
type Step = { start: number; end: number; size?: number };
const stepRuns: Record<string, Step>[] = [];
const levels: string[] = [];

const ttff: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: watchFirstFrame });
  await page.goto(`${origin}/live?uid=${uid}`);
  const t = await page.waitForFunction(() => (window as unknown as { __firstFrame?: number }).__firstFrame, null, { timeout: 60_000 });
  ttff.push(Number(await t.jsonValue()));
  const s = (await page.evaluate(collectSteps)) as Record<string, Step> & { level?: string };
  if (s.level) levels.push(s.level);
  stepRuns.push(s);
  await context.close();
}
console.log(
  `time to first frame (/live page, navigation → first frame, ${RUNS} fresh pages): p50 ${ms(pct(ttff, 0.5))}, p95 ${ms(pct(ttff, 0.95))}; master playlist fetch floor p50 ${ms(pct(floor, 0.5))}`,
);
const median = (label: string, key: 'start' | 'end' | 'size') =>
  pct(
    stepRuns.map((r) => r[label]?.[key] ?? Number.NaN).filter((x) => !Number.isNaN(x)),
    0.5,
  );
console.log(
  `  critical path, p50 ms after navigation start (request start → response end): ${steps
    .concat([['player in page', '']])
    .map(([label]) => `${label} ${Math.round(median(label, 'start'))}→${Math.round(median(label, 'end'))}`)
    .join(
      ', ',
    )}; first frame ${Math.round(pct(ttff, 0.5))}; first segment ${Math.round(median('first segment', 'size') / 1024)} KB; level playing at first frame: ${[...new Set(levels)].join('/') || '?'}`,
);

const page: Page = await browser.newPage();
await page.goto(`${origin}/live?uid=${uid}`);
await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 2, null, { timeout: 60_000 });
// Live latency read off the picture: the next presented frame is drawn to a canvas and its clock strip
// decoded (layout: CLOCK_STRIP in apps/server/src/hls/media.ts: 16 blocks along the bottom twelfth,
// white reference, 13 bits of loop time in centiseconds, even parity, black reference). The loop is
// 60 s and aligned to the minute, so latency = (display time − shown time) mod 60 s. hls.js's
// playingDate (EXT-X-PROGRAM-DATE-TIME) at the same moment is the cross-check.
const readFrameClock = `new Promise((resolve) => {
  const v = document.querySelector('video');
  v.requestVideoFrameCallback((_now, meta) => {
    const cells = 16, bits = 13, unitMs = 10, px = 8;
    const w = v.videoWidth, h = v.videoHeight, strip = Math.ceil(h / 12);
    const c = document.createElement('canvas');
    c.width = cells * px;
    c.height = 4;
    const ctx = c.getContext('2d', { willReadFrequently: true });
    // The middle half of the strip's height, scaled to 8 px per block whatever the rendition.
    ctx.drawImage(v, 0, h - strip * 0.75, w, strip / 2, 0, 0, c.width, c.height);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const level = (cell) => {
      let sum = 0, n = 0;
      for (let y = 0; y < c.height; y++) for (let x = cell * px + px / 4; x < cell * px + (px * 3) / 4; x++) {
        const i = (y * c.width + x) * 4;
        sum += 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
        n++;
      }
      return sum / n;
    };
    const white = level(0), black = level(cells - 1), mid = (white + black) / 2;
    let value = 0, ones = 0;
    for (let i = 0; i < bits; i++) {
      const b = level(1 + i) > mid ? 1 : 0;
      value = value * 2 + b;
      ones += b;
    }
    const ok = white - black > 100 && (level(bits + 1) > mid ? 1 : 0) === ones % 2 && value * unitMs < 60000;
    const wall = performance.timeOrigin + meta.expectedDisplayTime;
    const pdt = v.hls && v.hls.playingDate ? Date.now() - v.hls.playingDate.getTime() : null;
    resolve({ ok, picture: ok ? (((wall % 60000) - value * unitMs) % 60000 + 60000) % 60000 : null, pdt, height: h });
  });
})`;
type FrameClock = { ok: boolean; picture: number | null; pdt: number | null; height: number };
const pictureLatency: number[] = [];
const pdtLatency: number[] = [];
let unreadable = 0;
for (let i = 0; i < 20; i++) {
  const r = (await page.evaluate(readFrameClock)) as FrameClock;
  if (r.picture != null) pictureLatency.push(r.picture);
  else unreadable += 1;
  if (r.pdt != null) pdtLatency.push(r.pdt);
  await page.waitForTimeout(500);
}
console.log(
  `live latency read off the picture (display time − burned-in clock strip, 20 frames): p50 ${ms(pct(pictureLatency, 0.5))}, p95 ${ms(pct(pictureLatency, 0.95))}, unreadable ${unreadable}; cross-check wall clock − PROGRAM-DATE-TIME (hls.js playingDate): p50 ${ms(pct(pdtLatency, 0.5))}, p95 ${ms(pct(pdtLatency, 0.95))}`,
);
// The strip must read in every rendition: lock each level in turn and read a few frames.
const perRendition: string[] = [];
const levelCount = (await page.evaluate('document.querySelector("video").hls.levels.length')) as number;
for (let level = 0; level < levelCount; level++) {
  await page.evaluate(`document.querySelector("video").hls.currentLevel = ${level}`);
  await page
    .waitForFunction(`document.querySelector("video").videoHeight === document.querySelector("video").hls.levels[${level}].height`, null, {
      timeout: 20_000,
    })
    .catch(() => undefined);
  const reads: FrameClock[] = [];
  for (let i = 0; i < 3; i++) {
    reads.push((await page.evaluate(readFrameClock)) as FrameClock);
    await page.waitForTimeout(300);
  }
  const good = reads.filter((r) => r.picture != null).map((r) => r.picture!);
  perRendition.push(`${reads[0]!.height}p ${good.length}/${reads.length}`);
}
await page.evaluate('document.querySelector("video").hls.currentLevel = -1');
console.log(`  clock strip read with each rendition locked in turn (frames decoded / read): ${perRendition.join(', ')}`);

const recoveries: number[] = [];
let fatal = 0;
for (let i = 0; i < OUTAGES; i++) {
  await page.evaluate(() => {
    const w = window as unknown as { __states: string[] };
    w.__states = [];
    const section = document.querySelector('section[data-state]')!;
    new MutationObserver(() => w.__states.push(section.getAttribute('data-state') ?? '')).observe(section, {
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  const res = await get(`/dev/hls/outage?uid=${uid}&seconds=3`);
  const until = Number(res.data.until);
  await page.waitForTimeout(Math.max(0, until - Date.now()));
  const before = await page.evaluate(() => document.querySelector('video')!.currentTime);
  const resumed = await page
    .waitForFunction((t0) => document.querySelector('video')!.currentTime > t0 + 0.5, before, { timeout: 30_000, polling: 50 })
    .then(
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
