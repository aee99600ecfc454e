import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createImClient, type ImClient } from '@arena/realtime';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ArenaApp, buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { call, clock } from './helpers';
import { type Person, person } from './messaging-helpers';

// Issue 16: private conversations live in the database (local driver), so a restart of the server on
// the same data folder loses nothing — messages, groups, unread counts and read marks.

describe('messaging across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arena-im-restart-'));
  const time = clock();
  const clients: ImClient[] = [];
  let arena: ArenaApp | undefined;

  const start = async (port: number) => {
    arena = await buildApp(testConfig({ dataDir: dir, now: time.now }));
    await arena.app.listen({ port, host: '127.0.0.1' });
    return arena;
  };
  const connect = async (port: number, p: Person) => {
    const c = createImClient({ url: `ws://127.0.0.1:${port}/im`, WebSocket: WebSocket as never, lang: 'en' });
    clients.push(c);
    await c.login(String(p.id), p.userSig);
    return c;
  };

  afterAll(async () => {
    for (const c of clients) await c.logout().catch(() => undefined);
    await arena?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given conversations before a restart → the same history, groups, unread counts and read marks after it', async () => {
    const first = await start(18270);
    const [a, b] = [await person(first, '重启甲'), await person(first, '重启乙')];
    const ca = await connect(18270, a);
    for (let i = 1; i <= 17; i++) {
      time.advance(1_000);
      await ca.sendTextMessage(String(b.id), `消息 ${i}`);
    }
    const group = (await call(first, 'POST', '/api/Group/addgroup', { name: '重启群', uids: String(b.id) }, a.token)).data;
    time.advance(1_000);
    await ca.sendTextMessage(group.group_id, '群里一句', 'GROUP');
    const cb = await connect(18270, b);
    await cb.setMessageRead(`C2C${a.id}`);
    time.advance(1_000);
    await ca.sendTextMessage(String(b.id), '重启前最后一句');
    for (const c of clients.splice(0)) await c.logout();
    await first.close();

    const second = await start(18271);
    // The signatures name login sessions, which survive too.
    const again = await connect(18271, b);
    const list = await again.getConversationList();
    expect(list.map((c) => [c.conversationID, c.unreadCount])).toEqual([
      [`C2C${a.id}`, 1],
      [`GROUP${group.group_id}`, 1],
    ]);
    const page = await again.getMessageList(`C2C${a.id}`);
    expect(page.messageList).toHaveLength(15);
    expect(page.messageList.at(-1)).toMatchObject({ payload: { text: '重启前最后一句' }, isRead: false });
    expect(page.messageList.at(-2)).toMatchObject({ payload: { text: '消息 17' }, isRead: true });
    const older = await again.getMessageList(`C2C${a.id}`, page.nextReqMessageID);
    expect(older.messageList.map((m) => (m.payload as { text: string }).text)).toEqual(['消息 1', '消息 2', '消息 3']);
    expect((await again.getMessageList(`GROUP${group.group_id}`)).messageList.map((m) => m.payload)).toEqual([{ text: '群里一句' }]);
    const sender = await connect(18271, a);
    expect((await sender.getMessageList(`C2C${b.id}`)).messageList.at(-2)).toMatchObject({ delivery: 'read' });
    expect((await call(second, 'GET', '/api/Group/myGroups', {}, b.token)).data).toEqual([expect.objectContaining({ name: '重启群' })]);
  });
});
