import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, type Lang, type LoginData, registerAccount, storeLogin } from './helpers/auth';

// The operator console (issue 16): a user opens customer service from the messaging screen and
// writes; the seeded demo operator answers from /operator; the user sees the answer in their kefu
// conversation. A user who is not an operator is refused. Deep in zh; en and vi open the console and
// switch to a review section.

const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080)}`;
const OPERATOR = { mobile: '86-13800000009', password: 'arena123' };

async function open(browser: Browser, user: LoginData, lang: Lang, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  await storeLogin(context, origin, user, lang);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test.describe('operator console', () => {
  test('zh: a user writes to customer service, the operator answers from /operator, the user sees it', async ({ browser, request }) => {
    const account = await registerAccount(request);
    const user = await apiLogin(request, account.mobile, account.password);
    const text = `我的提现还没到账 ${Date.now()}`;

    // The user opens customer service from the messaging screen and writes.
    const userPage = await open(browser, user, 'zh', '/chat-chat');
    await userPage.getByRole('button', { name: '联系客服' }).click();
    const box = userPage.getByRole('textbox', { name: /发消息给/ });
    await expect(box).toBeEnabled();
    await box.fill(text);
    await box.press('Enter');
    const mine = userPage.getByTestId('message').filter({ hasText: text });
    await expect(mine).toBeVisible();

    // A user who is not an operator is refused at /operator.
    const refused = await userPage.context().newPage();
    await refused.goto('/operator');
    await expect(refused.getByText('此页面仅供运营人员使用')).toBeVisible();
    await expect(refused.getByRole('tab', { name: '客服' })).toHaveCount(0);
    await refused.close();

    // The operator sees the conversation with its unread count, opens it and answers.
    const operator = await apiLogin(request, OPERATOR.mobile, OPERATOR.password);
    const console_ = await open(browser, operator, 'zh', '/operator');
    await expect(console_.getByRole('heading', { name: '运营后台', level: 1 })).toBeVisible();
    const row = console_.getByRole('list', { name: '客服会话列表' }).getByRole('button', { name: new RegExp(user.user_nickname) });
    await expect(row).toHaveAccessibleName(/1 条未读/);
    await row.click();
    await expect(console_.getByTestId('message').filter({ hasText: text })).toBeVisible();
    // Opening it marked it read: the user's message says so, and the operator's count is gone.
    await expect(mine).toContainText('已读');
    await expect(row).not.toHaveAccessibleName(/未读/);
    const reply = console_.getByRole('textbox', { name: `发消息给 ${user.user_nickname}` });
    await reply.fill('您好，已为您加急处理');
    await reply.press('Enter');
    await expect(console_.getByTestId('message').filter({ hasText: '您好，已为您加急处理' })).toBeVisible();

    // The user sees the answer live in their customer-service conversation.
    await expect(userPage.getByTestId('message').filter({ hasText: '您好，已为您加急处理' })).toBeVisible();

    // The review sections are one tab away.
    await console_.getByRole('tab', { name: '提现审核' }).click();
    await expect(console_.getByRole('heading', { name: '提现审核', level: 2 })).toBeVisible();
    for (const p of [userPage, console_]) await p.context().close();
  });

  const SMOKE = {
    en: { title: 'Operator console', kefu: 'Customer service', tab: 'Streamer applications' },
    vi: { title: 'Bảng điều hành', kefu: 'Chăm sóc khách hàng', tab: 'Đơn đăng ký streamer' },
  } as const;
  for (const lang of ['en', 'vi'] as const) {
    test(`${lang}: the console opens on customer service and switches section`, async ({ browser, request }) => {
      const t = SMOKE[lang];
      const operator = await apiLogin(request, OPERATOR.mobile, OPERATOR.password);
      const page = await open(browser, operator, lang, '/operator');
      await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.kefu, level: 2 })).toBeVisible();
      await page.getByRole('tab', { name: t.tab }).click();
      await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
      await page.context().close();
    });
  }
});
