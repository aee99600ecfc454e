import { createRequire } from 'node:module';
import { createImClient, type ImClient, type TimModule } from '@arena/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ArenaApp } from '../src/app';
import { clock, startApp, type TestDb, variants } from './helpers';
import { next, person } from './messaging-helpers';
import { TimCloud } from './tim-cloud';

// Issue 16: one private conversation, run through the IM facade twice — the local driver against this
// server's /im over a real socket, and the tim driver's adapter against a stand-in of Tencent's service
// at the SDK's network edge (tim-cloud.ts) — with the same expectations: what a client built on the
// facade sees does not depend on the driver.

interface Pair {
  a: ImClient;
  b: ImClient;
  aId: string;
  bId: string;
  aSig: string;
  bSig: string;
  /** Lets time pass between sends (the local service's per-user send limit). */
  tick(): void;
}

function conversation(make: () => Promise<Pair>) {
  it('A writes to B: B hears it, lists it unread, reads it; A gets the read receipt; 20 messages page back 15 then 5; B replies', async () => {
    const { a, b, aId, bId, aSig, bSig, tick } = await make();
    await a.login(aId, aSig);
    await b.login(bId, bSig);

    const heard = next(b, 'message');
    tick();
    const sent = await a.sendTextMessage(bId, '你好');
    expect(sent).toMatchObject({ conversationID: `C2C${bId}`, conversationType: 'C2C', from: aId, to: bId, type: 'text', flow: 'out' });
    expect(sent.payload).toEqual({ text: '你好' });
    expect(['sent', 'delivered']).toContain(sent.delivery);
    expect(await heard).toMatchObject({
      ID: sent.ID,
      conversationID: `C2C${aId}`,
      from: aId,
      flow: 'in',
      isRead: false,
      payload: { text: '你好' },
    });

    const list = await b.getConversationList();
    expect(list).toEqual([expect.objectContaining({ conversationID: `C2C${aId}`, type: 'C2C', unreadCount: 1 })]);
    expect(list[0]!.userProfile).toMatchObject({ userID: aId });
    expect(list[0]!.lastMessage).toMatchObject({ type: 'text', payload: { text: '你好' }, flow: 'in' });

    const receipt = next(a, 'receipt', (r) => r.state === 'read');
    await b.setMessageRead(`C2C${aId}`);
    expect(await receipt).toEqual({ conversationID: `C2C${bId}`, state: 'read', upTo: sent.ID });
    expect((await b.getConversationList())[0]!.unreadCount).toBe(0);
    expect((await a.getMessageList(`C2C${bId}`)).messageList.at(-1)).toMatchObject({ ID: sent.ID, flow: 'out', delivery: 'read' });

    for (let i = 1; i <= 19; i++) {
      tick();
      await a.sendTextMessage(bId, `第 ${i} 条`);
    }
    const page1 = await b.getMessageList(`C2C${aId}`);
    expect(page1.messageList).toHaveLength(15);
    expect(page1.isCompleted).toBe(false);
    expect(page1.messageList.at(-1)!.payload).toEqual({ text: '第 19 条' });
    const page2 = await b.getMessageList(`C2C${aId}`, page1.nextReqMessageID);
    expect(page2.messageList.map((m) => (m.payload as { text: string }).text)).toEqual([
      '你好',
      '第 1 条',
      '第 2 条',
      '第 3 条',
      '第 4 条',
    ]);
    expect(page2.isCompleted).toBe(true);
    expect((await b.getConversationList())[0]!.unreadCount).toBe(19);

    const back = next(a, 'message');
    tick();
    await b.sendTextMessage(aId, '收到');
    expect(await back).toMatchObject({ conversationID: `C2C${bId}`, from: bId, flow: 'in', payload: { text: '收到' } });
  });
}

const variant = variants[0];
describe('the IM facade, local driver (this server’s /im)', () => {
  let store: TestDb;
  let arena: ArenaApp;
  let url: string;
  const time = clock();
  const clients: ImClient[] = [];

  beforeAll(async () => {
    store = await variant.open();
    arena = await startApp(store.db, { now: time.now });
    await arena.app.listen({ port: 18280, host: '127.0.0.1' });
    url = 'ws://127.0.0.1:18280/im';
  });
  afterAll(async () => {
    for (const c of clients) await c.logout().catch(() => undefined);
    await arena?.close();
    await store?.drop();
  });

  conversation(async () => {
    const [pa, pb] = [await person(arena, '驱动甲'), await person(arena, '驱动乙')];
    const [a, b] = [0, 1].map(() => createImClient({ url, WebSocket: WebSocket as never, lang: 'en' }));
    clients.push(a!, b!);
    return { a: a!, b: b!, aId: String(pa.id), bId: String(pb.id), aSig: pa.userSig, bSig: pb.userSig, tick: () => time.advance(1_000) };
  });
});

describe('the IM facade, tim driver (tim-js-sdk’s interface, Tencent’s service stood in)', () => {
  conversation(async () => {
    // The real module's constants, loaded from where the realtime package (its only dependant) has it.
    const fromRealtime = createRequire(new URL('../../../packages/realtime/package.json', import.meta.url));
    const loaded = fromRealtime('tim-js-sdk') as { default?: TimModule } & TimModule;
    const real = loaded.default ?? loaded;
    const time = clock();
    const cloud = new TimCloud(real, time.now);
    const [a, b] = [0, 1].map(() => createImClient({ driver: 'tim', sdkAppId: 1400000000, load: async () => cloud.module() }));
    return { a: a!, b: b!, aId: '501', bId: '502', aSig: 'sig-a', bSig: 'sig-b', tick: () => time.advance(1_000) };
  });
});
