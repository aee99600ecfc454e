import type { ImMessage } from '@arena/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewOfMessage } from './room/roomEvents';
import { liveListType } from './rooms';

// The room's IM wiring: the session's IM port is the realtime facade over the server's /im socket
// (local driver), and the room turns its group's messages into chat lines, danmaku and gift effects.

/** A stand-in for the server's /im socket: answers every request with `code 0`, records what was sent. */
class FakeImSocket {
  static last: FakeImSocket | null = null;
  readyState = 0;
  sent: { op: string; seq: number; [k: string]: unknown }[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeImSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }
  send(data: string) {
    const request = JSON.parse(data);
    this.sent.push(request);
    const answer =
      request.op === 'login' ? { userID: request.userID, nick: '', avatar: '' } : request.op === 'joinGroup' ? { memberCount: 3 } : {};
    setTimeout(() => this.onmessage?.({ data: JSON.stringify({ op: 'result', seq: request.seq, code: 0, data: answer }) }), 0);
  }
  push(message: ImMessage) {
    this.onmessage?.({ data: JSON.stringify({ op: 'message', data: message }) });
  }
  close() {
    this.readyState = 3;
  }
}

const message = (over: Partial<ImMessage>): ImMessage => ({
  ID: 'm1',
  conversationID: 'GROUP8',
  conversationType: 'GROUP',
  from: '42',
  to: '8',
  time: 0,
  type: 'custom',
  payload: { data: '{}', description: '', extension: '' },
  nick: '阿强',
  avatar: '',
  flow: 'in',
  isRead: false,
  ...over,
});

describe('IM wiring of the session and the room', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('WebSocket', FakeImSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('given the session logs in → the facade opens the /im socket of this origin, logs in, and imReady resolves', async () => {
    const { im, imReady, imClient } = await import('../../session/im');
    let ready = false;
    void imReady().then(() => {
      ready = true;
    });
    await im().login('10123456', 'guest-sig');
    expect(FakeImSocket.last!.url).toMatch(/^ws:\/\/localhost(:\d+)?\/im\?lang=zh$/);
    expect(FakeImSocket.last!.sent[0]).toMatchObject({ op: 'login', userID: '10123456', userSig: 'guest-sig' });
    await Promise.resolve();
    expect(ready).toBe(true);

    // The room joins its group through the same client and hears the group's barrage.
    const client = imClient();
    expect(await client.joinGroup('8')).toEqual({ memberCount: 3 });
    expect(FakeImSocket.last!.sent.at(-1)).toMatchObject({ op: 'joinGroup', groupID: '8' });
    const heard: ImMessage[] = [];
    client.on('message', (m) => heard.push(m));
    FakeImSocket.last!.push(
      message({
        payload: {
          data: JSON.stringify({ type: 105, id: 1, info: '好球', uid: 42, user_nickname: '阿强', avatar: '', gift_id: null, gifticon: '' }),
          description: '',
          extension: '',
        },
      }),
    );
    expect(viewOfMessage(heard[0]!, 8, 'zh')?.danmaku?.text).toBe('好球');
  });

  it('given a profile change → it goes to the IM as updateMyProfile', async () => {
    const { im } = await import('../../session/im');
    await im().login('7', 'sig');
    await im().updateProfile({ nick: '新名字', avatar: 'https://x/a.png' });
    expect(FakeImSocket.last!.sent.at(-1)).toMatchObject({ op: 'updateMyProfile', nick: '新名字', avatar: 'https://x/a.png' });
  });
});

describe('room messages → what the room shows', () => {
  const custom = (data: object, over: Partial<ImMessage> = {}) =>
    message({ payload: { data: JSON.stringify(data), description: '', extension: '' }, ...over });

  it('given a barrage (105) → a chat line and a danmaku comment', () => {
    const view = viewOfMessage(
      custom({ type: 105, id: 3, info: '<b>hi</b>', uid: 42, user_nickname: '阿强', avatar: '', gift_id: null, gifticon: '' }),
      8,
      'zh',
    );
    expect(view?.line).toMatchObject({ kind: 'text', nick: '阿强', text: '<b>hi</b>' });
    expect(view?.danmaku).toMatchObject({ text: '<b>hi</b>', mine: false });
  });

  it('given a room entry (102) with a level → an entry line with that level; from an older server → no level', () => {
    const entry = { type: 102, uid: 42, user_nickname: '阿强', avatar: '', is_noble: 0, is_guard: 0, guard: null };
    // The sender's id comes along: a fan-group badge is remembered by it for their later lines (issue 15).
    expect(viewOfMessage(custom({ ...entry, level: 12 }), 8, 'zh')?.line).toEqual({
      id: 'm1',
      kind: 'entry',
      nick: '阿强',
      uid: 42,
      level: 12,
    });
    expect(viewOfMessage(custom(entry), 8, 'zh')?.line?.level).toBeUndefined();
    const member = { ...entry, fan_group: { group_id: 'g3', name: '阿强的球迷团', badge: '阿强的球迷' } };
    expect(viewOfMessage(custom(member), 8, 'zh')?.line?.badge).toBe('阿强的球迷');
  });

  it('given a full-screen gift (100) in English → a gift line in the viewer’s language and an effect', () => {
    const gift = {
      id: 7,
      giftname: '跑车',
      giftname_en: 'Sports car',
      giftname_vi: 'Siêu xe',
      gifticon: '/g/7.svg',
      needcoin: 1314,
      swf: '',
      swftime: 4,
      type: 1,
    };
    const view = viewOfMessage(custom({ type: 100, num: 2, gift, uid: 42, user_nickname: 'Q', avatar: '' }), 8, 'en');
    expect(view?.line).toMatchObject({ kind: 'gift', giftName: 'Sports car', num: 2 });
    expect(view?.gift).toMatchObject({ fullScreen: true, seconds: 4, name: 'Sports car' });
  });

  it('given a message of another room, or a text message → another room is ignored, text shows as a line', () => {
    expect(viewOfMessage(custom({ type: 105, info: 'x' }, { conversationID: 'GROUP9' }), 8, 'zh')).toBeNull();
    const text = viewOfMessage(message({ type: 'text', payload: { text: 'plain' } }), 8, 'zh');
    expect(text?.line?.text).toBe('plain');
    expect(viewOfMessage(custom({ nothing: true }), 8, 'zh')).toBeNull();
  });

  it('maps /anchor types 0–3 to the list call’s −1…2 (unknown → all)', () => {
    expect([0, 1, 2, 3, 9].map(liveListType)).toEqual([-1, 0, 1, 2, -1]);
  });
});
