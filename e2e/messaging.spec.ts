import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, type Lang, type LoginData, registerAccount, storeLogin } from './helpers/auth';

// Private messaging (issue 16) with two (and three) users in their own browser contexts: A writes to
// B, B sees the unread count on the nav's 私信 entry and in the title and a small notice, opens the
// overlay and replies, and both see the read state; a group of three; a block refuses A's message
// with the server's reason. Deep in zh, a short smoke in en and vi.

const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080)}`;

async function newUser(request: Parameters<typeof registerAccount>[0]): Promise<LoginData> {
  const account = await registerAccount(request);
  return apiLogin(request, account.mobile, account.password);
}

async function open(browser: Browser, user: LoginData, lang: Lang, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  await storeLogin(context, origin, user, lang);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const TEXT = {
  zh: { nav: '私信', overlay: '私信', box: '发消息给', send: '发送', read: '已读', unread: '1 条未读私信', title: '（1 条未读）' },
  en: {
    nav: 'Messages',
    overlay: 'Messages',
    box: 'Message to',
    send: 'Send',
    read: 'Read',
    unread: '1 unread message',
    title: '(1 unread)',
  },
  vi: {
    nav: 'Tin nhắn',
    overlay: 'Tin nhắn',
    box: 'Nhắn tin cho',
    send: 'Gửi',
    read: 'Đã xem',
    unread: '1 tin nhắn chưa đọc',
    title: '(1 chưa đọc)',
  },
} as const;

/**
 * Sends `n` numbered texts from `from` to `to` over the IM socket, as a second device of `from` would
 * (the suite's server raises IM_PRIVATE_BURST and IM_OPS_BURST for this; playwright.config.ts).
 */
async function sendNumbered(page: Page, from: LoginData, to: number, n: number): Promise<string> {
  return page.evaluate(
    async ({ userID, userSig, to, n }) => {
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/im`);
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = reject;
      });
      let seq = 0;
      const call = (op: string, args: Record<string, unknown>) =>
        new Promise<{ code: number; msg?: string }>((resolve) => {
          const mine = ++seq;
          const onFrame = (e: MessageEvent) => {
            const frame = JSON.parse(String(e.data));
            if (frame.op !== 'result' || frame.seq !== mine) return;
            ws.removeEventListener('message', onFrame);
            resolve(frame);
          };
          ws.addEventListener('message', onFrame);
          ws.send(JSON.stringify({ op, seq: mine, ...args }));
        });
      const login = await call('login', { lang: 'zh', userID, userSig });
      if (login.code) return `login: ${login.msg}`;
      for (let i = 1; i <= n; i++) {
        const sent = await call('sendMessage', { to: String(to), conversationType: 'C2C', type: 'text', payload: { text: `第 ${i} 条` } });
        if (sent.code) return `message ${i}: ${sent.msg}`;
      }
      ws.close();
      return 'ok';
    },
    { userID: String(from.id), userSig: from.userSig, to, n },
  );
}

