import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';

// Issue 12 "Headers": the strict Content-Security-Policy (apps/server/src/security/headers.ts) breaks
// nothing. Every page below is visited with a listener for `securitypolicyviolation` in every frame and
// for console CSP errors; each must report none — and the policy header must really be there.

const arena = `http://127.0.0.1:${process.env.E2E_PORT ?? 18080}`;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watch(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => {
    const fromFrames: string[] = [];
    for (const frame of page.frames()) {
      fromFrames.push(...((await frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])) as string[]));
    }
    return [...fromFrames, ...console];
  };
}

for (const path of ['/main', '/login', '/score-live', '/live?uid=8', '/embed/scores?sport=football&limit=5&locale=en']) {
  test(`${path} runs under the strict policy with zero violations`, async ({ page }) => {
    const violations = await watch(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.waitForLoadState('load');
    // /login opens the login dialog (Radix: a scroll lock that inserts a stylesheet).
    // The live room starts its player (hls.js, a blob: worker and media) and sockets within a few seconds.
    await page.waitForTimeout(path.startsWith('/live') ? 6_000 : 3_000);
    expect(await violations()).toEqual([]);
    if (path === '/login') {
      // The scroll lock's stylesheet was inserted and applies (with the page's nonce, not 'unsafe-inline').
      expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    }
  });
}

test('the embed element runs on a third-party page whose own policy forbids inline styles', async ({ page }) => {
  const violations = await watch(page);
  // A host page on another origin (a tiny server on another port, as in embed.spec.ts) with a strict
  // policy of its own: the widget must need nothing inline.
  const host = createServer((_request, response) => {
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; script-src ${arena}; connect-src ${arena} ws://127.0.0.1:*; img-src ${arena} data:; style-src 'none'`,
      })
      .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>
        <arena-scores sport="football" limit="5" locale="en"></arena-scores>
        <script src="${arena}/embed/scores.js"></script></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const partner = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  await page.goto(`${partner}/`);
  try {
    await expect(page.locator('arena-scores tbody tr').first()).toBeVisible({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});

const storybookIndex = new URL('../storybook-static/index.json', import.meta.url);
test('a Storybook story runs under the Storybook policy with zero violations', async ({ page }) => {
  test.skip(!existsSync(storybookIndex), 'no built Storybook (pnpm exec storybook build -c .storybook -o storybook-static)');
  const entries = Object.values(
    (JSON.parse(readFileSync(storybookIndex, 'utf8')) as { entries: Record<string, { id: string; type: string }> }).entries,
  );
  const story = entries.find((e) => e.type === 'story' && /player|navbar/i.test(e.id)) ?? entries.find((e) => e.type === 'story');
  const violations = await watch(page);
  const response = await page.goto(`/storybook/iframe.html?id=${story!.id}&viewMode=story`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await page.waitForTimeout(3_000);
  expect(await violations()).toEqual([]);
});
