import { Emitter } from './emitter';
import {
  type ConnectionState,
  type ConversationType,
  type ImClient,
  type ImConversation,
  ImError,
  type ImEvents,
  type ImMessage,
  type ImProfile,
  type MessagePage,
} from './types';

/** The part of the WebSocket interface the driver uses: the browser's, or `ws` in Node. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = new (url: string) => SocketLike;

export interface LocalImOptions {
  /** The /im socket address, e.g. `ws://localhost:8080/im`. */
  url: string;
  /** WebSocket constructor; the global one by default (pass `ws` in Node). */
  WebSocket?: SocketFactory;
  /** Language of the server's error messages (zh / en / vi). */
  lang?: string;
  requestTimeoutMs?: number;
  /** Reconnection backoff: doubles from `min` to `max`, with jitter. */
  reconnectDelayMs?: { min: number; max: number };
}

/**
 * Close code the server's /im sends when the login session behind the userSig was revoked or expired
 * (sign-out, sign-out everywhere, a new password): the user is signed out, so no reconnect.
 */
export const SESSION_REVOKED_CLOSE = 4001;

interface Pending {
  resolve(data: unknown): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The `local` driver: the reference server's /im socket. Requests are `{ op, seq, … }` answered by
 * `{ op: 'result', seq, code, data | msg }`; events are pushed as `message`, `kicked`, `memberCount`.
 * After a dropped connection it reconnects with jittered backoff, logs in again and rejoins its rooms.
 */
export class LocalImClient implements ImClient {
  readonly driver = 'local' as const;
  private readonly events = new Emitter();
  private socket: SocketLike | null = null;
  private opening: Promise<void> | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private credentials: { userID: string; userSig: string } | null = null;
  private readonly groups = new Set<string>();
  private state: ConnectionState = 'disconnected';
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly Socket: SocketFactory;

  constructor(private readonly options: LocalImOptions) {
    const Socket = options.WebSocket ?? (globalThis as { WebSocket?: SocketFactory }).WebSocket;
    if (!Socket) throw new Error('No WebSocket implementation: pass one as options.WebSocket');
    this.Socket = Socket;
  }

  on: ImClient['on'] = (event, handler) => this.events.on(event, handler);

  async login(userID: string, userSig: string): Promise<ImProfile> {
    this.credentials = { userID, userSig };
    await this.open();
    return (await this.request('login', { userID, userSig })) as ImProfile;
  }

  async logout(): Promise<void> {
    const socket = this.socket;
    this.credentials = null;
    this.groups.clear();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (socket && socket.readyState === 1) await this.request('logout', {}).catch(() => undefined);
    this.socket = null;
    socket?.close(1000, 'logout');
    this.setState('disconnected');
  }

  async createGroup(groupID: string): Promise<void> {
    await this.request('createGroup', { groupID });
  }

  async joinGroup(groupID: string): Promise<{ memberCount: number }> {
    const data = (await this.request('joinGroup', { groupID })) as { memberCount: number };
    this.groups.add(groupID);
    return { memberCount: data.memberCount };
  }

  async quitGroup(groupID: string): Promise<void> {
    this.groups.delete(groupID);
    await this.request('quitGroup', { groupID });
  }

  async getOnlineMemberCount(groupID: string): Promise<number> {
    return ((await this.request('getOnlineMemberCount', { groupID })) as { memberCount: number }).memberCount;
  }

  async updateMyProfile(profile: { nick?: string; avatar?: string }): Promise<void> {
    await this.request('updateMyProfile', profile);
  }

  async getConversationList(): Promise<ImConversation[]> {
    return ((await this.request('getConversationList', {})) as { conversationList: ImConversation[] }).conversationList;
  }

  async getMessageList(conversationID: string, nextReqMessageID?: string): Promise<MessagePage> {
    return (await this.request('getMessageList', { conversationID, nextReqMessageID: nextReqMessageID || null })) as MessagePage;
  }

  async setMessageRead(conversationID: string): Promise<void> {
    await this.request('setMessageRead', { conversationID });
  }

  sendTextMessage(to: string, text: string, conversationType: ConversationType = 'C2C'): Promise<ImMessage> {
    return this.send(to, conversationType, 'text', { text });
  }

  sendImageMessage(
    to: string,
    image: { url?: string; width?: number; height?: number },
    conversationType: ConversationType = 'C2C',
  ): Promise<ImMessage> {
    if (!image.url) return Promise.reject(new ImError(1, 'The local driver sends images already uploaded: give url, width and height'));
    return this.send(to, conversationType, 'image', { url: image.url, width: image.width, height: image.height });
  }

  sendCustomMessage(to: string, data: Record<string, unknown>, conversationType: ConversationType = 'GROUP'): Promise<ImMessage> {
    return this.send(to, conversationType, 'custom', { data: JSON.stringify(data), description: '', extension: '' });
  }

