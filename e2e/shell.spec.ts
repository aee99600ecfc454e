import { expect, type Page, test } from '@playwright/test';

// Issue 4: the shell and every route of SPEC.md §2, in zh, en and vi.

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const ROUTES = [
  '/main',
  '/login',
  '/dome',
  '/basketball',
  '/football',
  '/gamingList',
  '/gamingDetail',
  '/gamingLeague',
  '/gaming',
  '/anchor?type=0',
  '/live',
  '/score-live',
  '/score-detail',
  '/schedule?type=0',
  '/rank',
  '/attention',
  '/reserve',
  '/foresight',
  '/news',
  '/circle',
  '/circle-detail',
  '/downLoad',
  '/base-football?id=45',
  '/base-basketball?id=1',
  '/trophy/home',
  '/video-list',
  '/video-player',
  '/video-classify?type=1&id=1&name=x',
  '/specialist',
  '/specialist-home?type=0',
  '/specialist-info',
  '/specialist-detail',
  '/chat-chat',
  '/search?name=老王',
  '/member?type=19',
  '/detail',
  '/persona',
  '/comment',
  '/about-user',
  '/demo',
  '/new_file',
  '/404',
];
const SITE = { zh: 'Arena 体育直播', en: 'Arena Sports Live', vi: 'Arena Trực tiếp Thể thao' } as const;
const IN_DEV = { zh: '开发中....', en: 'In development....', vi: 'Đang phát triển....' } as const;

test('/ goes to /main, and the home page keeps today’s hot matches', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { name: '今日热门比赛' })).toBeVisible();
  await expect(page).toHaveTitle(`首页 - ${SITE.zh}`);
  expect(errors).toEqual([]);
});

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('main').getByText('页面不存在', { exact: true })).toBeVisible();
});

for (const lang of ['zh', 'en', 'vi'] as const) {
  test(`every route renders in ${lang} without a console error`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const errors = collectConsoleErrors(page);
    for (const path of ROUTES) {
      await page.goto(path);
      // /login opens the (modal) login dialog over the home page.
      if (path === '/login') {
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button').first().focus();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(` - ${SITE[lang]}$`));
      await expect(page.locator('main')).not.toBeEmpty();
      expect(errors, path).toEqual([]);
    }
    await page.goto('/news');
    await expect(page.getByText(IN_DEV[lang])).toBeVisible();
  });
}

test('the layout follows the tab: left menu for tabs 2, 3, 14; no footer for tabs 1, 2, 3, 12', async ({ page }) => {
  await page.goto('/anchor?type=0');
  await expect(page.getByRole('navigation', { name: '分类' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/news');
  await expect(page.getByRole('navigation', { name: '分类' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2019-2021');
  for (const id of [45, 46, 82, 129, 120, 108, 542]) await expect(footer.locator(`a[href="/base-football?id=${id}"]`)).toHaveCount(1);
  for (const id of [1, 3]) await expect(footer.locator(`a[href="/base-basketball?id=${id}"]`)).toHaveCount(1);
  await page.goto('/score-live');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the language choice is saved as `lang` and survives a reload', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/main');
  await page.getByLabel('语言').selectOption('en');
  await expect(page.getByRole('heading', { name: "Today's hot matches" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.reload();
  await expect(page).toHaveTitle(`Home - ${SITE.en}`);
  await page.getByLabel('Language').selectOption('vi');
  await expect(page.getByRole('heading', { name: 'Trận đấu nổi bật hôm nay' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveTitle(`Trang chủ - ${SITE.vi}`);
  expect(errors).toEqual([]);
});

test('the search box offers hot searches and finds streamers as one types', async ({ page }) => {
  await page.goto('/main');
  const box = page.getByRole('searchbox');
  await box.click();
  const overlay = page.getByRole('region', { name: '搜索建议' });
  await expect(overlay.getByRole('button', { name: '英超' })).toBeVisible();
  await box.fill('老王老王老王老王老王老王');
  await expect(box).toHaveValue('老王老王老王老王老王');
  await box.fill('老王');
  await expect(overlay.getByRole('button', { name: /球场老王/ }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?name=/);
  expect(await page.evaluate(() => localStorage.getItem('historyList'))).toContain('老王');
});

test('start-live while logged out asks for a login', async ({ page }) => {
  await page.goto('/main');
  await page.getByRole('button', { name: '开播' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});
