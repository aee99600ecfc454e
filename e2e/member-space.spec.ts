import { expect, type Page, test } from '@playwright/test';
import { env, type Lang, apiLogin as login, storeLogin } from './helpers/auth';

// Issue 14 "/persona my follows": a viewer who follows a live streamer sees it in the member centre
// with its live state and a link to the room, and unfollows it there; "18 my space" lists a collected
// match and a sent horn with its review state. zh journeys, then en and vi smokes.

/**
 * A tab chosen from the keyboard (Radix tabs select on focus): at 60× speed the goal and card pop-ups
 * stack over the top of the page and would take a click meant for the tabs below them.
 */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const USER = { mobile: '86-13800000003', password: 'arena123' };

const apiLogin = (request: Parameters<typeof login>[0]) => login(request, USER.mobile, USER.password);

const authed = (token: string) => ({ headers: { token } });

test('zh: follow a live streamer, see it live in 我的关注 with a link to the room, unfollow it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const me = await apiLogin(request);
  const live = await env(await request.get('/api/Live_streaming/getLiveList?type=-1&page=1&limit=5'));
  const room = (live.data.data as { uid: number; user_nickname: string }[])[0]!;
  // Start from no follows, then follow the live room's streamer (the room's follow button's op).
  const before = await env(await request.get('/api/User/attentionList?page=1&limit=100', authed(me.token)));
  for (const f of before.data.data as { uid: number }[])
    await request.post('/api/Member/attention', { data: { id: f.uid }, ...authed(me.token) });
  const followed = await env(await request.post('/api/Member/attention', { data: { id: room.uid }, ...authed(me.token) }));
  expect(followed.data.is_attention).toBe(1);

  await storeLogin(context, baseURL!, me, 'zh');
  await page.goto('/persona');
  await expect(page.getByRole('heading', { level: 1, name: '我的关注' })).toBeVisible();
  const list = page.getByRole('list', { name: '关注的主播' });
  const item = list.getByTestId('follow-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('直播中')).toBeVisible();
  await expect(item.getByRole('link', { name: room.user_nickname })).toHaveAttribute('href', `/live?uid=${room.uid}`);

  await page.getByRole('button', { name: `取消关注：${room.user_nickname}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '取消关注' }).click();
  await expect(page.getByText('还没有关注的主播')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `已取消关注 ${room.user_nickname}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: '关注的主播' })).toBeFocused();
  const after = await env(await request.get('/api/User/attentionList?page=1&limit=100', authed(me.token)));
  expect(after.data.data).toEqual([]);
});

test('zh: a collected match and a sent horn show in 我的空间', async ({ page, context, request, baseURL }) => {
  const me = await apiLogin(request);
  const matches = await env(await request.get('/api/Football/football_match?status=0&page=1&limit=1'));
  const match = (Array.isArray(matches.data) ? matches.data : matches.data.data)[0] as { id: number; home_team_name_zh: string };
  const collected = await env(
    await request.post('/api/Basketballuser/collect', { data: { id: String(match.id), type: 2, collect: 1 }, ...authed(me.token) }),
  );
  expect(collected.code, collected.msg).toBe(0);
  const text = `喇叭 ${Date.now()}`;
  const horn = await env(await request.post('/api/Member/sneHorn', { data: { content: text }, ...authed(me.token) }));
  expect(horn.code, horn.msg).toBe(0);

  await storeLogin(context, baseURL!, me, 'zh');
  await page.goto('/member?type=18');
  await expect(page.getByRole('heading', { level: 1, name: '我的空间' })).toBeVisible();
  await expect(page.getByRole('list', { name: '收藏的比赛' }).getByText(new RegExp(match.home_team_name_zh))).toBeVisible();
  await openTab(page, '我的喇叭');
  const item = page.getByRole('list', { name: '我的喇叭' }).getByTestId('space-item').filter({ hasText: text });
  // The local reviewer decides within seconds: the horn is seen under review or already decided.
  await expect(item).toContainText(/审核中|已通过|未通过/);
  await openTab(page, '预约的直播');
  await expect(page.getByRole('heading', { level: 2, name: '预约的直播' })).toBeVisible();
  // This viewer has sent no gift in this run: the gifts tab says so.
  await openTab(page, '送出的礼物');
  await expect(page.getByText('还没有送出过礼物')).toBeVisible();
});

for (const [lang, title, heading, space, collected] of [
  ['en', 'My follows', 'Streamers you follow', 'My space', 'Collected matches'],
  ['vi', 'Đang theo dõi', 'Streamer bạn theo dõi', 'Không gian của tôi', 'Trận đấu đã lưu'],
] as const) {
  test(`${lang}: /persona and my space show their headings translated`, async ({ page, context, request, baseURL }) => {
    await storeLogin(context, baseURL!, await apiLogin(request), lang as Lang);
    await page.goto('/persona');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await page.goto('/member?type=18');
    await expect(page.getByRole('heading', { level: 1, name: space })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: collected })).toBeVisible();
  });
}
