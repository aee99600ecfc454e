import { UserError } from '../envelope';
import { type ImMessage, LIMITS } from './protocol';
import type { Session } from './session';
import type { ImStore, StoredMessage } from './store';

type Profiles = Map<string, { nick: string; avatar: string }>;

/** C2C conversations as the client reads them back: the conversation list, a page of history, read marks. */
export class C2cHistory {
  constructor(
    private readonly store: ImStore,
    /** Absolute image URLs (WIRE.md), given by the caller so this module stays below the handlers. */
    private readonly absolute: (origin: string, path: string) => string,
  ) {}

  private peerOf(s: Session, conversationID: string): string {
    const peer = /^C2C(\d{1,9})$/.exec(conversationID)?.[1];
    if (!peer || s.uid === null) throw new UserError('server.im.noSuchConversation');
    return peer;
  }

  async conversations(s: Session) {
    if (s.uid === null) return { conversationList: [] };
    const me = String(s.uid);
    const last = await this.store.lastMessages(me);
    const unread = await this.store.unreadCounts(me);
    const profiles = await this.profiles(
      s,
      last.map((r) => r.peer),
    );
    const unreadOf = new Map(unread.map((u) => [u.peer, u.n]));
    const list = last
      .sort((a, b) => Number(b.id) - Number(a.id))
      .map((r) => ({
        conversationID: `C2C${r.peer}`,
        type: 'C2C' as const,
        unreadCount: unreadOf.get(r.peer) ?? 0,
        userProfile: { userID: r.peer, ...(profiles.get(r.peer) ?? { nick: '', avatar: '' }) },
        lastMessage: this.stored(s, r, profiles),
      }));
    return { conversationList: list };
  }

  async history(s: Session, conversationID: string, before: string | null) {
    const peer = this.peerOf(s, conversationID);
    if (before !== null && !/^\d{1,18}$/.test(before)) throw new UserError('server.im.badMessage');
    const me = String(s.uid);
    const rows = await this.store.history(me, peer, before, LIMITS.historyPage + 1);
    const page = rows.slice(0, LIMITS.historyPage).reverse();
    const lastRead = await this.store.lastRead(me, peer);
    const profiles = await this.profiles(s, [me, peer]);
    return {
      messageList: page.map((r) => this.stored(s, r, profiles, lastRead)),
      nextReqMessageID: page[0]?.id ?? '',
      isCompleted: rows.length <= LIMITS.historyPage,
    };
  }

  async markRead(s: Session, conversationID: string) {
    const peer = this.peerOf(s, conversationID);
    await this.store.markRead(String(s.uid), peer);
    return null;
  }

  private async profiles(s: Session, ids: string[]): Promise<Profiles> {
    const numeric = [...new Set(ids)].filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    const rows = numeric.length ? await this.store.profiles(numeric) : [];
    return new Map(rows.map((r) => [String(r.id), { nick: r.user_nickname, avatar: this.absolute(s.origin, r.avatar) }]));
  }

  private stored(s: Session, r: StoredMessage, profiles: Profiles, lastRead = Number.POSITIVE_INFINITY): ImMessage {
    const mine = r.sender === String(s.uid);
    const sender = profiles.get(r.sender);
    return {
      ID: String(r.id),
      conversationID: `C2C${mine ? r.receiver : r.sender}`,
      conversationType: 'C2C',
      from: r.sender,
      to: r.receiver,
      time: Math.floor(Number(r.created_at) / 1000),
      type: r.type,
      payload: r.payload,
      nick: sender?.nick ?? '',
      avatar: sender?.avatar ?? '',
      flow: mine ? 'out' : 'in',
      isRead: mine || Number(r.id) <= lastRead,
    };
  }
}
