// `pnpm bench` (web): the bytes a browser receives for the first view of /main, /score-live and
// /live?uid=8, against `pnpm start` on loopback (issue 13: the README's figures are the bytes sent,
// not an estimate). Each page in a fresh Chromium context (empty cache); Resource Timing's
// encodedBodySize is the body as it came over the wire (brotli from the build's `.br` copies), beside
// the same files gzipped by zlib at its default level (how live-list.bench.ts measured the budget
// before) and uncompressed. "Initial" is what finished loading by the load event; "first view" adds
// what the page fetched until the network was quiet for a second (lazy chunks, the date strip…).
// Budget: initial JS + CSS ≤ 150 KB. Figures only; port 18715 (BENCH_PORT).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, startArena } from './arena-server';

const PORT = Number(process.env.BENCH_PORT ?? 18715);
const BUDGET_KB = 150;
const ROUTES = ['/main', '/score-live', '/live?uid=8'];
/** A phone lands on the /m/ pages (the app sends it there), a desktop on the routes themselves. */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const dataDir = mkdtempSync(join(tmpdir(), 'arena-bench-bytes-'));
const { origin } = await startArena(PORT, dataDir);

interface Entry {
  name: string;
  kind: 'js' | 'css' | 'html';
  encoded: number;
  decoded: number;
  end: number;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
const gzipOf = new Map<string, number>();
/** zlib's default level over the file itself, fetched once from Node. */
async function gzipSize(url: string): Promise<number> {
  if (!gzipOf.has(url)) gzipOf.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
  return gzipOf.get(url)!;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`bytes sent for a first view (empty cache), Chromium against pnpm start; budget initial JS + CSS ≤ ${BUDGET_KB} KB`);
for (const viewport of VIEWPORTS)
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    const encodings = new Map<string, string>();
    page.on('response', (res) => encodings.set(res.url(), res.headers()['content-encoding'] ?? 'identity'));
    await page.goto(origin + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const { entries, load } = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((r) => ({ name: r.name, document: false, encoded: r.encodedBodySize, decoded: r.decodedBodySize, end: r.responseEnd }))
        .concat([{ name: nav.name, document: true, encoded: nav.encodedBodySize, decoded: nav.decodedBodySize, end: nav.responseEnd }]);
      return { entries: list, load: nav.loadEventEnd };
    });
    await context.close();
    const typed: Entry[] = entries.flatMap((e) => {
      const path = new URL(e.name).pathname;
      const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : e.document ? 'html' : null;
      return kind ? [{ ...e, kind }] : [];
    });
    const sum = async (list: Entry[]) => ({
      sent: list.reduce((s, e) => s + e.encoded, 0),
      raw: list.reduce((s, e) => s + e.decoded, 0),
      gzip: (await Promise.all(list.map((e) => gzipSize(e.name)))).reduce((s, n) => s + n, 0),
      files: list.length,
    });
    const assets = typed.filter((e) => e.kind !== 'html');
    const initial = await sum(assets.filter((e) => e.end <= load));
    const all = await sum(assets);
    const html = await sum(typed.filter((e) => e.kind === 'html'));
    const js = await sum(assets.filter((e) => e.kind === 'js' && e.end <= load));
    const css = await sum(assets.filter((e) => e.kind === 'css' && e.end <= load));
    const landed = typed.find((e) => e.kind === 'html')?.name.replace(origin, '') ?? route;
    const used = [...new Set(assets.map((e) => encodings.get(e.name)))].join('/');
    const verdict = initial.sent / 1024 <= BUDGET_KB ? 'within' : 'OVER';
    console.log(`${viewport.name} ${route}${landed === route ? '' : ` → ${landed}`}  (encodings received: ${used})`);
    console.log(
      `  initial JS + CSS sent ${kb(initial.sent)} (${verdict} the ${BUDGET_KB} KB budget; JS ${kb(js.sent)}, CSS ${kb(css.sent)}, ${initial.files} files)  | gzip -6 ${kb(initial.gzip)} | uncompressed ${kb(initial.raw)}`,
    );
    console.log(`  first view JS + CSS sent ${kb(all.sent)} (${all.files} files)  | gzip -6 ${kb(all.gzip)} | uncompressed ${kb(all.raw)}`);
    console.log(`  the HTML document sent ${kb(html.sent)} (uncompressed ${kb(html.raw)})`);
  }
await browser.close();
process.exit(0);
