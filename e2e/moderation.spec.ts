import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, env, type Lang, type LoginData, press, registerAccount, storeLogin } from './helpers/auth';

// Issue 15 "Running the room": the streamer makes viewer A an assistant from the chat's user menu; A mutes
// viewer B (B's next line is refused with the reason) and kicks viewer C (C's page leaves to /anchor?type=0
// with the message, and coming back is refused). Deep in zh; en and vi open the user menu only.
// The room is a seeded streamer's no other journey logs in as (the 5th, 86-13900000014).
const STREAMER = { mobile: '86-13900000014', password: 'arena123' };

async function newUser(request: APIRequestContext): Promise<LoginData> {
  const account = await registerAccount(request);
  return apiLogin(request, account.mobile, account.password);
}

/** A page of `user` in the room, once its chat has joined the room's group (lines sent after it arrive). */
async function openRoom(browser: Browser, baseURL: string, user: LoginData, room: number, lang: Lang = 'zh'): Promise<Page> {
  const context = await browser.newContext();
  await storeLogin(context, baseURL, user, lang);
  const page = await context.newPage();
  await page.goto(`/live?uid=${room}`);
  const chat = page.getByRole('region', { name: /直播间聊天|Room chat|Trò chuyện/ });
  await expect(chat).toBeVisible({ timeout: 30_000 });
  // Until the group is joined the send box says it is connecting.
  await expect(chat.getByRole('status').filter({ hasText: /连接|Connecting|kết nối/ })).toHaveCount(0, { timeout: 20_000 });
  return page;
}

/** A chat line from `user` (Barrage/send), as another browser would send it. */
async function say(request: APIRequestContext, user: LoginData, room: number, info: string) {
  const sent = await env(await request.post('/api/Barrage/send', { data: { uid: room, info }, headers: { token: user.token } }));
  expect(sent.code, sent.msg).toBe(0);
}

/** Opens the user menu of the newest line by `nick` in the page's chat. */
async function openMenuOf(page: Page, nick: string) {
  const trigger = page
    .getByRole('list', { name: /聊天消息|Chat messages|Tin nhắn/ })
    .getByRole('button', { name: nick })
    .last();
  await expect(trigger).toBeVisible({ timeout: 20_000 });
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.setTimeout(240_000);
test.use({ actionTimeout: 20_000 });

test('zh: the streamer appoints an assistant, who mutes one viewer and kicks another out', async ({ browser, request, baseURL }) => {
  const streamer = await apiLogin(request, STREAMER.mobile, STREAMER.password);
  const room = streamer.id;
  const a = await newUser(request);
  const b = await newUser(request);
  const c = await newUser(request);

  // The streamer makes A an assistant from A's nick in the chat.
  const own = await openRoom(browser, baseURL!, streamer, room);
  await say(request, a, room, '主播好');
  const menu = await openMenuOf(own, a.user_nickname);
  await menu.getByRole('menuitem', { name: '设为房管' }).click();
  await expect(own.getByText(`已设 ${a.user_nickname} 为房管`)).toBeVisible();
  await own.context().close();

  // Fan groups: the streamer shows a public group in the room (a fresh one per run, so B is not in it).
  const badge = `球迷${String(Date.now()).slice(-4)}`;
  const group = await env<{ group_id: string }>(
    await request.post('/api/Group/addgroup', { data: { name: `${badge}团`, type: 'Public' }, headers: { token: streamer.token } }),
  );
  expect(group.code, group.msg).toBe(0);
  const shown = await env(
    await request.post('/api/Live_streaming/addshowGroup', {
      data: { group_id: group.data.group_id, show: 1 },
      headers: { token: streamer.token },
    }),
  );
  expect(shown.code, shown.msg).toBe(0);

  const assistant = await openRoom(browser, baseURL!, a, room);
  const muted = await openRoom(browser, baseURL!, b, room);
  // B joins it from the room's fan groups and, entering again, wears its badge in everyone's chat.
  const fans = muted.getByRole('region', { name: '粉丝团' });
  await fans.getByRole('button', { name: `加入 ${badge}团` }).click();
  await expect(fans.getByRole('button', { name: `进入群聊 · ${badge}团` })).toBeVisible();
  await muted.reload();
  await expect(muted.getByRole('region', { name: '直播间聊天' }).getByRole('status').filter({ hasText: /连接/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  const kicked = await openRoom(browser, baseURL!, c, room);

  // A mutes B for 10 minutes; B's next line is refused with the reason, in the chat pane.
  await say(request, b, room, '我是 B');
  await expect(
    assistant.getByRole('list', { name: '聊天消息' }).getByRole('listitem').filter({ hasText: '我是 B' }).getByText(badge, { exact: true }),
  ).toBeVisible();
  // The durations are a submenu: opened by keyboard (ArrowRight), as goal pop-ups may lie over the pointer's path.
  await (await openMenuOf(assistant, b.user_nickname)).getByRole('menuitem', { name: '禁言', exact: true }).press('ArrowRight');
  await press(assistant.getByRole('menuitem', { name: '禁言 10 分钟' }));
  await expect(assistant.getByText(`已禁言 ${b.user_nickname} 10 分钟`)).toBeVisible();
  await muted.getByRole('textbox', { name: '弹幕内容' }).fill('还能说话吗');
  await muted.getByRole('textbox', { name: '弹幕内容' }).press('Enter');
  await expect(muted.getByRole('region', { name: '直播间聊天' }).getByRole('alert')).toHaveText('你已被禁言');

  // A kicks C (confirmed first); C's page leaves to /anchor?type=0 with the message.
  await say(request, c, room, '我是 C');
  await press((await openMenuOf(assistant, c.user_nickname)).getByRole('menuitem', { name: /踢出直播间/ }));
  const confirm = assistant.getByRole('alertdialog');
  await expect(confirm).toContainText(`确认将 ${c.user_nickname} 踢出直播间 24 小时？`);
  await press(confirm.getByRole('button', { name: '确定' }));
  await expect(assistant.getByText(`已将 ${c.user_nickname} 踢出直播间 24 小时`)).toBeVisible();
  await expect(kicked).toHaveURL(/\/anchor\?type=0$/, { timeout: 20_000 });
  await expect(kicked.getByText('你已被踢出该直播间，24 小时内不能进入')).toBeVisible();

  // Coming back: the room refuses C with the server's reason and until when, and so does sending.
  await kicked.goto(`/live?uid=${room}`);
  await expect(
    kicked
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: /你已被踢出该直播间，.*（北京时间）后才能再进入/ }),
  ).toBeVisible({ timeout: 20_000 });
  const again = await env(await request.post('/api/Barrage/send', { data: { uid: room, info: '我回来了' }, headers: { token: c.token } }));
  expect(again.msg).toBe('你已被踢出该直播间');
});

for (const [lang, message] of [
  ['en', 'Send message'],
  ['vi', 'Gửi tin nhắn'],
] as const) {
  test(`${lang}: a sender's nick opens the user menu`, async ({ browser, request, baseURL }) => {
    const streamer = await apiLogin(request, STREAMER.mobile, STREAMER.password);
    const viewer = await newUser(request);
    const sender = await newUser(request);
    const page = await openRoom(browser, baseURL!, viewer, streamer.id, lang);
    await say(request, sender, streamer.id, 'hello');
    const menu = await openMenuOf(page, sender.user_nickname);
    await expect(menu.getByRole('menuitem', { name: message })).toBeVisible();
    await page.context().close();
  });
}
