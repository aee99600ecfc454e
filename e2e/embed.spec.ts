import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Locator, type Page, test } from '@playwright/test';

// Issue 5: the embeddable score widget from a page on ANOTHER origin (a tiny static server on its own
// port): the script tag, the <arena-scores> element with live updates over the score socket
// (SIMULATOR_SPEED=60), the iframe variant and its auto-height messages, and the en catalog.

const arena = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;
let host: Server;
let hostUrl = '';

const pages: Record<string, string> = {
  '/': `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作站点</title></head><body><main>
    <h1>合作站点</h1>
    <script src="${arena}/embed/scores.js"></script>
    <arena-scores sport="football" limit="10"></arena-scores>
  </main></body></html>`,
  // No doctype: many host pages are in quirks mode, where tables do not inherit colour or font.
  '/en': `<html lang="en"><head><meta charset="utf-8"><title>Partner site</title></head><body><main>
    <h1>Partner site</h1>
    <arena-scores sport="football" limit="10" locale="en" theme="dark"></arena-scores>
    <arena-scores sport="basketball" limit="3" locale="en"></arena-scores>
    <script src="${arena}/embed/scores.js" async></script>
  </main></body></html>`,
  '/frame': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner site</title></head><body><main>
    <h1>Partner site</h1>
    <iframe id="scores" title="Live scores" style="width:100%;border:0" src="${arena}/embed/scores?sport=football&limit=5&locale=vi&theme=light"></iframe>
    <script>
      window.heights = [];
      addEventListener('message', (event) => {
        if (event.origin !== ${JSON.stringify(arena)} || event.data?.type !== 'arena-scores:height') return;
        window.heights.push(event.data.height);
        document.getElementById('scores').style.height = event.data.height + 'px';
      });
    </script>
  </main></body></html>`,
};

test.beforeAll(async () => {
  host = createServer((request, response) => {
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    const page = pages[request.url ?? '/'];
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** What the rows say now (status cell and score), to see them move. */
async function snapshot(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((trs) =>
    trs.map((tr) => `${tr.getAttribute('data-id')} ${tr.querySelector('.time')?.textContent} ${tr.querySelector('.score')?.textContent}`),
  );
}

test('the script from the Arena server renders live rows on another origin, and they move over the socket', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto(`${hostUrl}/`);
  expect(new URL(page.url()).origin).not.toBe(arena);

  const widget = page.locator('arena-scores');
  const table = widget.getByRole('table', { name: '足球即时比分' });
  await expect(table).toBeVisible();
  const rows = widget.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.count()).toBeLessThanOrEqual(10);
  await expect(widget.locator('tbody tr[data-phase="live"]').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: '主队' })).toBeVisible();

  // Minutes (one per second at SIMULATOR_SPEED=60) and scores change without a reload.
  const before = await snapshot(rows);
  await expect
    .poll(async () => (await snapshot(rows)).filter((row, i) => row !== before[i]).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(sockets.some((url) => url.startsWith(arena.replace('http', 'ws')) && url.endsWith('/ws'))).toBe(true);

  // A goal marks its row for a while and is told once in the polite live region.
  await expect(widget.locator('tbody tr[data-goal]').first()).toBeAttached({ timeout: 90_000 });
  await expect(widget.getByRole('status')).toContainText('进球！', { timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('locale en on a quirks-mode page: caption, column headers and statuses from the en catalog; two sports side by side; dark theme; no axe violation', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`${hostUrl}/en`);
  const football = page.locator('arena-scores[sport="football"]');
  const basketball = page.locator('arena-scores[sport="basketball"]');
  await expect(football.getByRole('table', { name: 'Live football scores' })).toBeVisible();
  await expect(basketball.getByRole('table', { name: 'Live basketball scores' })).toBeVisible();
  for (const name of ['Time', 'Home', 'Score', 'Away']) await expect(football.getByRole('columnheader', { name })).toBeVisible();
  await expect(football.locator('tbody tr').first()).toBeVisible();
  await expect(basketball.locator('tbody tr').first()).toBeVisible();
  expect(await basketball.locator('tbody tr').count()).toBeLessThanOrEqual(3);
  // English team names and an English status somewhere (a minute, HT, FT or a kick-off time).
  await expect(football.getByText('Live scores by Arena')).toBeVisible();
  await expect(football.locator('tbody')).not.toContainText(/[\u4e00-\u9fff]/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the iframe page renders the same element and posts its height to the parent', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${hostUrl}/frame`);
  const frame = page.frameLocator('#scores');
  await expect(frame.getByRole('table', { name: 'Tỉ số bóng đá trực tiếp' })).toBeVisible();
  await expect(frame.locator('arena-scores tbody tr').first()).toBeVisible();
  expect(await frame.locator('arena-scores tbody tr').count()).toBeLessThanOrEqual(5);
  // The parent receives { type: 'arena-scores:height', height } and sizes the iframe to the widget.
  await expect.poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1) ?? 0)).toBeGreaterThan(100);
  const inner =
    (await page
      .frames()
      .find((f: Frame) => f.url().startsWith(`${arena}/embed/scores`))
      ?.evaluate(() => Math.ceil(document.querySelector('arena-scores')!.getBoundingClientRect().height))) ?? 0;
  const last = await page.evaluate(() => (window as unknown as { heights: number[] }).heights.at(-1));
  expect(last).toBe(inner);
  await expect(page.locator('#scores')).toHaveCSS('height', `${inner}px`);
  expect(errors).toEqual([]);
});
