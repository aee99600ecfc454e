import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin, env, registerAccount, storeLogin } from './helpers/auth';

// Issue 5, "Done when": with SIMULATOR_SPEED=60 (playwright.config.ts), a new user sees scores move on
// /score-live within seconds and a goal pop-up within a minute, in zh, en and vi; the sport tabs and
// the views; the detail page's panels; a favourite that survives a reload.

const T = {
  zh: {
    title: '即时比分',
    football: '足球',
    basketball: '篮球',
    results: '赛果',
    schedule: '赛程',
    collected: '收藏',
    goal: '进球',
    live: '进行中',
    finished: '已完场',
    upcoming: '未开始',
  },
  en: {
    title: 'Live scores',
    football: 'Football',
    basketball: 'Basketball',
    results: 'Results',
    schedule: 'Schedule',
    collected: 'Collected',
    goal: 'Goal',
    live: 'In progress',
    finished: 'Finished',
    upcoming: 'Not started',
  },
  vi: {
    title: 'Tỷ số trực tiếp',
    football: 'Bóng đá',
    basketball: 'Bóng rổ',
    results: 'Kết quả',
    schedule: 'Lịch thi đấu',
    collected: 'Đã lưu',
    goal: 'Bàn thắng',
    live: 'Đang diễn ra',
    finished: 'Đã kết thúc',
    upcoming: 'Chưa bắt đầu',
  },
} as const;

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Every live row's status and score, as text. */
async function liveBoard(page: Page): Promise<string> {
  return page
    .locator('[data-section="live"] [data-phase="live"]')
    .evaluateAll((rows) =>
      rows
        .map(
          (r) =>
            `${r.querySelector('[data-testid="match-status"]')?.textContent}|${r.querySelector('[data-testid="match-score"]')?.textContent}`,
        )
        .join('\n'),
    );
}

