import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, env } from './helpers/auth';

// Issue 12 "QR login confirm page": the desktop shows the QR code, a phone (a second browser, logged in
// as the demo viewer) opens the code's /qr-login link, sees which device, browser, place and time ask
// to log in, and picks the number the desktop shows; a wrong pick cancels the code on both sides.

/** The phone: a browser context logged in as the demo viewer, as a login leaves it (cookie + userInfo). */
async function phoneContext(browser: Browser, request: APIRequestContext, baseURL: string): Promise<BrowserContext> {
  const { token, ...info } = await apiLogin(request, '86-13800000001', 'arena123');
  const context = await browser.newContext({ isMobile: true, viewport: { width: 375, height: 740 } });
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
  await context.addInitScript((stored) => localStorage.setItem('userInfo', stored), JSON.stringify(info));
  return context;
}

/** The desktop opens the login dialog in QR mode; returns the dialog and the code its image carries. */
async function desktopQr(page: Page) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/user/getLoginQrcode'));
  await page.goto('/main');
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog.getByRole('img', { name: '登录二维码' })).toBeVisible();
  const code = (await (await answer).json()).data.code as string;
  return { dialog, code };
}

test('QR login confirm page: device, browser, place and time, then the number the desktop shows', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { dialog, code } = await desktopQr(page);
  const phone = await (await phoneContext(browser, request, baseURL!)).newPage();
  await phone.goto(`/qr-login?code=${code}`);
  // The QR image's address is the site's; a phone is taken on to the mobile site (h5_url), which scans
  // again: pick the number there, or the redirect can drop a pick made on the first page.
  await phone.waitForURL(/\/m\/qr-login\?code=/);

  // Who asks: the desktop browser of this test, on the loopback address (the same network).
  await expect(phone.getByRole('heading', { name: '确认电脑端登录' })).toBeVisible();
  const details = phone.getByRole('definition');
  await expect(details.nth(0)).toHaveText(/^电脑 · Linux/);
  await expect(details.nth(1)).toHaveText(/Chrom/);
  await expect(details.nth(2)).toHaveText('局域网');
  await expect(details.nth(3)).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日/);
  await expect(phone.getByText('将登录账号：演示观众')).toBeVisible();

  // The desktop was told of the scan and shows the number; it is one of the phone's three.
  await expect(dialog.getByRole('status')).toHaveText(/扫码成功，请在手机上选择数字 \d{2}/);
  const number = (await dialog.getByTestId('qr-number').textContent())!.trim();
  const group = phone.getByRole('group', { name: '请选择电脑上显示的数字' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await group.getByRole('radio', { name: number }).check();
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone.getByRole('heading', { name: '已确认，电脑端正在登录' })).toBeFocused();

  await expect(page.getByRole('button', { name: '我的账户：演示观众' })).toBeVisible();
  await phone.context().close();
});

test('QR login confirm page: a wrong number cancels the code and the desktop offers a new one', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { dialog, code } = await desktopQr(page);
  const phone = await (await phoneContext(browser, request, baseURL!)).newPage();
  await phone.goto(`/qr-login?code=${code}`);
  // The QR image's address is the site's; a phone is taken on to the mobile site (h5_url), which scans
  // again: pick the number there, or the redirect can drop a pick made on the first page.
  await phone.waitForURL(/\/m\/qr-login\?code=/);
  await expect(dialog.getByTestId('qr-number')).toBeVisible();
  const number = (await dialog.getByTestId('qr-number').textContent())!.trim();

  const radios = phone.getByRole('group', { name: '请选择电脑上显示的数字' }).getByRole('radio');
  await expect(radios).toHaveCount(3);
  const values = await radios.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  await radios.nth(values.findIndex((v) => v !== number)).check();
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone.getByRole('heading', { name: /选择的数字与电脑上显示的不一致/ })).toBeVisible();

  await expect(dialog.getByRole('status')).toHaveText('二维码已失效');
  await expect(dialog.getByRole('button', { name: '刷新二维码' })).toBeVisible();
  // The desktop stayed logged out.
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await phone.context().close();
});
