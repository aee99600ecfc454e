import type { Db } from '../db/index';
import { UserError } from '../envelope';
import {
  type GroupConversationRow,
  groupConversations,
  groupHistory,
  groupIdOf,
  group as groupRow,
  markGroupRead,
  membership,
} from './group-store';
import { CHAT_GROUP_ID, type DeliveryState, type ImConversation, type ImMessage, LIMITS } from './protocol';
import type { ImStore, StoredMessage } from './store';

type Profiles = Map<string, { nick: string; avatar: string }>;

/** Where the conversation module sends what the other ends must hear (the hub's connections). */
export interface Fanout {
  /** Sends `event` to every connection of user `uid` but `except`. */
  toUser(uid: number, event: unknown, except?: unknown): void;
  /** Whether user `uid` has a logged-in connection on this server. */
  online(uid: number): boolean;
}

/** Whose side a conversation is read from: a connection's user, or the service account (the operator's console). */
export interface Reader {
  uid: number;
  origin: string;
  /** The connection asking, not told its own read mark again. */
  connection?: unknown;
}

export type ParsedConversation = { kind: 'C2C'; peer: string } | { kind: 'GROUP'; groupId: number };

export function parseConversation(conversationID: string): ParsedConversation {
  const peer = /^C2C([1-9]\d{0,8})$/.exec(conversationID)?.[1];
  if (peer) return { kind: 'C2C', peer };
  const group = CHAT_GROUP_ID.exec(conversationID.replace(/^GROUP/, ''))?.[1];
  if (group && conversationID.startsWith('GROUP')) return { kind: 'GROUP', groupId: Number(group) };
  throw new UserError('server.im.noSuchConversation');
}

/**
 * Private conversations as a client reads them (issue 16): the list (C2C and chat groups) with unread
 * counts and last messages, 15-message pages backwards, read marks (kept in the database, so every
 * device of the user sees the same) with read receipts to the sender, and delivery state of one's own
 * messages.
 */
export class Conversations {
  constructor(
    private readonly db: Db,
    private readonly store: ImStore,
    /** Absolute image URLs (WIRE.md), given by the caller so this module stays below the handlers. */
    private readonly absolute: (origin: string, path: string) => string,
    private readonly fanout: Fanout,
  ) {}

  async list(r: Reader): Promise<{ conversationList: ImConversation[] }> {
    const me = String(r.uid);
    const [last, unread, peerMarks, groups] = await Promise.all([
      this.store.lastMessages(me),
      this.store.unreadCounts(me),
      this.store.marksOfPeers(me),
      groupConversations(this.db, r.uid),
    ]);
    const profiles = await this.profiles(
      r,
      last.map((m) => m.peer),
    );
    const unreadOf = new Map(unread.map((u) => [u.peer, u.n]));
    const c2c = last.map((m) => ({
      order: Number(m.id),
      conversation: {
        conversationID: `C2C${m.peer}`,
        type: 'C2C' as const,
        unreadCount: unreadOf.get(m.peer) ?? 0,
        userProfile: { userID: m.peer, ...(profiles.get(m.peer) ?? { nick: '', avatar: '' }) },
        lastMessage: this.c2cMessage(r, m, profiles, Number.POSITIVE_INFINITY, peerMarks.get(m.peer)),
      } satisfies ImConversation,
    }));
    const senders = await this.profiles(
      r,
      groups.flatMap((g) => (g.last_sender ? [g.last_sender] : [])),
    );
    const chats = groups.map((g) => ({ order: Number(g.last_id ?? 0), conversation: this.groupConversation(r, g, senders) }));
    return {
      conversationList: [...c2c, ...chats].sort((a, b) => b.order - a.order).map((c) => c.conversation),
    };
  }

  private groupConversation(r: Reader, g: GroupConversationRow, senders: Profiles): ImConversation {
    const groupID = groupIdOf(g.id);
    return {
      conversationID: `GROUP${groupID}`,
      type: 'GROUP',
      unreadCount: g.unread,
      groupProfile: {
        groupID,
        name: g.name,
        avatar: this.absolute(r.origin, g.avatar),
        type: g.type,
        ownerID: String(g.owner_id),
        memberCount: g.members,
        isMember: g.left_at === null,
        destroyed: g.destroyed_at !== null,
      },
      ...(g.last_id
        ? {
            lastMessage: this.groupMessage(
              r,
              groupID,
              {
                id: g.last_id,
                sender: g.last_sender!,
                receiver: groupID,
                type: g.last_type!,
                payload: g.last_payload!,
                created_at: g.last_created_at!,
              },
              senders,
              g.unread === 0 ? Number.POSITIVE_INFINITY : 0,
            ),
          }
        : {}),
    };
  }

