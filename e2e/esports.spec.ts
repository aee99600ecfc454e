import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

// Issue 19, esports: a live series advances on /gamingList without a reload (the score socket's
// esports pushes), then its detail, its league and back (zh, deep); short en and vi smokes of the list,
// the esports rooms and /anchor?type=3. The simulator runs at 60× (playwright.config.ts): live games
// move every couple of seconds, so the journeys wait on a changed figure, never on a clock.

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

interface Series {
  id: number;
  game: 'lol' | 'dota2' | 'cs2';
  league_id: number;
  league_name_zh: string;
  home: { name: string };
  away: { name: string };
  live: { status: number } | null;
}

async function liveSeries(request: APIRequestContext): Promise<Series[]> {
  const body = await (await request.get('/api/Esports/matches?status=1&limit=50')).json();
  expect(body.code).toBe(0);
  return body.data.data as Series[];
}

/** What a list row shows of a series: its series score and its live game's figures. */
const rowState = async (row: Locator) =>
  `${await row.getByTestId('series-score').textContent()} ${await row.getByTestId('series-live-state').textContent()}`;

test('zh: a live series advances on /gamingList without reload → its detail moves too → its league → back', async ({ page, request }) => {
  const errors = collectErrors(page);
  // A series with a game being played (not between games), so its figures are about to change.
  let series: Series | undefined;
  await expect
    .poll(async () => {
      series = (await liveSeries(request)).find((s) => s.live?.status === 1);
      return series !== undefined;
    })
    .toBe(true);
  await page.goto('/gamingList');
  await expect(page.getByRole('heading', { level: 1, name: '电竞赛事' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^进行中 \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

  // The row advances: kills (LoL, Dota 2) or rounds (CS2) change while the page stays the same document.
  const row = page.locator(`a[data-series="${series!.id}"]`);
  await expect(row).toContainText(series!.home.name);
  await expect(row.getByTestId('series-live-state')).toBeVisible();
  const before = await rowState(row);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await expect.poll(() => rowState(row), { timeout: 30_000 }).not.toBe(before);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // Its detail: the scoreboard, the live game's state moving, every game's winner, the players' lines.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/gamingDetail\\?id=${series!.id}$`));
  const board = page.getByRole('region', { name: `${series!.home.name} 对 ${series!.away.name}` });
  await expect(board).toBeVisible();
  const state = board.getByTestId('game-state');
  await expect(state).toBeVisible();
  const figures = await state.locator('tbody').textContent();
  await expect.poll(() => state.locator('tbody').textContent(), { timeout: 30_000 }).not.toBe(figures);
  await expect(page.getByRole('list', { name: '对局' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '选手数据' }).getByRole('table')).toHaveCount(2);
  await expect(board.getByRole('status').last()).toHaveAttribute('aria-live', 'polite');

  // Its league: the standings and the schedule, whose rows link back to series.
  await board.getByRole('link', { name: `赛事：${series!.league_name_zh}` }).click();
  await expect(page).toHaveURL(new RegExp(`/gamingLeague\\?id=${series!.league_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: series!.league_name_zh })).toBeVisible();
  await expect(page.getByRole('table', { name: '积分榜' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: '赛程' })).toBeVisible();
  await expect(page.locator('a[href^="/gamingDetail?id="]').first()).toBeVisible();

  // Back to the series.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/gamingDetail\\?id=${series!.id}$`));
  await expect(page.getByRole('region', { name: `${series!.home.name} 对 ${series!.away.name}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('en: the list by game (CS2 only) and the leagues directory read in English', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/gamingList');
  await expect(page.getByRole('heading', { level: 1, name: 'Esports matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Counter-Strike 2' }).click();
  await expect(page).toHaveURL(/game=cs2/);
  await page.getByRole('button', { name: /^Finished \d+$/ }).click();
  const rows = page.locator('a[data-series]');
  await expect(rows.first()).toBeVisible();
  // Every row is a CS2 series: the game tags name no other game.
  const tags = await rows.locator('span', { hasText: /^(League of Legends|Dota 2|Counter-Strike 2)$/ }).allTextContents();
  expect(tags.length).toBeGreaterThan(0);
  expect(new Set(tags)).toEqual(new Set(['Counter-Strike 2']));
  await page.getByRole('link', { name: 'Esports leagues' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esports leagues' })).toBeVisible();
  await expect(page.getByRole('link', { name: /LoL Champions Korea/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('vi: the esports rooms show their bound series; /anchor?type=3 cards show its score', async ({ page, request }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'vi'));
  const body = await (await request.get('/api/Live_streaming/getLiveList?type=2&page=1&limit=24')).json();
  const bound = (body.data.data as Array<{ title: string; esports: { home: { short_name: string } } | null }>).find((r) => r.esports);
  expect(bound).toBeTruthy();
  await page.goto('/gaming');
  await expect(page.getByRole('heading', { level: 1, name: 'Thể thao điện tử trực tiếp' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(bound!.title) });
  await expect(card).toContainText(new RegExp(`${bound!.esports!.home.short_name} \\d+ - \\d+ .* · BO\\d`));
  await page.goto('/anchor?type=3');
  await expect(page.getByRole('link', { name: new RegExp(bound!.title) })).toContainText(/\d+ - \d+/);
  expect(errors).toEqual([]);
});
