import { createImClient, type ImClient, ImError } from '@arena/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ArenaApp } from '../src/app';
import { KIND } from '../src/money/ledger';
import { credit, debit } from '../src/money/wallet';
import { reviewApplication } from '../src/services/applications';
import { call, clock, startApp, type TestDb, variants } from './helpers';
import { next, type Person, person } from './messaging-helpers';

// Issue 16, the messaging rules on the server, through the realtime facade over real sockets and the
// HTTP API: delivery and read receipts on every device, blocks, the per-user send limit, chat groups and
// their owner's rules, message records, notices written with the events they tell of, customer service.

let port = 18260;

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`messaging on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let url: string;
    const clients: ImClient[] = [];
    const time = clock();

    /** A connection logged in as `p`. */
    const connect = async (p: Person) => {
      const c = createImClient({ url, WebSocket: WebSocket as never, lang: 'en' });
      clients.push(c);
      await c.login(String(p.id), p.userSig);
      return c;
    };

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      const listenPort = port++;
      await arena.app.listen({ port: listenPort, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${listenPort}/im`;
    });
    afterAll(async () => {
      for (const c of clients) await c.logout().catch(() => undefined);
      await arena?.close();
      await store?.drop();
    });

    it('given a message to an offline user → sent; at their login delivered; read on one device → a read receipt to the sender and the same state on the reader’s other device', async () => {
      const [a, b] = [await person(arena, '甲'), await person(arena, '乙')];
      const a1 = await connect(a);
      const a2 = await connect(a);
      const onOtherDevice = next(a2, 'message', (m) => m.flow === 'out');
      time.advance(1_000);
      const sent = await a1.sendTextMessage(String(b.id), '你好 <b>hi</b> https://example.com');
      expect(sent).toMatchObject({ delivery: 'sent', flow: 'out', conversationID: `C2C${b.id}` });
      // Text stays text: what was typed is what is stored and sent, markup and all, for the client to show as text.
      expect(sent.payload).toEqual({ text: '你好 <b>hi</b> https://example.com' });
      expect(await onOtherDevice).toMatchObject({ ID: sent.ID, delivery: 'sent' });

      const delivered = next(a1, 'receipt', (r) => r.state === 'delivered');
      const b1 = await connect(b);
      expect(await delivered).toEqual({ conversationID: `C2C${b.id}`, state: 'delivered', upTo: sent.ID });
      const b2 = await connect(b);
      expect((await b2.getConversationList())[0]).toMatchObject({ conversationID: `C2C${a.id}`, unreadCount: 1 });

      const read = next(a2, 'receipt', (r) => r.state === 'read');
      const elsewhere = next(b2, 'read');
      await b1.setMessageRead(`C2C${a.id}`);
      expect(await read).toEqual({ conversationID: `C2C${b.id}`, state: 'read', upTo: sent.ID });
      expect(await elsewhere).toEqual({ conversationID: `C2C${a.id}` });
      expect((await b2.getConversationList())[0]!.unreadCount).toBe(0);
      const page = await a1.getMessageList(`C2C${b.id}`);
      expect(page.messageList.map((m) => m.delivery)).toEqual(['read']);

      // A message to someone online is delivered at once.
      time.advance(1_000);
      expect(await a1.sendTextMessage(String(b.id), '在吗')).toMatchObject({ delivery: 'delivered' });
    });

    it('given a block → the blocked user’s message is refused with a clear message and not stored; unblocked → it goes through', async () => {
      const [a, b] = [await person(arena, '丙'), await person(arena, '丁')];
      const ca = await connect(a);
      const cb = await connect(b);
      expect((await call(arena, 'POST', '/api/Im/block', { touid: a.id }, b.token)).code).toBe(0);
      const list = await call(arena, 'GET', '/api/Im/blockList', {}, b.token);
      expect(list.data.data).toEqual([expect.objectContaining({ uid: a.id, user_nickname: '丙' })]);
      expect((await call(arena, 'POST', '/api/Group/crossCorrelation', { touid: b.id }, a.token)).data).toMatchObject({
        is_blacked: 1,
        is_black: 0,
      });
      time.advance(1_000);
      await expect(ca.sendTextMessage(String(b.id), '让我说话')).rejects.toMatchObject({
        message: 'This user does not accept your messages',
      });
      await expect(cb.sendTextMessage(String(a.id), '再见')).rejects.toMatchObject({
        message: 'You blocked this user; unblock them to send a message',
      });
      expect(await cb.getConversationList()).toEqual([]);
      expect((await call(arena, 'POST', '/api/Im/block', { touid: b.id }, b.token)).msg).toBe('You cannot block yourself');

      expect((await call(arena, 'POST', '/api/Im/unblock', { touid: a.id }, b.token)).code).toBe(0);
      const arrives = next(cb, 'message');
      await ca.sendTextMessage(String(b.id), '谢谢');
      expect(await arrives).toMatchObject({ payload: { text: '谢谢' } });
    });

    it('given private messages faster than the allowance → refused over all the user’s connections with when sending works again; room chat keeps its own allowance', async () => {
      const [a, b, anchor] = [await person(arena, '戊'), await person(arena, '己'), await person(arena, '主播')];
      await arena.services.db.query(`insert into live_rooms (uid, vid, title, thumb, type) values ($1, 'r', 't', '', 0)`, [anchor.id]);
      const a1 = await connect(a);
      const a2 = await connect(a);
      time.advance(60_000);
      for (let i = 0; i < 10; i++) await (i % 2 ? a1 : a2).sendTextMessage(String(b.id), `第 ${i} 条`);
      const refused = await a1.sendTextMessage(String(b.id), '太快了').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ImError);
      expect(refused).toMatchObject({ retryAfter: 1, message: 'You are sending too often; try again in 1 s' });
      await expect(a2.sendTextMessage(String(b.id), '换一个连接')).rejects.toMatchObject({ retryAfter: 1 });
      // Room chat is not private chat: its own allowance.
      await a1.joinGroup(String(anchor.id));
      await expect(a1.sendTextMessage(String(anchor.id), '房间里说话', 'GROUP')).resolves.toMatchObject({ flow: 'out' });
      time.advance(1_000);
      await expect(a2.sendTextMessage(String(b.id), '又可以了')).resolves.toMatchObject({ flow: 'out' });
      // The refused ones were never stored.
      const texts = (await a1.getMessageList(`C2C${b.id}`)).messageList.map((m) => (m.payload as { text: string }).text);
      expect(texts).not.toContain('太快了');
      expect(texts.at(-1)).toBe('又可以了');
    });

    it('given a chat group → members hear it and its messages; only members send; the owner cannot leave, only the owner destroys; a leaver keeps the history up to leaving', async () => {
      const [owner, m1, m2, outsider] = [
        await person(arena, '群主'),
        await person(arena, '成员一'),
        await person(arena, '成员二'),
        await person(arena, '路人'),
      ];
      const [co, c1, c2, cx] = [await connect(owner), await connect(m1), await connect(m2), await connect(outsider)];
      const added = next(c1, 'group');
      const made = await call(arena, 'POST', '/api/Group/addgroup', { name: '周末球局', uids: `${m1.id}` }, owner.token);
      expect(made.code).toBe(0);
      const groupID = made.data.group_id as string;
      expect(made.data).toMatchObject({ type: 'Work', members: 2, owner_uid: owner.id });
      expect(await added).toEqual({ groupID, change: 'added' });

      const joined = next(c2, 'group');
      expect(
        (await call(arena, 'POST', '/api/Group/addGroupUser', { group_id: groupID, uids: `${m2.id},${m1.id}` }, m1.token)).data,
      ).toEqual({
        added: 1,
        members: 3,
      });
      expect(await joined).toEqual({ groupID, change: 'added' });
      expect((await call(arena, 'POST', '/api/Group/joinGroup', { group_id: groupID }, outsider.token)).msg).toBe(
        "This group is joined by a member's invitation only",
      );

      const atM2 = next(c2, 'message', (m) => m.conversationType === 'GROUP');
      time.advance(1_000);
      const sent = await co.sendTextMessage(groupID, '周六踢球', 'GROUP');
      expect(sent).toMatchObject({ conversationID: `GROUP${groupID}`, flow: 'out', delivery: 'sent' });
      expect(await atM2).toMatchObject({ ID: sent.ID, from: String(owner.id), nick: '群主', flow: 'in' });
      await expect(cx.sendTextMessage(groupID, '我也来', 'GROUP')).rejects.toMatchObject({
        message: 'You are not in this group, so you cannot send to it',
      });

      for (let i = 1; i <= 20; i++) {
        time.advance(1_000);
        await c1.sendTextMessage(groupID, `报名 ${i}`, 'GROUP');
      }
      const list = await c2.getConversationList();
      expect(list.find((c) => c.conversationID === `GROUP${groupID}`)).toMatchObject({
        type: 'GROUP',
        unreadCount: 21,
        groupProfile: { groupID, name: '周末球局', ownerID: String(owner.id), memberCount: 3, isMember: true, destroyed: false },
        lastMessage: { payload: { text: '报名 20' } },
      });
      const page1 = await c2.getMessageList(`GROUP${groupID}`);
      expect(page1.messageList).toHaveLength(15);
      expect(page1.isCompleted).toBe(false);
      const page2 = await c2.getMessageList(`GROUP${groupID}`, page1.nextReqMessageID);
      expect(page2.messageList.map((m) => (m.payload as { text: string }).text)).toEqual([
        '周六踢球',
        '报名 1',
        '报名 2',
        '报名 3',
        '报名 4',
        '报名 5',
      ]);
      expect(page2.isCompleted).toBe(true);
      await c2.setMessageRead(`GROUP${groupID}`);
      expect((await c2.getConversationList()).find((c) => c.conversationID === `GROUP${groupID}`)!.unreadCount).toBe(0);

      expect((await call(arena, 'POST', '/api/Group/quitGroup', { group_id: groupID }, owner.token)).msg).toBe(
        'The owner cannot leave the group; dissolve it when it is no longer needed',
      );
      expect((await call(arena, 'POST', '/api/Group/destroyGroupNew', { group_id: groupID }, m1.token)).msg).toBe(
        "Only the group's owner can dissolve it",
      );
      const left = next(co, 'group', (g) => g.change === 'members');
      expect((await call(arena, 'POST', '/api/Group/quitGroup', { group_id: groupID }, m2.token)).code).toBe(0);
      expect(await left).toEqual({ groupID, change: 'members' });
      time.advance(1_000);
      await co.sendTextMessage(groupID, '人少了', 'GROUP');
      await expect(c2.sendTextMessage(groupID, '我走了', 'GROUP')).rejects.toMatchObject({
        message: 'You are not in this group, so you cannot send to it',
      });
      // The leaver reads up to leaving, not after.
      const leaverLast = (await c2.getMessageList(`GROUP${groupID}`)).messageList.at(-1);
      expect(leaverLast?.payload).toEqual({ text: '报名 20' });
      expect((await c2.getConversationList()).find((c) => c.conversationID === `GROUP${groupID}`)!.groupProfile).toMatchObject({
        isMember: false,
      });

      const info = await call(arena, 'GET', '/api/Group/groupInfo', { group_id: groupID }, m1.token);
      expect(info.data.member_list.map((m: { uid: number; role: string }) => [m.uid, m.role])).toEqual([
        [owner.id, 'Owner'],
        [m1.id, 'Member'],
      ]);
      expect((await call(arena, 'POST', '/api/Group/crossCorrelation', { touid: m1.id }, owner.token)).data.common_groups).toEqual([
        expect.objectContaining({ group_id: groupID, name: '周末球局' }),
      ]);

      const destroyed = next(c1, 'group', (g) => g.change === 'destroyed');
      expect((await call(arena, 'POST', '/api/Group/destroyGroupNew', { group_id: groupID }, owner.token)).code).toBe(0);
      expect(await destroyed).toEqual({ groupID, change: 'destroyed' });
      await expect(c1.sendTextMessage(groupID, '还在吗', 'GROUP')).rejects.toMatchObject({ message: 'This group was dissolved' });
      expect((await c1.getMessageList(`GROUP${groupID}`)).messageList.at(-1)?.payload).toEqual({ text: '人少了' });
    });

    it('given a Public group → anyone joins it; it is recommended to those not in it', async () => {
      const [owner, other] = [await person(arena, '开放群主'), await person(arena, '新人')];
      const made = await call(arena, 'POST', '/api/Group/addgroup', { name: '公开聊球', type: 'Public' }, owner.token);
      const recommended = await call(arena, 'POST', '/api/Group/getRecommendGroupList', { limit: 100 }, other.token);
      expect(recommended.data.data.map((g: { group_id: string }) => g.group_id)).toContain(made.data.group_id);
      expect((await call(arena, 'POST', '/api/Group/joinGroup', { group_id: made.data.group_id }, other.token)).data).toMatchObject({
        members: 2,
      });
      const mine = await call(arena, 'GET', '/api/Group/myGroups', {}, other.token);
      expect(mine.data.map((g: { group_id: string }) => g.group_id)).toEqual([made.data.group_id]);
      const after = await call(arena, 'POST', '/api/Group/getRecommendGroupList', { limit: 100 }, other.token);
      expect(after.data.data.map((g: { group_id: string }) => g.group_id)).not.toContain(made.data.group_id);
    });

    it('given follows and a conversation → the address book lists each contact once with profile.nick, blocked ones left out', async () => {
      const [me, followed, fan, chatted, blocked] = [
        await person(arena, 'Zed'),
        await person(arena, 'Anna'),
        await person(arena, '小明'),
        await person(arena, 'Bob'),
        await person(arena, 'Eve'),
      ];
      const db = arena.services.db;
      await db.query('insert into follows (user_id, anchor_id) values ($1, $2), ($3, $1), ($1, $4)', [
        me.id,
        followed.id,
        fan.id,
        blocked.id,
      ]);
      await db.query(
        'insert into im_messages (sender, receiver, type, payload, created_at) values ($1, $2, \'text\', \'{"text":"hi"}\', 0)',
        [String(chatted.id), String(me.id)],
      );
      await call(arena, 'POST', '/api/Im/block', { touid: blocked.id }, me.token);
      const book = await call(arena, 'POST', '/api/Group/addressBook', {}, me.token);
      expect(book.data).toEqual([
        expect.objectContaining({ uid: followed.id, profile: { userID: String(followed.id), nick: 'Anna', avatar: '' }, is_attention: 1 }),
        expect.objectContaining({ uid: chatted.id, nick: 'Bob', chatted: 1, is_attention: 0 }),
        expect.objectContaining({ uid: fan.id, nick: '小明', is_fans: 1 }),
      ]);
      const people = await call(arena, 'POST', '/api/Group/getRecommendUserList', { limit: 100 }, me.token);
      const ids = people.data.data.map((u: { uid: number }) => u.uid);
      expect(ids).not.toContain(me.id);
      expect(ids).not.toContain(followed.id);
      expect(ids).not.toContain(blocked.id);
      expect(ids).toContain(fan.id);
    });

    it('given Group/saveMsg → a record under the same rules, in the history, not delivered', async () => {
      const [a, b] = [await person(arena, '记录甲'), await person(arena, '记录乙')];
      const cb = await connect(b);
      const heard: unknown[] = [];
      cb.on('message', (m) => heard.push(m));
      time.advance(1_000);
      const saved = await call(arena, 'POST', '/api/Group/saveMsg', { to: String(b.id), type: 'text', content: '经腾讯发送' }, a.token);
      expect(saved.data.id).toMatch(/^\d+$/);
      const image = await call(
        arena,
        'POST',
        '/api/Group/saveMsg',
        { to: String(b.id), type: 'image', content: JSON.stringify({ url: 'javascript:alert(1)', width: 1, height: 1 }) },
        a.token,
      );
      expect(image.code).toBe(1);
      const page = await cb.getMessageList(`C2C${a.id}`);
      expect(page.messageList.map((m) => [m.ID, m.payload])).toEqual([[saved.data.id, { text: '经腾讯发送' }]]);
      expect(heard).toEqual([]);
      await call(arena, 'POST', '/api/Im/block', { touid: a.id }, b.token);
      expect((await call(arena, 'POST', '/api/Group/saveMsg', { to: String(b.id), type: 'text', content: '再记' }, a.token)).msg).toBe(
        'This user does not accept your messages',
      );
    });

    it('given a withdrawal review → its notice is written in the review’s transaction (a failed notice undoes the review) and pushed live; read state kept', async () => {
      const db = arena.services.db;
      const user = await person(arena, '提现人');
      await db.tx((q) => credit(q, user.id, 5_000, { kind: KIND.giftIncome, ref: 'test', at: time.now() }, 'withdrawal_balance'));
      const [w] = await db.query<{ id: number }>(
        `insert into withdrawals (user_id, amount, fee, method, account, payee, status, reason, created_at)
         values ($1, 100, 2, 'bank', '**** 5678', '{"method":"bank","real_name":"张三","bank_name":"招商银行","card_number":"6225880112345678","branch":""}', 0, '', $2) returning id`,
        [user.id, new Date(time.now())],
      );
      const [operator] = await db.query<{ id: number }>('select id from users where is_operator order by id limit 1');
      const opToken = await arena.services.accounts.createSession(operator!.id);
      const income = async () =>
        (await db.query<{ w: string }>('select withdrawal_balance as w from users where id = $1', [user.id]))[0]!.w;
      const before = await income();

      // The notice cannot be written: the review does not happen either (no status change, no refund).
      await db.query("alter table notices add constraint no_withdrawal_notices check (type <> 'withdrawal') not valid");
      const failed = await call(
        arena,
        'POST',
        '/api/Operator/reviewWithdrawal',
        { id: w!.id, approve: false, reason: '账户信息有误' },
        opToken,
      );
      await db.query('alter table notices drop constraint no_withdrawal_notices');
      expect(failed.code).toBe(1);
      expect((await db.query<{ status: number }>('select status from withdrawals where id = $1', [w!.id]))[0]!.status).toBe(0);
      expect(await income()).toBe(before);

      const cu = await connect(user);
      const pushed = next(cu, 'notice');
      const done = await call(
        arena,
        'POST',
        '/api/Operator/reviewWithdrawal',
        { id: w!.id, approve: false, reason: '账户信息有误' },
        opToken,
      );
      expect(done.code).toBe(0);
      const notice = await pushed;
      expect(notice).toMatchObject({
        type: 'withdrawal',
        title: 'Withdrawal rejected',
        content: 'Your withdrawal of 100 gold coins was rejected: 账户信息有误. The amount is back in your income wallet',
        is_read: 0,
      });
      const listed = await call(arena, 'GET', '/api/Push/getList', {}, user.token, 'zh');
      expect(listed.data).toMatchObject({ total: 1, unread: 1, data: [{ id: notice.id, title: '提现审核未通过', is_read: 0 }] });
      expect((await call(arena, 'POST', '/api/Push/read', { id: notice.id }, user.token)).data).toEqual({ unread: 0 });
      expect((await call(arena, 'GET', '/api/Push/getList', {}, user.token)).data.data[0].is_read).toBe(1);
      const stranger = await person(arena, '旁人');
      expect((await call(arena, 'POST', '/api/Push/read', { id: notice.id }, stranger.token)).msg).toBe('There is no such notice');
      expect((await call(arena, 'GET', '/api/Push/getList', {})).data).toMatchObject({ total: 0, unread: 0, data: [] });
    });

    it('given spending that crosses a level → one level-up notice in the spend’s statement; spending within a level → none; horn and application reviews → their notices', async () => {
      const db = arena.services.db;
      const user = await person(arena, '升级者', 1_000);
      const notices = async () =>
        (await call(arena, 'GET', '/api/Push/getList', {}, user.token)).data.data.map((n: { type: string; content: string }) => [
          n.type,
          n.content,
        ]);
      await db.tx((q) => debit(q, user.id, 500, { kind: KIND.giftSent, at: time.now() })); // 50 experience: level 1
      expect(await notices()).toEqual([]);
      await db.tx((q) => debit(q, user.id, 1_500, { kind: KIND.giftSent, at: time.now() })); // 200: level 3
      expect(await notices()).toEqual([['level', 'Congratulations: your wealth level is now 3']]);
      // A spend refused for want of coins changes nothing, so tells nothing.
      await expect(db.tx((q) => debit(q, user.id, 1_000_000, { kind: KIND.giftSent, at: time.now() }))).rejects.toThrow();
      expect(await notices()).toHaveLength(1);

      await db.query(
        `insert into streamer_applications (user_id, real_name, id_number, contact, id_photo_front, id_photo_back, experience, invite, status, reason, created_at)
         values ($1, '张三', '110101199001011234', 'qq 1', '', '', '十五个字以上的直播经验介绍文字', null, 0, '', $2)`,
        [user.id, new Date(time.now())],
      );
      // A horn's review (approved: broadcast) tells its sender too.
      const [horn] = await db.query<{ id: number }>(
        "insert into horns (uid, content, status, free, cost, created_at) values ($1, '决赛加油', 0, 1, 0, $2) returning id",
        [user.id, new Date(time.now())],
      );
      await arena.services.live.horns.review(horn!.id);
      expect((await notices())[0]).toEqual(['horn', 'Your horn message “决赛加油” was approved and broadcast to everyone']);
      await reviewApplication(db, user.id, false, '证件照片不清楚', time.now());
      expect((await notices())[0]).toEqual([
        'application',
        'Your streamer application was rejected: 证件照片不清楚. You may apply again after changing it',
      ]);
    });

    it('given a user writing to customer service → an operator sees the conversation, reading it sends a read receipt, the reply arrives live', async () => {
      const user = await person(arena, '求助者');
      const kefu = (await call(arena, 'POST', '/api/user/getKefuInfo', {}, user.token)).data;
      const cu = await connect(user);
      time.advance(1_000);
      const asked = await cu.sendTextMessage(String(kefu.id), '充值没到账');
      const [operator] = await arena.services.db.query<{ id: number }>('select id from users where is_operator order by id limit 1');
      const opToken = await arena.services.accounts.createSession(operator!.id);
      expect((await call(arena, 'GET', '/api/Operator/kefuConversations', {}, user.token)).msg).toBe('Only operators can do this');
      const list = await call(arena, 'GET', '/api/Operator/kefuConversations', {}, opToken);
      expect(list.data.data[0]).toMatchObject({
        uid: user.id,
        user_nickname: '求助者',
        unread: 1,
        last_message: { ID: asked.ID, flow: 'in' },
      });

      const page = await call(arena, 'GET', '/api/Operator/kefuMessages', { uid: user.id }, opToken);
      expect(page.data.messageList).toEqual([expect.objectContaining({ ID: asked.ID, payload: { text: '充值没到账' }, flow: 'in' })]);
      const receipt = next(cu, 'receipt', (r) => r.state === 'read');
      expect((await call(arena, 'POST', '/api/Operator/kefuRead', { uid: user.id }, opToken)).code).toBe(0);
      expect(await receipt).toEqual({ conversationID: `C2C${kefu.id}`, state: 'read', upTo: asked.ID });

      const answer = next(cu, 'message');
      const replied = await call(arena, 'POST', '/api/Operator/kefuReply', { uid: user.id, text: '请提供订单号' }, opToken);
      expect(replied.data).toMatchObject({ from: String(kefu.id), flow: 'out', delivery: 'delivered' });
      expect(await answer).toMatchObject({ from: String(kefu.id), conversationID: `C2C${kefu.id}`, payload: { text: '请提供订单号' } });
      expect((await call(arena, 'GET', '/api/Operator/kefuConversations', {}, opToken)).data.data[0]).toMatchObject({ unread: 0 });
    });

    it('given the settings → one emoji set of 20 × 20 images served by the server', async () => {
      const settings = await call(arena, 'GET', '/api/universal/getHot');
      const emoji = settings.data.emoji as { emojiName: string; url: string }[];
      expect(emoji.length).toBeGreaterThanOrEqual(16);
      expect(emoji[0]!.emojiName).toBe('[微笑]');
      for (const e of emoji) expect(e.emojiName).toMatch(/^\[[^[\]\s]{1,12}\]$/);
      const image = await arena.app.inject({ method: 'GET', url: new URL(emoji[0]!.url).pathname });
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain('width="20" height="20"');
      expect((await arena.app.inject({ method: 'GET', url: '/static/emoji/nothing.svg' })).statusCode).toBe(404);
    });
  });
}