  async history(r: Reader, conversationID: string, before: string | null) {
    const c = parseConversation(conversationID);
    if (before !== null && !/^\d{1,18}$/.test(before)) throw new UserError('server.im.badMessage');
    const me = String(r.uid);
    if (c.kind === 'C2C') {
      const rows = await this.store.history(me, c.peer, before, LIMITS.historyPage + 1);
      const page = rows.slice(0, LIMITS.historyPage).reverse();
      const [mine, theirs, profiles] = await Promise.all([
        this.store.marks(me, c.peer),
        this.store.marks(c.peer, me),
        this.profiles(r, [me, c.peer]),
      ]);
      return this.page(
        rows,
        page.map((m) => this.c2cMessage(r, m, profiles, mine.read, theirs)),
      );
    }
    const member = await membership(this.db, c.groupId, r.uid);
    if (!member) throw new UserError('server.group.notMember');
    const rows = await groupHistory(this.db, c.groupId, member, before, LIMITS.historyPage + 1);
    const page = rows.slice(0, LIMITS.historyPage).reverse();
    const profiles = await this.profiles(
      r,
      page.map((m) => m.sender),
    );
    const groupID = groupIdOf(c.groupId);
    return this.page(
      rows,
      page.map((m) => this.groupMessage(r, groupID, m, profiles, Number(member.last_read_id))),
    );
  }

  private page(rows: StoredMessage[], messageList: ImMessage[]) {
    return {
      messageList,
      nextReqMessageID: messageList[0]?.ID ?? '',
      isCompleted: rows.length <= LIMITS.historyPage,
    };
  }

  /**
   * Marks a conversation read for the reader: the reader's other connections hear `read`; in a C2C
   * conversation the peer hears a read receipt up to the last message read.
   */
  async markRead(r: Reader, conversationID: string): Promise<null> {
    const c = parseConversation(conversationID);
    if (c.kind === 'C2C') {
      const upTo = await this.store.markRead(String(r.uid), c.peer);
      if (upTo) this.fanout.toUser(Number(c.peer), { op: 'receipt', data: { conversationID: `C2C${r.uid}`, state: 'read', upTo } });
    } else {
      const group = await groupRow(this.db, c.groupId);
      if (!group || !(await membership(this.db, c.groupId, r.uid))) throw new UserError('server.group.notMember');
      await markGroupRead(this.db, c.groupId, r.uid);
    }
    this.fanout.toUser(r.uid, { op: 'read', data: { conversationID } }, r.connection);
    return null;
  }

  /** Tells the senders of messages the user has not received yet that they now reached them (at login). */
  async delivered(uid: number): Promise<void> {
    for (const moved of await this.store.deliverAll(String(uid))) {
      this.fanout.toUser(Number(moved.peer), {
        op: 'receipt',
        data: { conversationID: `C2C${uid}`, state: 'delivered', upTo: String(moved.delivered_id) },
      });
    }
  }

  async profiles(r: Reader, ids: string[]): Promise<Profiles> {
    const numeric = [...new Set(ids)].filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    const rows = numeric.length ? await this.store.profiles(numeric) : [];
    return new Map(rows.map((p) => [String(p.id), { nick: p.user_nickname, avatar: this.absolute(r.origin, p.avatar) }]));
  }

  /** A stored C2C message from the reader's side; `peerMarks` give their own messages' delivery state. */
  c2cMessage(
    r: Reader,
    m: StoredMessage,
    profiles: Profiles,
    lastRead: number,
    peerMarks: { read: number; delivered: number } | undefined,
  ): ImMessage {
    const mine = m.sender === String(r.uid);
    const sender = profiles.get(m.sender);
    const id = Number(m.id);
    const delivery: DeliveryState = !peerMarks ? 'sent' : id <= peerMarks.read ? 'read' : id <= peerMarks.delivered ? 'delivered' : 'sent';
    return {
      ID: String(m.id),
      conversationID: `C2C${mine ? m.receiver : m.sender}`,
      conversationType: 'C2C',
      from: m.sender,
      to: m.receiver,
      time: Math.floor(Number(m.created_at) / 1000),
      type: m.type,
      payload: m.payload,
      nick: sender?.nick ?? '',
      avatar: sender?.avatar ?? '',
      flow: mine ? 'out' : 'in',
      isRead: mine || id <= lastRead,
      ...(mine ? { delivery } : {}),
    };
  }

  groupMessage(r: Reader, groupID: string, m: StoredMessage, profiles: Profiles, lastRead: number): ImMessage {
    const mine = m.sender === String(r.uid);
    const sender = profiles.get(m.sender);
    return {
      ID: String(m.id),
      conversationID: `GROUP${groupID}`,
      conversationType: 'GROUP',
      from: m.sender,
      to: groupID,
      time: Math.floor(Number(m.created_at) / 1000),
      type: m.type,
      payload: m.payload,
      nick: sender?.nick ?? '',
      avatar: sender?.avatar ?? '',
      flow: mine ? 'out' : 'in',
      isRead: mine || Number(m.id) <= lastRead,
      ...(mine ? { delivery: 'sent' as const } : {}),
    };
  }
}
