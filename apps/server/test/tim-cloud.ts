import type { CustomPayload, TimMessage, TimModule, TimSdk } from '@arena/realtime';

// A stand-in for Tencent Cloud Chat at the network edge of the tim driver: each `create()` is one
// client's SDK instance (the calls and events the driver uses, shaped like tim-js-sdk 2.27's), and
// all of them share one in-memory service that stores C2C messages, counts unread, pages history and
// sends read receipts — what the real service does for these calls. The constants are the real module's.

interface Stored {
  ID: string;
  from: string;
  to: string;
  time: number;
  type: string;
  payload: Record<string, unknown>;
  /** The receiver read it. */
  read: boolean;
}

type Handler = (event: { data: unknown }) => void;

export class TimCloud {
  private readonly messages: Stored[] = [];
  private readonly clients = new Set<CloudSdk>();
  private seq = 0;

  constructor(
    readonly TIM: TimModule,
    private readonly now: () => number,
  ) {}

  /** The module the driver loads: the real one's constants, this cloud's instances. */
  module(): TimModule {
    return { ...this.TIM, create: () => this.connect() };
  }

  private connect(): CloudSdk {
    const sdk = new CloudSdk(this);
    this.clients.add(sdk);
    return sdk;
  }

  online(userID: string) {
    return [...this.clients].filter((c) => c.userID === userID);
  }

  view(m: Stored, me: string): TimMessage {
    const out = m.from === me;
    return {
      ID: m.ID,
      conversationID: `C2C${out ? m.to : m.from}`,
      conversationType: this.TIM.TYPES.CONV_C2C,
      from: m.from,
      to: m.to,
      time: m.time,
      type: m.type,
      payload: m.payload,
      nick: '',
      avatar: '',
      flow: out ? 'out' : 'in',
      isRead: out || m.read,
      isPeerRead: out && m.read,
    };
  }

  send(from: string, to: string, type: string, payload: Record<string, unknown>): TimMessage {
    const m: Stored = { ID: `msg-${++this.seq}`, from, to, time: Math.floor(this.now() / 1000), type, payload, read: false };
    this.messages.push(m);
    for (const peer of this.online(to)) peer.fire(this.TIM.EVENT.MESSAGE_RECEIVED, [this.view(m, to)]);
    return this.view(m, from);
  }

  between(me: string, peer: string) {
    return this.messages.filter((m) => (m.from === me && m.to === peer) || (m.from === peer && m.to === me));
  }

  conversations(me: string) {
    const peers = new Map<string, Stored>();
    for (const m of this.messages) if (m.from === me || m.to === me) peers.set(m.from === me ? m.to : m.from, m);
    return [...peers.entries()]
      .sort((a, b) => b[1].time - a[1].time || Number(b[1].ID.slice(4)) - Number(a[1].ID.slice(4)))
      .map(([peer, last]) => ({
        conversationID: `C2C${peer}`,
        type: this.TIM.TYPES.CONV_C2C,
        unreadCount: this.between(me, peer).filter((m) => m.to === me && !m.read).length,
        userProfile: { userID: peer, nick: '', avatar: '' },
        lastMessage: { lastTime: last.time, fromAccount: last.from, type: last.type, payload: last.payload },
      }));
  }

  markRead(me: string, peer: string) {
    const read = this.between(me, peer).filter((m) => m.to === me && !m.read);
    for (const m of read) m.read = true;
    if (read.length === 0) return;
    for (const sender of this.online(peer))
      sender.fire(
        this.TIM.EVENT.MESSAGE_READ_BY_PEER,
        read.map((m) => this.view(m, peer)),
      );
  }
}

class CloudSdk implements TimSdk {
  userID = '';
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(private readonly cloud: TimCloud) {}

  fire(event: string, data: unknown) {
    for (const h of [...(this.handlers.get(event) ?? [])]) h({ data });
  }
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
  }
  async login(options: { userID: string; userSig: string }) {
    this.userID = options.userID;
    setTimeout(() => this.fire(this.cloud.TIM.EVENT.SDK_READY, {}), 0);
    return { code: 0, data: {} };
  }
  async logout() {
    this.userID = '';
    return { code: 0, data: {} };
  }
  async createGroup() {
    return { code: 0, data: {} };
  }
  async joinGroup() {
    return { code: 0, data: { status: 'JoinedSuccess' } };
  }
  async quitGroup() {
    return { code: 0, data: {} };
  }
  async getGroupOnlineMemberCount() {
    return { code: 0, data: { memberCount: 0 } };
  }
  async updateMyProfile() {
    return { code: 0, data: {} };
  }
  async getConversationList() {
    return { code: 0, data: { conversationList: this.cloud.conversations(this.userID) } };
  }
  async getMessageList(options: { conversationID: string; nextReqMessageID?: string; count?: number }) {
    const peer = options.conversationID.replace(/^C2C/, '');
    let all = this.cloud.between(this.userID, peer);
    if (options.nextReqMessageID)
      all = all.slice(
        0,
        all.findIndex((m) => m.ID === options.nextReqMessageID),
      );
    const page = all.slice(-(options.count ?? 15));
    return {
      code: 0,
      data: {
        messageList: page.map((m) => this.cloud.view(m, this.userID)),
        nextReqMessageID: page[0]?.ID ?? '',
        isCompleted: all.length <= page.length,
      },
    };
  }
  async setMessageRead(options: { conversationID: string }) {
    this.cloud.markRead(this.userID, options.conversationID.replace(/^C2C/, ''));
    return { code: 0, data: {} };
  }
  createTextMessage(options: { to: string; payload: { text: string } }) {
    return { to: options.to, type: this.cloud.TIM.TYPES.MSG_TEXT, payload: options.payload };
  }
  createImageMessage(options: { to: string; payload: { file: unknown } }) {
    return { to: options.to, type: this.cloud.TIM.TYPES.MSG_IMAGE, payload: { imageInfoArray: [] } };
  }
  createCustomMessage(options: { to: string; payload: CustomPayload }) {
    return { to: options.to, type: this.cloud.TIM.TYPES.MSG_CUSTOM, payload: { ...options.payload } };
  }
  async sendMessage(message: unknown) {
    const m = message as { to: string; type: string; payload: Record<string, unknown> };
    return { code: 0, data: { message: this.cloud.send(this.userID, m.to, m.type, m.payload) } };
  }
}
