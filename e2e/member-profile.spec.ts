import { expect, type Page, test } from '@playwright/test';
import { env, type Lang, apiLogin as login, passCaptcha, storeLogin } from './helpers/auth';

// Issue 14 "19 personal centre": profile (nickname with its validation, avatar upload), level and the
// experience to the next one, the masked phone, the signed-in sessions (sign out one, sign out
// everywhere → logged out; issue 12's last item). A zh journey, then en and vi smokes.

const USER = { mobile: '86-13800000001', number: '13800000001', password: 'arena123' };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const apiLogin = (request: Parameters<typeof login>[0], mobile = USER.mobile) => login(request, mobile, USER.password);

test('zh: edit the profile and avatar, see the level, sign out another device, then everywhere', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A clean start: no sessions of the user left from another journey.
  const before = await apiLogin(request);
  await request.post('/api/Member/signOutAll', { headers: { token: before.token } });

  await page.goto('/main');
  await page.getByRole('button', { name: '登录/注册' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByRole('button', { name: '手机号登录' }).click();
  await dialog.getByRole('textbox', { name: '手机号' }).fill(USER.number);
  await dialog.getByLabel(/^密码/).fill(USER.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await passCaptcha(page);
  await expect(page.getByRole('button', { name: `我的账户：${before.user_nickname}` })).toBeVisible();

  try {
    await page.goto('/member?type=19');
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    const profile = page.getByRole('region', { name: '个人资料' });
    const nickname = profile.getByRole('textbox', { name: /昵称/ });
    await expect(nickname).toHaveValue(before.user_nickname);

    // One invalid attempt first: a blank nickname is refused with the rule, nothing is sent.
    await nickname.fill('');
    await profile.getByRole('button', { name: '保存' }).click();
    await expect(nickname).toHaveAccessibleDescription(/请输入昵称/);
    await expect(profile.getByRole('alert')).toHaveText('请先修正标出的内容');

    await nickname.fill('球迷小明');
    await profile.getByLabel('上传头像').setInputFiles('e2e/fixtures/avatar.png');
    await expect(profile.getByText('头像已上传，保存后生效')).toBeVisible();
    await profile.getByRole('radio', { name: '女' }).check();
    await profile.getByRole('button', { name: '保存' }).click();
    await expect(profile.getByRole('status').filter({ hasText: '资料已保存' })).toBeVisible();
    await expect(page.getByRole('button', { name: '我的账户：球迷小明' })).toBeVisible();
    const saved = await env(await request.get('/api/Member/info', { headers: { token: await tokenOf(page) } }));
    expect(saved.data).toMatchObject({ user_nickname: '球迷小明', sex: 2, avatar: expect.stringMatching(/\/uploads\/[0-9a-f]{32}\.png$/) });
    // The stored avatar is our re-encoded PNG.
    const served = await request.get(saved.data.avatar);
    expect(served.headers()['content-type']).toBe('image/png');

    // Level and the experience to the next one; the phone number masked.
    const level = page.getByRole('region', { name: '等级' });
    await expect(level.getByRole('img', { name: '等级 1' })).toBeVisible();
    await expect(level.getByRole('progressbar', { name: '升级进度' })).toHaveAttribute('aria-valuetext', '距离 Lv 2 还需 100 经验');
    await expect(level.getByTestId('masked-mobile')).toHaveText('+86 138****0001');
    await expect(page.getByText('13800000001')).toHaveCount(0);

    // A second device logs in (a phone's browser): two sessions, this one marked.
    const phone = await browser.newContext({ userAgent: IPHONE_UA, baseURL });
    const phoneLogin = await apiLogin(phone.request);
    await page.reload();
    const sessions = page.getByRole('region', { name: '登录设备' });
    await expect(sessions.getByTestId('session-item')).toHaveCount(2);
    await expect(sessions.getByTestId('session-item').filter({ hasText: '当前设备' })).toHaveCount(1);
    const other = sessions.getByRole('button', { name: /^退出登录：手机 · Safari 17/ });
    await other.click();
    await page.getByRole('alertdialog', { name: '退出该设备的登录？' }).getByRole('button', { name: '退出登录' }).click();
    await expect(sessions.getByRole('status')).toHaveText('已退出该设备的登录');
    await expect(sessions.getByTestId('session-item')).toHaveCount(1);
    await expect(sessions.getByRole('heading', { name: '登录设备' })).toBeFocused();
    expect((await env(await phone.request.get('/api/Member/info', { headers: { token: phoneLogin.token } }))).code).toBe(700);
    await phone.close();

    // Sign out everywhere: this session ends too, and the app shows the logged-out state.
    const token = await tokenOf(page);
    await sessions.getByRole('button', { name: '退出所有设备' }).click();
    await page.getByRole('alertdialog', { name: '退出所有设备的登录？' }).getByRole('button', { name: '退出所有设备' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect((await env(await request.get('/api/Member/info', { headers: { token } }))).code).toBe(700);
  } finally {
    // Other journeys know the demo user by its nickname and avatar.
    const again = await apiLogin(request);
    await request.post('/api/member/updateInfo', {
      headers: { token: again.token },
      data: { user_nickname: before.user_nickname, avatar: before.avatar, sex: 0 },
    });
    await request.post('/api/Member/signOutAll', { headers: { token: again.token } });
  }
});

async function tokenOf(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token')!.value;
}

for (const [lang, headings] of [
  ['en', ['Personal centre', 'Profile', 'Level', 'Signed-in devices']],
  ['vi', ['Trung tâm cá nhân', 'Hồ sơ', 'Cấp độ', 'Thiết bị đang đăng nhập']],
] as const) {
  test(`${lang}: the personal centre renders with translated headings`, async ({ page, request, baseURL }) => {
    await storeLogin(page.context(), baseURL!, await apiLogin(request, '86-13800000003'), lang as Lang);
    await page.goto('/member?type=19');
    await expect(page.getByRole('heading', { level: 1, name: headings[0] })).toBeVisible();
    for (const h of headings.slice(1)) await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    await expect(page.getByTestId('session-item').first()).toBeVisible();
    await expect(page.getByTestId('masked-mobile')).toHaveText('+86 138****0003');
  });
}
