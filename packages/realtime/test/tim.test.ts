import type TIM from 'tim-js-sdk';
import { describe, expect, it, vi } from 'vitest';
import { createImClient, type ImMessage, parseRoomMessage, type TimMessage, type TimModule, type TimSdk } from '../src/index';

// The tim driver against tim-js-sdk's interface. Tencent's service is unreachable from tests, so the
// SDK instance is a fake shaped like the real one (its constants are the real module's, checked below).

// The real module must fit what the driver declares (a compile-time check run by typecheck).
type RealFits = typeof TIM extends TimModule ? true : false;
const realFits: RealFits = true;

const real = (await import('tim-js-sdk')).default as unknown as TimModule;

class FakeSdk implements TimSdk {
  handlers = new Map<string, Set<(e: { data: unknown }) => void>>();
  calls: [string, unknown][] = [];
  sent: unknown[] = [];
  on(event: string, handler: (e: { data: unknown }) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  }
  off(event: string, handler: (e: { data: unknown }) => void) {
    this.handlers.get(event)?.delete(handler);
  }
  fire(event: string, data: unknown) {
    for (const h of [...(this.handlers.get(event) ?? [])]) h({ data });
  }
  async login(options: { userID: string; userSig: string }) {
    this.calls.push(['login', options]);
    setTimeout(() => this.fire(real.EVENT.SDK_READY, {}), 0);
    return { code: 0, data: {} };
  }
  async logout() {
    this.calls.push(['logout', null]);
  }
  async createGroup(options: unknown) {
    this.calls.push(['createGroup', options]);
  }
  async joinGroup(options: { groupID: string; type?: string }) {
    this.calls.push(['joinGroup', options]);
    return { code: 0, data: { status: 'JoinedSuccess' } };
  }
  async quitGroup(groupID: string) {
    this.calls.push(['quitGroup', groupID]);
  }
  async getGroupOnlineMemberCount(groupID: string) {
    this.calls.push(['getGroupOnlineMemberCount', groupID]);
    return { code: 0, data: { memberCount: 42 } };
  }
  async updateMyProfile(options: unknown) {
    this.calls.push(['updateMyProfile', options]);
  }
  async getConversationList() {
    return {
      code: 0,
      data: {
        conversationList: [
          {
            conversationID: 'C2C7',
            type: 'C2C',
            unreadCount: 2,
            userProfile: { userID: '7', nick: '老王', avatar: 'a.png' },
            lastMessage: { lastTime: 100, fromAccount: '7', type: 'TIMTextElem', payload: { text: '在吗' } },
          },
          { conversationID: 'GROUP2', type: 'GROUP', unreadCount: 0, groupProfile: { groupID: '2', type: 'AVChatRoom' } },
          {
            conversationID: 'GROUPg9',
            type: 'GROUP',
            unreadCount: 3,
            groupProfile: { groupID: 'g9', name: '球友群', avatar: '', type: 'Private', ownerID: '5', memberCount: 4 },
            lastMessage: { lastTime: 90, fromAccount: '5', type: 'TIMTextElem', payload: { text: '周六见' } },
          },
        ],
      },
    };
  }
  async getMessageList(options: { conversationID: string; nextReqMessageID?: string; count?: number }) {
    this.calls.push(['getMessageList', options]);
    return { code: 0, data: { messageList: [timText('m1', 'hi', 'in')], nextReqMessageID: 'm1', isCompleted: true } };
  }
  async setMessageRead(options: unknown) {
    this.calls.push(['setMessageRead', options]);
  }
  createTextMessage(options: unknown) {
    return { kind: 'text', options };
  }
  createImageMessage(options: unknown) {
    return { kind: 'image', options };
  }
  createCustomMessage(options: unknown) {
    return { kind: 'custom', options };
  }
  async sendMessage(message: unknown) {
    this.sent.push(message);
    const { options } = message as { options: { to: string; conversationType: string; payload: Record<string, unknown> } };
    const type = (message as { kind: string }).kind === 'custom' ? real.TYPES.MSG_CUSTOM : real.TYPES.MSG_TEXT;
    return {
      code: 0,
      data: {
        message: {
          ...timText('s1', '', 'out'),
          to: options.to,
          conversationType: options.conversationType,
          type,
          payload: options.payload,
        },
      },
    };
  }
}

function timText(ID: string, text: string, flow: string): TimMessage {
  return {
    ID,
    conversationID: 'C2C7',
    conversationType: 'C2C',
    from: flow === 'in' ? '7' : '5',
    to: flow === 'in' ? '5' : '7',
    time: 100,
    type: 'TIMTextElem',
    payload: { text },
    nick: '老王',
    avatar: '',
    flow,
    isRead: false,
  };
}

function setup() {
  const sdk = new FakeSdk();
  const create = vi.fn(() => sdk);
  const client = createImClient({ driver: 'tim', sdkAppId: 1400000000, load: async () => ({ ...real, create }) as TimModule });
  return { sdk, create, client };
}

