import { expect, test } from '@playwright/test';

// Issue 13 (no layout shift): cumulative layout shift ≤ 0.05 on the main routes, desktop and phone,
// measured as Chromium reports it (PerformanceObserver 'layout-shift', shifts after input excluded),
// from the navigation until the page has had its data for a while. Before the fix: /main 0.387 at
// 1280 px and 1.338 at 390 px (the footer and the lists under the football list pushed down),
// /live?uid=8 0.076 at 1280 px (the room card arriving above the player).

const ROUTES = ['/main', '/score-live', '/live?uid=8', '/anchor'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
/**
 * How long after the load event shifts are still counted: the lists' and the room's first data. Not
 * longer: at the journeys' 60× simulator speed, matches kick off and end every few seconds, and a row
 * moving from "upcoming" to "live" shifts the sections below it (0.024–0.039 each on /main at 390 px,
 * measured) — live data moving, which a longer window counted as load shift (2 of 5 CI runs failed so).
 */
const SETTLE_MS = 2_000;

for (const viewport of VIEWPORTS) {
  for (const route of ROUTES) {
    test(`${route} at ${viewport.name} size (${viewport.width} px) moves under the reader by CLS ≤ 0.05`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: { total: number; shifts: string[] } };
        w.__cls = { total: 0, shifts: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            w.__cls.total += entry.value;
            const node = entry.sources?.[0]?.node;
            const name =
              node instanceof Element
                ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}[${node.getAttribute('aria-labelledby') ?? node.className}]`
                : String(node?.nodeName);
            w.__cls.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A phone is sent to the mobile site (/m/…) once the app has the settings; it opens that page
      // itself here, so the redirect cannot land inside the measuring window (it did once the page's
      // load event came sooner: one entry chunk, the route's chunks preloaded by the HTML).
      await page.goto(viewport.width <= 500 ? `/m${route}` : route, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const cls = await page.evaluate(() => (window as unknown as { __cls: { total: number; shifts: string[] } }).__cls);
      await context.close();
      expect(cls.total, `CLS on ${route} (${viewport.width} px); shifts:\n${cls.shifts.join('\n')}`).toBeLessThanOrEqual(0.05);
    });
  }
}