/** The nav's private-message entry (its name carries the unread count). */
const navEntry = (page: Page, lang: Lang) => page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${TEXT[lang].nav}`) });

/** A writes to B from the /chat-chat?uid= link; B sees the count, opens the overlay and reads it. */
async function firstMessage(browser: Browser, a: LoginData, b: LoginData, lang: Lang, text: string) {
  const t = TEXT[lang];
  const pageB = await open(browser, b, lang, '/main');
  const pageA = await open(browser, a, lang, `/chat-chat?uid=${b.id}`);
  const box = pageA.getByRole('textbox', { name: new RegExp(t.box) });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  // An emoji name of the settings' set shows as its 20×20 image, not as the text.
  const plain = text.replace(/\[[^\]]+\]/g, '');
  const mine = pageA.getByTestId('message').filter({ hasText: plain });
  await expect(mine).toBeVisible();

  await expect(navEntry(pageB, lang)).toContainText('1');
  await expect(navEntry(pageB, lang)).toHaveAccessibleName(new RegExp(t.unread));
  await expect(pageB).toHaveTitle(new RegExp(t.title.replace(/[()]/g, '\\$&')));
  await expect(pageB.getByRole('complementary')).toContainText(plain);
  await navEntry(pageB, lang).click();
  const overlay = pageB.getByRole('dialog', { name: t.overlay });
  await overlay.getByRole('button', { name: new RegExp(a.user_nickname) }).click();
  await expect(overlay.getByTestId('message').filter({ hasText: plain })).toBeVisible();
  // B has read it: A's message says so, and B's count is gone (seen once the modal overlay closes).
  await expect(mine).toContainText(t.read);
  await pageB.keyboard.press('Escape');
  await expect(navEntry(pageB, lang)).toHaveAccessibleName(t.nav);
  await expect(navEntry(pageB, lang)).toBeFocused();
  await navEntry(pageB, lang).click();
  return { pageA, pageB, overlay };
}

test.describe('messaging', () => {
  test('zh: A writes, B reads and replies, both see read; text is never HTML', async ({ browser, request }) => {
    const [a, b] = [await newUser(request), await newUser(request)];
    const { pageA, pageB, overlay } = await firstMessage(browser, a, b, 'zh', '你好 B，今晚一起看球吗？[微笑]');
    await expect(pageA.getByTestId('message').getByRole('img', { name: '[微笑]' })).toHaveAttribute('width', '20');
    await overlay.getByRole('button', { name: new RegExp(a.user_nickname) }).click();

    // B replies from the overlay with Enter; A's open conversation shows it, and B's reply turns 已读.
    const replyBox = overlay.getByRole('textbox', { name: /发消息给/ });
    await replyBox.fill('好啊');
    await replyBox.press('Shift+Enter');
    await replyBox.pressSequentially('八点见');
    await replyBox.press('Enter');
    await expect(pageA.getByTestId('message').filter({ hasText: '好啊\n八点见' })).toBeVisible();
    await expect(overlay.getByTestId('message').filter({ hasText: '八点见' })).toContainText('已读');
    // Text is never HTML.
    await replyBox.fill('<img src=x onerror="window.pwned=1">');
    await replyBox.press('Enter');
    await expect(pageA.getByTestId('message').filter({ hasText: '<img src=x' })).toBeVisible();
    expect(await pageA.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    for (const p of [pageA, pageB]) await p.context().close();
  });

  test('zh: a group of three; a block refuses A with the reason', async ({ browser, request }) => {
    const [a, b, c] = [await newUser(request), await newUser(request), await newUser(request)];
    const { pageA, pageB, overlay } = await firstMessage(browser, a, b, 'zh', '在吗');
    // A group of three: A writes to C (a contact now), then creates a group with B and C.
    await pageA.goto(`/chat-chat?uid=${c.id}`);
    const boxA = pageA.getByRole('textbox', { name: /发消息给/ });
    await boxA.fill('C 你好');
    await boxA.press('Enter');
    // Stored (sent) before the group dialog reads the contacts: shown while still sending, C is not
    // a contact yet (CI under load: the dialog listed B but not C).
    await expect(pageA.getByTestId('message').filter({ hasText: 'C 你好' })).toContainText(/已发送|已送达|已读/);
    await pageA.getByRole('button', { name: '创建群聊' }).click();
    const create = pageA.getByRole('dialog', { name: '创建群聊' });
    await create.getByRole('textbox', { name: /群名称/ }).fill('周末球局');
    await create.getByRole('checkbox', { name: b.user_nickname }).click();
    await create.getByRole('checkbox', { name: c.user_nickname }).click();
    await create.getByRole('button', { name: '创建' }).click();
    await expect(pageA.getByRole('heading', { name: '周末球局' })).toBeVisible();
    const pageC = await open(browser, c, 'zh', '/chat-chat');
    await boxA.fill('大家好');
    await boxA.press('Enter');
    await expect(overlay.getByRole('button', { name: /周末球局/ })).toBeVisible();
    await overlay.getByRole('button', { name: /周末球局/ }).click();
    await expect(overlay.getByTestId('message').filter({ hasText: '大家好' })).toBeVisible();
    await pageC.getByRole('button', { name: /周末球局/ }).click();
    await expect(pageC.getByTestId('message').filter({ hasText: '大家好' })).toBeVisible();

    // B blocks A: A's next message is refused with the server's reason and a retry.
    await overlay
      .getByRole('button', { name: new RegExp(a.user_nickname) })
      .first()
      .click();
    await overlay.getByRole('button', { name: '拉黑' }).click();
    await expect(overlay.getByRole('button', { name: '取消拉黑' })).toBeVisible();
    await pageA.goto(`/chat-chat?uid=${b.id}`);
    await boxA.fill('还在吗？');
    await boxA.press('Enter');
    const refused = pageA.getByTestId('message').filter({ hasText: '还在吗？' });
    await expect(refused.getByRole('alert')).toContainText('发送失败');
    await expect(refused.getByRole('button', { name: '重试' })).toBeVisible();
    for (const p of [pageA, pageB, pageC]) await p.context().close();
  });

  test('zh: B pages back through 100 messages, 15 at a time, to the first', async ({ browser, request }) => {
    const [a, b] = [await newUser(request), await newUser(request)];
    const pageA = await open(browser, a, 'zh', '/main');
    expect(await sendNumbered(pageA, a, b.id, 100)).toBe('ok');
    const pageB = await open(browser, b, 'zh', `/chat-chat?uid=${a.id}`);
    const messages = pageB.getByTestId('message');
    await expect(messages.filter({ hasText: '第 100 条' })).toBeVisible();
    // The newest pages first (SPEC §4: 15 a page; as many as fill the pane), then one earlier page of 15
    // each time the reader scrolls to the top, the reading position kept.
    const history = pageB.getByRole('region', { name: /的消息记录$/ });
    // Loaded and settled: the pane scrolls and no page is on its way.
    await expect.poll(() => history.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expect(history.getByRole('button', { name: '查看更早的消息' })).toBeVisible();
    const first = await messages.count();
    expect(first % 15).toBe(0);
    expect(first).toBeLessThan(100);
    let shown = first;
    while (shown < 100) {
      await history.evaluate((el) => {
        el.scrollTop = 0;
      });
      await expect.poll(() => messages.count()).toBeGreaterThan(shown);
      const now = await messages.count();
      expect(now - shown).toBe(Math.min(15, 100 - shown));
      shown = now;
    }
    await expect(pageB.getByText('没有更早的消息了')).toBeVisible();
    expect(await messages.count()).toBe(100);
    await expect(messages.first()).toContainText('第 1 条');
    for (const p of [pageA, pageB]) await p.context().close();
  });

  for (const lang of ['en', 'vi'] as const) {
    test(`${lang}: A writes, B sees the count and reads it`, async ({ browser, request }) => {
      const [a, b] = [await newUser(request), await newUser(request)];
      const { pageA, pageB } = await firstMessage(browser, a, b, lang, `hello ${lang} ✓`);
      for (const p of [pageA, pageB]) await p.context().close();
    });
  }
});
