// `pnpm bench` (web): the conversation list of a user with 1,000 conversations (issue 16), scrolling
// in Chromium. The real ConversationList of @arena/ui, built for production, in a 600 px column; it is
// scrolled to the end and back at a steady 40 px and then 200 px an animation frame, and each frame's
// time (the gap between animation frames) is reported as p50 / p95 / max against the 16 ms budget of a
// 60 Hz frame, with the long tasks meanwhile. Figures only; nothing here passes or fails on timing.

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { serveBenchPage } from './bench-page';

const here = fileURLToPath(new URL('.', import.meta.url));
const STEPS = [40, 200];

interface Result {
  frames: number[];
  distance: number;
  longTasks: number;
  longTaskMs: number;
}

const benchPage = await serveBenchPage(join(here, 'conversation-list'), 'conversations');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(benchPage.url);
await page.waitForFunction(() => document.querySelectorAll('ul[aria-label] > li').length >= 1000);

const q = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : Number.NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(8);

console.log('conversation list in Chromium: 1,000 conversations in a 600 px column, scrolled to the end and back (budget: 16 ms a frame)');
for (const step of STEPS) {
  const r = await page.evaluate((s) => (window as unknown as { bench: { run: (s: number) => Promise<Result> } }).bench.run(s), step);
  const over = r.frames.filter((f) => f > 16.7).length;
  console.log(
    `  ${String(step).padStart(3)} px/frame: ${r.frames.length} frames over ${Math.round(r.distance)} px | frame p50 ${ms(q(r.frames, 0.5))}  p95 ${ms(q(r.frames, 0.95))}  max ${ms(Math.max(...r.frames))} | over 16.7 ms: ${over} | long tasks ${r.longTasks} (${r.longTaskMs.toFixed(0)} ms)`,
  );
}
await browser.close();
benchPage.close();
process.exit(0);