  private async send(to: string, conversationType: ConversationType, type: string, payload: unknown): Promise<ImMessage> {
    return (await this.request('sendMessage', { to, conversationType, type, payload })) as ImMessage;
  }

  // ── The socket ──

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    this.events.emit('connection', { state });
  }

  private open(): Promise<void> {
    if (this.socket && this.socket.readyState === 1) return Promise.resolve();
    if (this.opening) return this.opening;
    this.setState(this.attempts > 0 ? 'reconnecting' : 'connecting');
    this.opening = new Promise<void>((resolve, reject) => {
      const url = this.options.lang
        ? `${this.options.url}${this.options.url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(this.options.lang)}`
        : this.options.url;
      const socket = new this.Socket(url);
      this.socket = socket;
      socket.onopen = () => {
        this.opening = null;
        this.attempts = 0;
        this.setState('connected');
        resolve();
      };
      socket.onerror = () => undefined; // onclose follows and decides
      socket.onclose = (ev) => {
        const wasOpening = this.opening !== null;
        this.opening = null;
        if (this.socket === socket) this.socket = null;
        for (const [seq, p] of this.pending) {
          clearTimeout(p.timer);
          p.reject(new ImError(-1, 'The chat connection closed'));
          this.pending.delete(seq);
        }
        if (wasOpening) reject(new ImError(-1, 'The chat service cannot be reached'));
        if ((ev as { code?: number } | undefined)?.code === SESSION_REVOKED_CLOSE && this.socket === null) {
          // Signed out on the server: reconnecting would only be refused, again and again.
          this.credentials = null;
          this.groups.clear();
          this.setState('disconnected');
          this.events.emit('kicked', { type: 'userSigExpired' });
        } else if (this.credentials) this.scheduleReconnect();
        else this.setState('disconnected');
      };
      socket.onmessage = (ev) => this.receive(String(ev.data));
    });
    return this.opening;
  }

  private scheduleReconnect() {
    if (this.reconnectTimer) return;
    this.setState('reconnecting');
    const { min, max } = this.options.reconnectDelayMs ?? { min: 500, max: 15_000 };
    const base = Math.min(max, min * 2 ** this.attempts);
    const delay = base / 2 + Math.random() * (base / 2);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.resume();
    }, delay);
  }

  /** After a reconnect: log in again and rejoin every room, so no room is silently lost. */
  private async resume() {
    const credentials = this.credentials;
    if (!credentials) return;
    try {
      await this.open();
      await this.request('login', credentials);
      for (const groupID of [...this.groups]) await this.request('joinGroup', { groupID }).catch(() => this.groups.delete(groupID));
    } catch {
      if (this.credentials) this.scheduleReconnect();
    }
  }

  private request(op: string, args: Record<string, unknown>): Promise<unknown> {
    const socket = this.socket;
    if (socket?.readyState !== 1) return Promise.reject(new ImError(-1, 'The chat connection is not open'));
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(seq);
        reject(new ImError(-2, 'The chat service did not answer in time'));
      }, this.options.requestTimeoutMs ?? 10_000);
      this.pending.set(seq, { resolve, reject, timer });
      socket.send(JSON.stringify({ op, seq, ...(this.options.lang ? { lang: this.options.lang } : {}), ...args }));
    });
  }

  private receive(text: string) {
    let event: { op?: string; seq?: number; code?: number; msg?: string; data?: unknown; retryAfter?: number };
    try {
      event = JSON.parse(text) as typeof event;
    } catch {
      return;
    }
    switch (event.op) {
      case 'result': {
        const p = event.seq == null ? undefined : this.pending.get(event.seq);
        if (!p) return;
        this.pending.delete(event.seq!);
        clearTimeout(p.timer);
        if (event.code === 0) p.resolve(event.data);
        else p.reject(new ImError(event.code ?? 1, event.msg ?? '', typeof event.retryAfter === 'number' ? event.retryAfter : undefined));
        return;
      }
      case 'message':
        this.events.emit('message', event.data as ImMessage);
        return;
      case 'kicked': {
        const data = event.data as { type: string; groupID?: string };
        if (data.groupID) this.groups.delete(data.groupID);
        this.events.emit('kicked', data);
        return;
      }
      case 'memberCount':
        this.events.emit('memberCount', event.data as ImEvents['memberCount']);
        return;
      // Issue 16: private conversations' receipts, read marks from the user's other devices, notices, groups.
      case 'receipt':
        this.events.emit('receipt', event.data as ImEvents['receipt']);
        return;
      case 'read':
        this.events.emit('read', event.data as ImEvents['read']);
        return;
      case 'notice':
        this.events.emit('notice', event.data as ImEvents['notice']);
        return;
      case 'group':
        this.events.emit('group', event.data as ImEvents['group']);
        return;
    }
  }
}
