import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createImClient, type ImClient } from '@arena/realtime';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ArenaApp, buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { call, clock, PG_ADMIN_URL, postgresDatabase, postgresReachable } from './helpers';
import { type Person, person } from './messaging-helpers';

// Issue 16: private conversations live in the database (local driver), so a restart of the server on
// the same data loses nothing — messages, groups, unread counts and read marks. Two app instances one
// after the other: on one PGlite data folder, and on one PostgreSQL database (DATABASE_URL).

interface Store {
  /** Where both instances keep their data. */
  open(): Promise<{ dataDir?: string; databaseUrl?: string }>;
  drop(): Promise<void>;
}
const pglite = (): Store => {
  const dir = mkdtempSync(join(tmpdir(), 'arena-im-restart-'));
  return { open: async () => ({ dataDir: dir }), drop: async () => rmSync(dir, { recursive: true, force: true }) };
};
const postgres = (): Store => {
  let database: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
  return {
    open: async () => {
      database ??= await postgresDatabase();
      return { databaseUrl: database.url };
    },
    drop: async () => database?.drop(),
  };
};
const reachable = await postgresReachable();
const backends = [
  { name: 'PGlite', store: pglite, ports: [18270, 18271], skip: false },
  { name: 'PostgreSQL', store: postgres, ports: [18274, 18275], skip: !reachable },
] as const;

for (const backend of backends)
  describe.skipIf(backend.skip)(
    `messaging across a restart on ${backend.name}${backend.skip ? ` (skipped: no PostgreSQL at ${PG_ADMIN_URL})` : ''}`,
    () => {
      const data = backend.store();
      const [port1, port2] = backend.ports;
      const time = clock();
      const clients: ImClient[] = [];
      let arena: ArenaApp | undefined;

      const start = async (port: number) => {
        arena = await buildApp(testConfig({ ...(await data.open()), now: time.now }));
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
        await data.drop();
      });

      it('given conversations before a restart → the same history, groups, unread counts and read marks after it', async () => {
        const first = await start(port1);
        const [a, b] = [await person(first, '重启甲'), await person(first, '重启乙')];
        const ca = await connect(port1, a);
        for (let i = 1; i <= 17; i++) {
          time.advance(1_000);
          await ca.sendTextMessage(String(b.id), `消息 ${i}`);
        }
        const group = (await call(first, 'POST', '/api/Group/addgroup', { name: '重启群', uids: String(b.id) }, a.token)).data;
        time.advance(1_000);
        await ca.sendTextMessage(group.group_id, '群里一句', 'GROUP');
        const cb = await connect(port1, b);
        await cb.setMessageRead(`C2C${a.id}`);
        time.advance(1_000);
        await ca.sendTextMessage(String(b.id), '重启前最后一句');
        for (const c of clients.splice(0)) await c.logout();
        await first.close();

        const second = await start(port2);
        // The signatures name login sessions, which survive too.
        const again = await connect(port2, b);
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
        const sender = await connect(port2, a);
        expect((await sender.getMessageList(`C2C${b.id}`)).messageList.at(-2)).toMatchObject({ delivery: 'read' });
        expect((await call(second, 'GET', '/api/Group/myGroups', {}, b.token)).data).toEqual([expect.objectContaining({ name: '重启群' })]);
      }, 180_000); // two boots with migrations each: minutes on a loaded CI machine
    },
  );