describe('the tim driver', () => {
  it('the real tim-js-sdk module has the calls and constants the driver uses', () => {
    expect(realFits).toBe(true);
    expect(typeof real.create).toBe('function');
    expect(real.TYPES).toMatchObject({
      CONV_C2C: 'C2C',
      CONV_GROUP: 'GROUP',
      GRP_AVCHATROOM: 'AVChatRoom',
      MSG_TEXT: 'TIMTextElem',
      MSG_CUSTOM: 'TIMCustomElem',
    });
    expect(real.EVENT).toMatchObject({
      MESSAGE_RECEIVED: expect.any(String),
      KICKED_OUT: expect.any(String),
      SDK_READY: expect.any(String),
      NET_STATE_CHANGE: expect.any(String),
    });
  });

  it('given login → the SDK is created once with the app id and login waits for SDK_READY', async () => {
    const { sdk, create, client } = setup();
    expect(client.driver).toBe('tim');
    await client.login('5', 'sig');
    await client.joinGroup('2');
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ SDKAppID: 1400000000 });
    expect(sdk.calls.slice(0, 2)).toEqual([
      ['login', { userID: '5', userSig: 'sig' }],
      ['joinGroup', { groupID: '2', type: 'AVChatRoom' }],
    ]);
  });

  it('given room calls → AVChatRoom groups, online count, profile, 15-message history', async () => {
    const { sdk, client } = setup();
    await client.login('5', 'sig');
    expect(await client.joinGroup('2')).toEqual({ memberCount: 42 });
    await client.createGroup('5', '我的直播间');
    await client.quitGroup('2');
    await client.updateMyProfile({ nick: '新名字' });
    const page = await client.getMessageList('C2C7');
    expect(page).toMatchObject({
      nextReqMessageID: 'm1',
      isCompleted: true,
      messageList: [{ ID: 'm1', type: 'text', payload: { text: 'hi' }, flow: 'in' }],
    });
    await client.getMessageList('C2C7', 'm1');
    expect(sdk.calls).toContainEqual(['createGroup', { type: 'AVChatRoom', name: '我的直播间', groupID: '5' }]);
    expect(sdk.calls).toContainEqual(['getMessageList', { conversationID: 'C2C7', count: 15, nextReqMessageID: 'm1' }]);
    expect(sdk.calls).toContainEqual(['updateMyProfile', { nick: '新名字' }]);
    const list = await client.getConversationList();
    // Live rooms are not conversations; a chat group (Work: tim's 'Private') is.
    expect(list).toEqual([
      expect.objectContaining({ conversationID: 'C2C7', unreadCount: 2, userProfile: { userID: '7', nick: '老王', avatar: 'a.png' } }),
      expect.objectContaining({
        conversationID: 'GROUPg9',
        type: 'GROUP',
        unreadCount: 3,
        groupProfile: {
          groupID: 'g9',
          name: '球友群',
          avatar: '',
          type: 'Work',
          ownerID: '5',
          memberCount: 4,
          isMember: true,
          destroyed: false,
        },
      }),
    ]);
    expect(list[1]!.lastMessage).toMatchObject({ payload: { text: '周六见' }, flow: 'out', delivery: 'sent' });
    expect(list[0]!.lastMessage).toMatchObject({ type: 'text', payload: { text: '在吗' }, flow: 'in' });
  });

  it('given sends → text and custom messages built by the SDK and returned in the facade’s shape', async () => {
    const { client } = setup();
    await client.login('5', 'sig');
    const text = await client.sendTextMessage('7', '你好');
    expect(text).toMatchObject({ type: 'text', to: '7', payload: { text: '你好' }, flow: 'out' });
    const custom = await client.sendCustomMessage('2', { type: 101, text: '加油', color: '#ff0000' });
    expect(custom.conversationType).toBe('GROUP');
    expect(parseRoomMessage(custom)).toEqual({ type: 101, text: '加油', color: '#ff0000' });
    await expect(client.sendImageMessage('7', { url: 'x' })).rejects.toThrow(/file/);
  });

  it('given SDK events → message, kicked and connection events of the facade', async () => {
    const { sdk, client } = setup();
    const messages: ImMessage[] = [];
    const kicked: unknown[] = [];
    const states: string[] = [];
    client.on('message', (m) => messages.push(m));
    client.on('kicked', (k) => kicked.push(k));
    client.on('connection', (c) => states.push(c.state));
    await client.login('5', 'sig');
    sdk.fire(real.EVENT.MESSAGE_RECEIVED, [
      timText('a', 'one', 'in'),
      {
        ...timText('b', '', 'in'),
        conversationType: 'GROUP',
        conversationID: 'GROUP2',
        type: 'TIMCustomElem',
        payload: { data: '{"type":105,"info":"好球"}', description: '', extension: '' },
      },
    ]);
    const receipts: unknown[] = [];
    client.on('receipt', (r) => receipts.push(r));
    // The peer read two of the user's messages: one receipt, up to the later one.
    sdk.fire(real.EVENT.MESSAGE_READ_BY_PEER, [
      { ...timText('s1', 'x', 'out'), isPeerRead: true },
      { ...timText('s2', 'y', 'out'), isPeerRead: true },
    ]);
    expect(receipts).toEqual([{ conversationID: 'C2C7', state: 'read', upTo: 's2' }]);
    sdk.fire(real.EVENT.KICKED_OUT, { type: real.TYPES.KICKED_OUT_MULT_ACCOUNT });
    sdk.fire(real.EVENT.NET_STATE_CHANGE, { state: real.TYPES.NET_STATE_CONNECTING });
    expect(messages.map((m) => m.ID)).toEqual(['a', 'b']);
    expect(parseRoomMessage(messages[1]!)).toEqual({ type: 105, info: '好球' });
    expect(kicked).toEqual([{ type: 'multipleAccount' }]);
    expect(states).toEqual(['connecting', 'connected', 'reconnecting']);
  });

  it('given an SDK failure → an ImError with its code', async () => {
    const { sdk, client } = setup();
    await client.login('5', 'sig');
    sdk.joinGroup = async () => {
      throw Object.assign(new Error('group not found'), { code: 10010 });
    };
    await expect(client.joinGroup('404')).rejects.toMatchObject({ name: 'ImError', code: 10010, message: 'group not found' });
  });
});