for (const lang of ['zh', 'en', 'vi'] as const) {
  test(`a new user sees scores move on /score-live within seconds and a goal pop-up within a minute (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/score-live');
    await expect(page.getByRole('heading', { level: 1, name: T[lang].title })).toBeVisible();
    await expect(page.getByRole('tab', { name: T[lang].football, selected: true })).toBeVisible();
    const live = page.locator('[data-section="live"] [data-phase="live"]');
    await expect(live.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: new RegExp(T[lang].live) })).toBeVisible();

    // One match minute a second: the board changes within seconds, without a reload.
    const before = await liveBoard(page);
    await expect.poll(() => liveBoard(page), { timeout: 10_000 }).not.toBe(before);

    // A goal somewhere within a minute: a pop-up at the top with the minute, the teams and the score.
    const popup = page.locator('[data-testid="goal-popup"][data-kind="goal"]').first();
    await expect(popup).toBeVisible({ timeout: 60_000 });
    await expect(popup).toContainText(T[lang].goal);
    await expect(popup).toContainText(/\d+\s*-\s*\d+/);
    await expect(popup.locator('[data-scored]')).toHaveCount(1);
    // Under the sticky top bar, not over its navigation.
    const bar = (await page.getByRole('banner').boundingBox())!;
    const stack = (await page.locator('ul:has(> [data-testid="goal-popup"])').boundingBox())!;
    expect(stack.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    // It closes by its button (other alerts may arrive meanwhile: follow this one by its key).
    const key = await popup.getAttribute('data-key');
    await page.locator(`[data-key="${key}"]`).getByRole('button').click();
    await expect(page.locator(`[data-key="${key}"]`)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('sport tabs and views: basketball quarters, results by day, the schedule and the collected view', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/score-live');
  await page.getByRole('tab', { name: '篮球' }).click();
  await expect(page).toHaveURL(/sport=basketball/);
  await expect(page.getByRole('table', { name: '各节比分' }).first()).toBeVisible();

  await page.getByRole('tab', { name: '赛果' }).click();
  await expect(page).toHaveURL(/view=results/);
  await expect(page.getByRole('list', { name: '选择日期' })).toBeVisible();
  await expect(page.getByRole('button', { pressed: true, name: /./ }).first()).toBeVisible();
  // Today: its finished matches, or, before the day's first tip-off (the schedule's matches start from
  // 10:00 UTC) on a fresh data folder, the empty day; never a match in progress.
  await expect(page.locator('[data-section="finished"]').or(page.getByText('当天暂无比赛'))).toBeVisible();
  await expect(page.locator('[data-section="live"]')).toHaveCount(0);

  // The day before: another list from the server, with that day's finished matches.
  const days = page.getByRole('list', { name: '选择日期' }).getByRole('button');
  const n = await days.count();
  await days.nth(n - 2).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('[data-section="finished"]')).toBeVisible();
  await expect(page.locator('[data-section="live"]')).toHaveCount(0);

  await page.getByRole('tab', { name: '赛程' }).click();
  await expect(page).toHaveURL(/view=schedule/);
  await expect(page.locator('[data-section="finished"]')).toHaveCount(0);

  await page.getByRole('tab', { name: '收藏' }).click();
  await expect(page.getByText('还没有收藏的比赛')).toBeVisible();

  // /football and /basketball show one sport; /schedule?type=2 basketball's schedule.
  await page.goto('/football');
  await expect(page.getByRole('heading', { level: 1, name: '足球比分' })).toBeVisible();
  await expect(page.locator('[data-phase][data-match-id]').first()).toBeVisible();
  await page.goto('/schedule?type=2');
  await expect(page.getByRole('heading', { level: 1, name: '赛程' })).toBeVisible();
  await expect(page.getByRole('list', { name: '选择日期' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('both sports live at once: the basketball board moves while football goals still pop up; the home page moves both lists', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/score-live?sport=basketball');
  await expect(page.getByRole('tab', { name: '篮球', selected: true })).toBeVisible();
  await expect(page.locator('[data-section="live"] [data-phase="live"]').first()).toBeVisible({ timeout: 15_000 });
  const before = await liveBoard(page);
  await expect.poll(() => liveBoard(page), { timeout: 15_000 }).not.toBe(before);
  // Goals are football's only (basketball points are not goals): a goal pop-up here proves the
  // football feed kept coming on the basketball tab.
  await expect(page.locator('[data-testid="goal-popup"][data-kind="goal"]').first()).toBeVisible({ timeout: 60_000 });
  expect(sockets.filter((u) => u.endsWith('/ws')).length).toBeGreaterThanOrEqual(2);

  // The home page: the football and the basketball lists both change without a reload.
  await page.goto('/main');
  const homeList = (sport: string) =>
    page
      .locator(`section[aria-labelledby="home-scores-${sport}"] [data-phase="live"]`)
      .evaluateAll((rows) => rows.map((r) => r.querySelector('[data-testid="match-score"]')?.textContent).join('|'));
  for (const sport of ['football', 'basketball']) {
    await expect(page.locator(`section[aria-labelledby="home-scores-${sport}"] [data-phase="live"]`).first()).toBeVisible({
      timeout: 15_000,
    });
  }
  const [football, basketball] = [await homeList('football'), await homeList('basketball')];
  await expect.poll(() => homeList('basketball'), { timeout: 20_000 }).not.toBe(basketball);
  await expect.poll(() => homeList('football'), { timeout: 60_000 }).not.toBe(football);
  expect(errors).toEqual([]);
});

test('filters by event: invert keeps the other leagues only', async ({ page }) => {
  await page.goto('/score-live');
  await expect(page.locator('[data-phase][data-match-id]').first()).toBeVisible();
  const total = await page.locator('[data-phase][data-match-id]').count();
  await page.getByRole('button', { name: '筛选' }).click();
  const dialog = page.getByRole('dialog', { name: '赛事筛选' });
  const first = dialog.getByRole('checkbox').first();
  await first.click(); // drop the first league
  await expect(first).not.toBeChecked();
  await dialog.getByRole('button', { name: '反选' }).click(); // only that league now
  await expect(first).toBeChecked();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: /已筛选/ })).toBeVisible();
  await expect.poll(() => page.locator('[data-phase][data-match-id]').count()).toBeLessThan(total);
});

test('the detail page: live scoreboard, timeline, statistics, lineups, odds, standings and head-to-head', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/score-live');
  await expect(page.locator('[data-section="live"] [data-phase="live"]').first()).toBeVisible({ timeout: 15_000 });
  const id = await page.locator('[data-section="live"] [data-phase="live"]').first().getAttribute('data-match-id');
  const row = page.locator(`[data-phase][data-match-id="${id}"]`);
  const home = (await row.getByRole('link').first().textContent()) ?? '';
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/score-detail\\?id=${id}&type=0`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home);
  await expect(page.getByTestId('detail-score')).toHaveText(/\d+ - \d+/);
  await expect(page.getByRole('list', { name: '比赛事件' })).toBeVisible();
  await page.getByRole('tab', { name: '技术统计' }).click();
  await expect(page.getByText('控球率', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: '阵容' }).click();
  await expect(page.getByRole('heading', { name: '首发' }).first()).toBeVisible();
  await page.getByRole('tab', { name: '指数' }).click();
  await expect(page.getByRole('table', { name: /指数变化/ })).toBeVisible();
  await page.getByRole('tab', { name: '积分榜' }).click();
  await expect(page.getByRole('table').getByRole('rowheader', { name: home })).toBeVisible();
  await page.getByRole('tab', { name: '交锋' }).click();
  await expect(page.getByRole('table', { name: '历史交锋' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a favourite survives a reload and shows in the collected view', async ({ page }) => {
  await page.goto('/score-live');
  await expect(page.locator('[data-phase][data-match-id]').first()).toBeVisible({ timeout: 15_000 });
  // Pin the row by its id: rows move between sections as matches kick off and end.
  const id = await page.locator('[data-phase][data-match-id]').first().getAttribute('data-match-id');
  const row = page.locator(`[data-phase][data-match-id="${id}"]`);
  const star = row.getByRole('button', { name: /^收藏/ });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator(`[data-phase][data-match-id="${id}"]`).getByRole('button', { name: /^收藏/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('tab', { name: '收藏' }).click();
  await expect(page.locator('[data-phase][data-match-id]')).toHaveCount(1);
  await expect(page.locator(`[data-phase][data-match-id="${id}"]`)).toBeVisible();
});

test('logged in, a favourite is kept by the account: another device (a plain API call with the token) sees it', async ({
  page,
  request,
  baseURL,
}) => {
  // A new account of its own, logged in through the API; the browser session as the app saves it after a login.
  const account = await registerAccount(request);
  const login = await apiLogin(request, account.mobile, account.password);
  const token = login.token;
  await storeLogin(page.context(), baseURL!, login, 'zh');

  await page.goto('/score-live');
  await expect(page.locator('[data-phase][data-match-id]').first()).toBeVisible({ timeout: 15_000 });
  const id = Number(await page.locator('[data-phase][data-match-id]').first().getAttribute('data-match-id'));
  const row = page.locator(`[data-phase][data-match-id="${id}"]`);
  await row.getByRole('button', { name: /^收藏/ }).click();
  await expect(row.getByRole('button', { name: /^收藏/ })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const list = await env<{ data: { id: number }[] }>(
        await request.get('/api/Basketballuser/collectList?type=2', { headers: { token } }),
      );
      return (list.data.data ?? []).map((r) => r.id);
    })
    .toContain(id);
  // Nothing was kept locally: it is the account's.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('collect') ?? '{"football":[]}').football)).toEqual([]);
});

test('after the score socket drops, the page says so, reconnects and fetches the matches on screen again', async ({ page }) => {
  // The page's socket goes through this route, so the test can cut it as a network failure would.
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.goto('/score-live');
  const rows = page.locator('[data-phase][data-match-id]');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  const onScreen = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-match-id')));

  const resync = page.waitForRequest((r) => r.url().includes('/api/Football/football_match') && new URL(r.url()).searchParams.has('ids'), {
    timeout: 30_000,
  });
  await sockets.at(-1)!.close();
  await expect(page.getByRole('status').filter({ hasText: '正在重连' })).toBeVisible();
  const request = await resync;
  const ids = new URL(request.url()).searchParams.get('ids')!.split(',');
  expect(ids.sort()).toEqual([...onScreen].sort());
  await expect(page.getByRole('status').filter({ hasText: '正在重连' })).toHaveCount(0);
  expect(sockets.length).toBeGreaterThan(1);
});

test('the score pages pass an accessibility check (wcag 2 A/AA): every view tab controls a panel that exists', async ({ page }) => {
  test.setTimeout(90_000);
  // Reduced motion: a score's highlight then changes at once, so no colour is read half-way through
  // its transition. Goal pop-ups come and go with the simulator; their story checks cover them.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The detail page of a match that exists (there is no match 1: that address showed an error, and a
  // goal pop-up's data-match-id used to satisfy the wait below).
  await page.goto('/score-live');
  await expect(page.locator('[data-phase][data-match-id]').first()).toBeVisible({ timeout: 15_000 });
  const id = await page.locator('[data-phase][data-match-id]').first().getAttribute('data-match-id');
  for (const path of ['/main', '/score-live', '/score-live?sport=basketball&view=results', `/score-detail?id=${id}&type=0`]) {
    await page.goto(path);
    await expect(page.locator('[data-phase][data-match-id], [data-testid="detail-score"]').first()).toBeVisible({ timeout: 15_000 });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('[data-testid="goal-popup"]')
      .analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
