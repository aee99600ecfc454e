import { expect, type Page, test } from '@playwright/test';
import { passCaptcha, smsCode } from './helpers/auth';

// Issue 4: register, log out, log in with the password, log in by QR, sign in for the day, code 700.

async function openPhoneLogin(page: Page) {
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '手机号登录' }).click();
  return dialog;
}

async function openPanel(page: Page, nickname: RegExp | string) {
  await page.getByRole('button', { name: typeof nickname === 'string' ? `我的账户：${nickname}` : nickname }).hover();
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '退出登录' }) });
}

test('register with an SMS code, log out, then log in with the password', async ({ page, request }) => {
  const number = `139${String(Date.now()).slice(-8)}`;
  const mobile = `86-${number}`;
  await page.goto('/main');
  const dialog = await openPhoneLogin(page);
  await dialog.getByRole('button', { name: '没有账号？立即注册' }).click();
  await expect(page.getByRole('dialog', { name: '注册' })).toBeVisible();
  const register = page.getByRole('dialog', { name: '注册' });
  // A missing field shows the fill-in warning and sends nothing (spec §5).
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(register.getByRole('alert')).toHaveText(/请填写必填项/);
  await register.getByRole('textbox', { name: '手机号' }).fill(number);
  await register.getByRole('button', { name: '获取验证码' }).click();
  await passCaptcha(page); // issue 12: a code is sent only after the captcha
  await expect(register.getByRole('button', { name: /\d+ 秒/ })).toBeDisabled();
  await register.getByRole('textbox', { name: '验证码' }).fill(await smsCode(request, mobile));
  await register.getByLabel(/^密码/).fill('secret123');
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await passCaptcha(page);
  const login = page.getByRole('dialog', { name: '登录' });
  await expect(login.getByRole('status')).toHaveText(/注册成功/);

  // The remembered number is prefilled; Enter in the password box submits.
  await expect(login.getByRole('textbox', { name: '手机号' })).toHaveValue(number);
  await login.getByLabel(/^密码/).fill('secret123');
  await login.getByLabel(/^密码/).press('Enter');
  await passCaptcha(page);
  await expect(page.getByRole('dialog', { name: '登录' })).toBeHidden();
  const nickname = `用户${number.slice(-4)}`;
  const panel = await openPanel(page, nickname);
  await expect(panel).toContainText(nickname);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').id)).toBeGreaterThan(0);
  expect((await page.context().cookies()).find((c) => c.name === 'token')?.value).toMatch(/^[0-9a-f]{32}$/);

  await panel.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

  const again = await openPhoneLogin(page);
  await again.getByRole('textbox', { name: '手机号' }).fill(number);
  await again.getByLabel(/^密码/).fill('secret123');
  await again.getByRole('button', { name: '登录', exact: true }).click();
  await passCaptcha(page);
  await expect(page.getByRole('button', { name: `我的账户：${nickname}` })).toBeVisible();
});

test('sign in for the day: the balance rises once, a second click changes nothing', async ({ page, request }) => {
  await page.goto('/main');
  const dialog = await openPhoneLogin(page);
  await dialog.getByRole('textbox', { name: '手机号' }).fill('13800000003');
  await dialog.getByLabel(/^密码/).fill('arena123');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await passCaptcha(page);
  const panel = await openPanel(page, '第二位观众');
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const balance = async () => (await (await request.get('/api/Member/info', { headers: { token } })).json()).data.balance as number;
  const before = await balance();
  const { data: list } = await (await request.get('/api/Activity/signTaskList', { headers: { token } })).json();
  const reward = list.list.find((d: { is_today: number }) => d.is_today === 1).lz_num as number;
  await panel.getByRole('button', { name: '签到', exact: true }).click();
  const signed = panel.getByRole('button', { name: '已签到' });
  await expect(signed).toBeDisabled();
  await expect(panel).toContainText(`金币 ${(before + reward).toLocaleString('zh-CN')}`);
  await signed.click({ force: true });
  expect(await balance()).toBe(before + reward);
  await page.reload();
  const again = await openPanel(page, '第二位观众');
  await expect(again.getByRole('button', { name: '已签到' })).toBeDisabled();
  expect(await balance()).toBe(before + reward);
});

