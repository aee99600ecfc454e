import { createImClient, type ImClient, type ImMessage, parseRoomMessage } from '@arena/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ArenaApp } from '../src/app';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { imSignature } from '../src/services/crypto';
import { call, clock, login as passwordLogin, startApp, type TestDb, variants } from './helpers';
import { next } from './messaging-helpers';

// The local IM service (/im) through the realtime package's facade, over real sockets: two clients in
// one room, guests, forged signatures, server-sent room messages, kickouts and private history.

let port = 18320;

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the local IM service on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let url: string;
    const clients: ImClient[] = [];
    const time = clock();
    const users: Record<'viewer' | 'anchor' | 'second', { id: number; token: string; userSig: string; nick: string }> = {} as never;

    const client = () => {
      const c = createImClient({ url, WebSocket: WebSocket as never, lang: 'en' });
      clients.push(c);
      return c;
    };
    const room = () => String(users.anchor.id);

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now });
      const listenPort = port++;
      await arena.app.listen({ port: listenPort, host: '127.0.0.1' });
      url = `ws://127.0.0.1:${listenPort}/im`;
      for (const [name, index] of [
        ['viewer', 0],
        ['anchor', 1],
        ['second', 2],
      ] as const) {
        const res = await passwordLogin(arena, DEMO_ACCOUNTS[index].mobile, DEMO_ACCOUNTS[index].password);
        users[name] = { id: res.data.id, token: res.data.token, userSig: res.data.userSig, nick: res.data.user_nickname };
      }
    });
    afterAll(async () => {
      for (const c of clients) await c.logout().catch(() => undefined);
      await arena?.close();
      await store?.drop();
    });

    it('given two users in one room → each sees the other’s message with the sender stamped by the server, not their own echo', async () => {
      const a = client();
      const b = client();
      expect(await a.login(String(users.viewer.id), users.viewer.userSig)).toMatchObject({
        userID: String(users.viewer.id),
        nick: users.viewer.nick,
      });
      await b.login(String(users.second.id), users.second.userSig);
      await b.joinGroup(room());
      // 1,234 wealth experience is level 13 (a level every 100, from level 1).
      await arena.services.db.query('update users set exp = 1234 where id = $1', [users.viewer.id]);
      const entry = next(b, 'message', (m) => parseRoomMessage(m)?.type === 102);
      expect((await a.joinGroup(room())).memberCount).toBe(2);
      expect(parseRoomMessage(await entry)).toMatchObject({
        type: 102,
        uid: users.viewer.id,
        user_nickname: users.viewer.nick,
        level: 13,
        is_noble: 1,
      });
      expect(await a.getOnlineMemberCount(room())).toBe(2);

      const echoes: ImMessage[] = [];
      a.on('message', (m) => echoes.push(m));
      const atB = next(b, 'message', (m) => m.type === 'text');
      const sent = await a.sendTextMessage(room(), '这球踢得漂亮', 'GROUP');
      expect(sent).toMatchObject({ flow: 'out', from: String(users.viewer.id), conversationID: `GROUP${room()}` });
      expect(await atB).toMatchObject({
        from: String(users.viewer.id),
        nick: users.viewer.nick,
        payload: { text: '这球踢得漂亮' },
        flow: 'in',
        conversationType: 'GROUP',
      });
      const atA = next(a, 'message', (m) => m.type === 'text');
      await b.sendTextMessage(room(), '同意', 'GROUP');
      expect(await atA).toMatchObject({ from: String(users.second.id), payload: { text: '同意' } });
      expect(echoes.filter((m) => m.from === String(users.viewer.id) && m.type === 'text')).toEqual([]);
    });

    it('given a barrage sent over HTTP and a gift → the room hears them as custom messages 105 and 100', async () => {
      const watcher = client();
      await watcher.login(String(users.second.id), users.second.userSig);
      await watcher.joinGroup(room());
      const barrage = next(watcher, 'message', (m) => parseRoomMessage(m)?.type === 105);
      expect((await call(arena, 'POST', '/api/Barrage/send', { uid: users.anchor.id, info: '主播加油' }, users.viewer.token)).code).toBe(0);
      const b = await barrage;
      expect(b.from).toBe(String(users.viewer.id));
      expect(parseRoomMessage(b)).toMatchObject({ type: 105, info: '主播加油', uid: users.viewer.id, user_nickname: users.viewer.nick });
      const gift = next(watcher, 'message', (m) => parseRoomMessage(m)?.type === 100);
      expect(
        (await call(arena, 'POST', '/api/member/handselGift', { gift_id: 7, anchor_id: users.anchor.id }, users.viewer.token)).code,
      ).toBe(0);
      expect(parseRoomMessage(await gift)).toMatchObject({ type: 100, num: 1, gift: { id: 7, type: 1, swftime: 4 }, uid: users.viewer.id });
    });

    it('given a guest with a tourist account → joins and reads, but cannot speak', async () => {
      const tourist = (await call(arena, 'GET', '/api/Universal/imTouristAccount')).data as { id: string; sig: string };
      const guest = client();
      expect(await guest.login(tourist.id, tourist.sig)).toMatchObject({ userID: tourist.id, guest: true });
      await guest.joinGroup(room());
      await expect(guest.sendTextMessage(room(), 'hello', 'GROUP')).rejects.toMatchObject({ code: 1, message: 'Log in to chat' });
    });

    it('given a forged or borrowed userSig → login is refused', async () => {
      const forged = client();
      await expect(forged.login(String(users.viewer.id), `${Math.floor(time.now() / 1000) + 3600}.forged`)).rejects.toMatchObject({
        code: 1,
        message: 'The chat signature is invalid or has expired; log in again',
      });
      await expect(forged.login(String(users.anchor.id), users.viewer.userSig)).rejects.toMatchObject({ code: 1 });
      const expired = imSignature(arena.services.imSecret, String(users.viewer.id), time.now() - 8 * 86_400_000);
      await expect(forged.login(String(users.viewer.id), expired)).rejects.toMatchObject({ code: 1 });
      await expect(forged.joinGroup(room())).rejects.toMatchObject({ message: 'Log in to the chat service first' });
    });

    it('given messages only the server may send, or coloured text without the privilege → refused; a noble may colour', async () => {
      const plain = client();
      await plain.login(String(users.second.id), users.second.userSig);
      await plain.joinGroup(room());
      await expect(plain.sendCustomMessage(room(), { type: 100, gift: { id: 9 } })).rejects.toMatchObject({
        message: 'Only the server sends this kind of message',
      });
      await expect(plain.sendCustomMessage(room(), { type: 101, text: 'hi', color: '#ff0000' })).rejects.toMatchObject({
        message: 'Coloured messages are for the streamer, room administrators, guards and nobles',
      });
      const noble = client(); // demo viewer 1 is a noble (seed)
      await noble.login(String(users.viewer.id), users.viewer.userSig);
      await noble.joinGroup(room());
      const seen = next(plain, 'message', (m) => parseRoomMessage(m)?.type === 101);
      await noble.sendCustomMessage(room(), { type: 101, text: '红色弹幕', color: '#ff3300', uid: 1, user_nickname: '冒充' });
      expect(parseRoomMessage(await seen)).toMatchObject({
        type: 101,
        text: '红色弹幕',
        color: '#ff3300',
        uid: users.viewer.id,
        user_nickname: users.viewer.nick,
      });
    });

    it('given a burst of messages → five pass, the sixth is told to slow down; a too long one is refused', async () => {
      const fast = client();
      await fast.login(String(users.anchor.id), users.anchor.userSig);
      await fast.joinGroup(room());
      await expect(fast.sendTextMessage(room(), 'x'.repeat(101), 'GROUP')).rejects.toMatchObject({
        message: 'A message can be at most 100 characters',
      });
      const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => fast.sendTextMessage(room(), `第${i}条`, 'GROUP')));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({
        reason: { message: 'You are sending too fast; wait a moment' },
      });
    });

    it('given a registered user updating their IM profile → the account’s name stays, a forged nick never shows', async () => {
      const c = client();
      await c.login(String(users.second.id), users.second.userSig);
      await c.updateMyProfile({ nick: '官方客服' });
      await c.joinGroup(room());
      const listener = client();
      await listener.login(String(users.viewer.id), users.viewer.userSig);
      await listener.joinGroup(room());
      const seen = next(listener, 'message', (m) => m.type === 'text' && m.from === String(users.second.id));
      await c.sendTextMessage(room(), '我是谁', 'GROUP');
      expect((await seen).nick).toBe(users.second.nick);
    });

    it('given a kickout over HTTP → the kicked user hears it, leaves the room and cannot rejoin', async () => {
      const victim = client();
      await victim.login(String(users.second.id), users.second.userSig);
      await victim.joinGroup(room());
      const kicked = next(victim, 'kicked');
      expect((await call(arena, 'POST', '/api/Live_streaming/liveKickout', { touid: users.second.id }, users.anchor.token)).code).toBe(0);
      expect(await kicked).toEqual({ type: 'roomKickout', groupID: room() });
      await expect(victim.joinGroup(room())).rejects.toMatchObject({ message: 'You were removed from this room' });
      await arena.services.db.query('delete from room_kickouts');
    });

    it('given private messages → stored, delivered, listed as a conversation with unread count, paged 15 at a time', async () => {
      const a = client();
      const b = client();
      await a.login(String(users.viewer.id), users.viewer.userSig);
      await b.login(String(users.anchor.id), users.anchor.userSig);
      const first = next(b, 'message', (m) => m.conversationType === 'C2C');
      for (let i = 1; i <= 20; i++) {
        time.advance(1_000); // one a second: within the rate limit
        await a.sendTextMessage(String(users.anchor.id), `私信 ${i}`);
      }
      expect(await first).toMatchObject({
        conversationID: `C2C${users.viewer.id}`,
        payload: { text: '私信 1' },
        flow: 'in',
        isRead: false,
      });
      const reply = await b.sendImageMessage(String(users.viewer.id), { url: 'https://img.example/a.png', width: 400, height: 300 });
      expect(reply).toMatchObject({ type: 'image', payload: { url: 'https://img.example/a.png', width: 400, height: 300 } });

      const conversations = await b.getConversationList();
      expect(conversations).toEqual([
        expect.objectContaining({
          conversationID: `C2C${users.viewer.id}`,
          unreadCount: 20,
          userProfile: expect.objectContaining({ nick: users.viewer.nick }),
        }),
      ]);
      expect(conversations[0]!.lastMessage).toMatchObject({ type: 'image', flow: 'out' });

      const page1 = await b.getMessageList(`C2C${users.viewer.id}`);
      expect(page1.messageList).toHaveLength(15);
      expect(page1.isCompleted).toBe(false);
      expect(page1.messageList.at(-1)).toMatchObject({ type: 'image' });
      expect(page1.messageList[0]!.payload).toEqual({ text: '私信 7' });
      const page2 = await b.getMessageList(`C2C${users.viewer.id}`, page1.nextReqMessageID);
      expect(page2.messageList.map((m) => (m.payload as { text: string }).text)).toEqual([
        '私信 1',
        '私信 2',
        '私信 3',
        '私信 4',
        '私信 5',
        '私信 6',
      ]);
      expect(page2.isCompleted).toBe(true);

      await b.setMessageRead(`C2C${users.viewer.id}`);
      expect((await b.getConversationList())[0]!.unreadCount).toBe(0);
      await expect(b.sendTextMessage('999999', 'anyone?')).rejects.toMatchObject({ message: 'No such user' });
    });
  });
}
