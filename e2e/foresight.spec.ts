import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

// Issue 19, /foresight: the next matches' previews with the model's probabilities beside the odds'
// (whole percents summing to exactly 100), the model's Brier record against the odds' with numbers the
// server computed, and a team linked to its page (zh, deep); short en and vi smokes.

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** The whole percents of one row of a card's probability table. */
async function percentsOf(row: Locator): Promise<number[]> {
  const cells = row.locator('td[data-percent]');
  await expect(cells).toHaveCount(3);
  return await cells.evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-percent'))));
}

test('zh: previews show the model beside the odds summing to 100 %, the Brier comparison, and a team page', async ({ page }) => {
  const errors = collectErrors(page);
  // The record the page was given (matches finish at 60× while the journey runs: a second call could differ).
  const reportAnswer = page.waitForResponse((r) => r.url().includes('/api/Database/model_report'));
  await page.goto('/foresight');
  await expect(page).toHaveTitle(/ - Arena 体育直播$/);
  await expect(page.getByRole('heading', { level: 1, name: '赛事前瞻' })).toBeVisible();

  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toBeVisible();
  const table = card.getByRole('table', { name: '胜平负概率：模型与赔率' });
  const model = await percentsOf(table.locator('tr[data-source="model"]'));
  expect(model.reduce((a, b) => a + b, 0)).toBe(100);
  const odds = await percentsOf(table.locator('tr[data-source="odds"]'));
  expect(odds.reduce((a, b) => a + b, 0)).toBe(100);
  await expect(table.locator('tr[data-source="model"] td').first()).toHaveText(/^\d{1,3}%$/);
  await expect(
    card
      .getByText('近期状态')
      .or(card.getByText(/近 5 场/))
      .first(),
  ).toBeVisible();
  await expect(card.getByRole('heading', { level: 4, name: '交锋记录' })).toBeVisible();

  // The record: both Brier scores with three decimals, the same numbers the server computed.
  const report = page.getByRole('region', { name: '模型表现' });
  const served = (await (await reportAnswer).json()).data as { matches: number; model_brier: number; odds_brier: number };
  expect(served.matches).toBeGreaterThan(0);
  await expect(report.locator('[data-figure="model"] dd')).toHaveText(served.model_brier.toFixed(3));
  await expect(report.locator('[data-figure="odds"] dd')).toHaveText(served.odds_brier.toFixed(3));
  await expect(report.getByText(served.model_brier < served.odds_brier ? '模型优于赔率' : '赔率优于模型')).toBeVisible();
  await expect(report.getByText(new RegExp(`最近 ${served.matches} 场已完赛比赛`))).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // A team's name is a link to its database page.
  const team = card.getByRole('heading', { level: 4 }).first().getByRole('link');
  const name = (await team.textContent())!.trim();
  await team.click();
  await expect(page).toHaveURL(/\/base-football\?team=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const [lang, title, caption, record] of [
  ['en', 'Foresight', 'Win / draw / loss chances: model and odds', 'How the model did'],
  ['vi', 'Nhận định', 'Xác suất thắng / hòa / thua: mô hình và tỷ lệ cược', 'Hiệu quả của mô hình'],
] as const) {
  test(`${lang}: the page reads in the language, percents sum to 100`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/foresight');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const row = page.getByRole('table', { name: caption }).first().locator('tr[data-source="model"]');
    expect((await percentsOf(row)).reduce((a, b) => a + b, 0)).toBe(100);
    await expect(page.getByRole('region', { name: record }).locator('[data-figure="model"] dd')).toHaveText(/^0[.,]\d{3}$/);
    expect(errors).toEqual([]);
  });
}