test('code 700: the session is cleared, the login dialog opens and 请登录后操作 shows', async ({ page, context, baseURL }) => {
  await page.goto('/main');
  // A stored user whose token the server no longer knows (ended elsewhere, expired).
  await context.addCookies([{ name: 'token', value: 'f'.repeat(32), url: baseURL! }]);
  await page.evaluate(() =>
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ id: 1, user_nickname: '旧会话', avatar: '', balance: 0, is_anchor: 0, userSig: 'x' }),
    ),
  );
  await page.reload();
  // Watched together: the notice lasts 5 s (spec §8), which a loaded machine can spend waiting for the dialog.
  await Promise.all([
    expect(page.getByRole('dialog', { name: '登录' })).toBeVisible(),
    expect(page.getByText('请登录后操作')).toBeVisible(),
  ]);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
});

test('codes 50008 / 50012 / 50014: the 确认退出 dialog; 重新登录 clears the token and reloads', async ({ page, context, baseURL }) => {
  // The reference server ends sessions with 700; a backend of the family may answer 50008 when the
  // account logged in elsewhere. That answer is played here for every call made with the old token.
  const old = 'e'.repeat(32);
  await page.goto('/main');
  await context.addCookies([{ name: 'token', value: old, url: baseURL! }]);
  await page.evaluate(() =>
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ id: 1, user_nickname: '别处登录', avatar: '', balance: 0, is_anchor: 0, userSig: 'x' }),
    ),
  );
  await page.route('**/api/**', (route) =>
    route.request().headers().token === old
      ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 50008, msg: 'logged in elsewhere', data: null }) })
      : route.continue(),
  );
  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: '确认退出' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('您已退出，您可以取消停留在此页面，或重新登录')).toBeVisible();
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
});

test('log in by QR: the test plays the phone through the scan and confirm calls', async ({ page, request }) => {
  // The web page's socket is the score hub (/ws): it must answer a register.
  const hub = await page.goto('/main').then(() =>
    page.evaluate(
      (url) =>
        new Promise<boolean>((resolve) => {
          const ws = new WebSocket(url);
          // The hub answers a register with {"code":101} (WIRE.md); anything else is not the hub.
          ws.onopen = () => ws.send(JSON.stringify({ type: 'register', info: 'web' }));
          ws.onmessage = (e) => (ws.close(), resolve(String(e.data).includes('101')));
          ws.onerror = () => resolve(false);
          ws.onclose = () => resolve(false);
          setTimeout(() => resolve(false), 3_000);
        }),
      new URL('/ws', page.url()).toString().replace(/^http/, 'ws'),
    ),
  );
  expect(hub, 'the score hub at /ws answers register with code 101').toBe(true);

  // The phone reads the code from the image; the test reads it from the answer that carried the image.
  const qrAnswer = page.waitForResponse((r) => r.url().includes('/api/user/getLoginQrcode'));
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog.getByRole('img', { name: '登录二维码' })).toBeVisible();
  const qrCode = (await (await qrAnswer).json()).data.code as string;
  // The phone: a logged-in session of the demo viewer (captcha passed honestly).
  const prompt = (await (await request.get('/api/Captcha/get')).json()).data;
  const m = /(\d+)\s*([+\-×])\s*(\d+)/.exec(prompt.question)!;
  const answer = m[2] === '+' ? Number(m[1]) + Number(m[3]) : m[2] === '-' ? Number(m[1]) - Number(m[3]) : Number(m[1]) * Number(m[3]);
  const pass = (await (await request.post('/api/Captcha/check', { data: { id: prompt.id, answer: String(answer) } })).json()).data;
  const phone = (
    await (await request.post('/api/user/login', { data: { mobile: '86-13800000001', password: 'arena123', ...pass } })).json()
  ).data.token;
  await request.post('/api/user/qrcodeScan', { data: { code: qrCode }, headers: { token: phone } });
  await expect(dialog.getByRole('status')).toHaveText(/扫码成功/);
  // Number matching (issue 12): the phone confirms with the number the desktop shows.
  const number = Number(await dialog.getByTestId('qr-number').textContent());
  await request.post('/api/user/qrcodeConfirm', { data: { code: qrCode, number }, headers: { token: phone } });
  await expect(page.getByRole('button', { name: '我的账户：演示观众' })).toBeVisible();
});
