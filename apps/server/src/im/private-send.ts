import type { Db } from '../db/index';
import { UserError } from '../envelope';
import { blockState } from './blocks';
import type { Fanout } from './conversations';
import { activeMembers, groupIdOf, group as groupRow, membership, storeGroupMessage } from './group-store';
import { CHAT_GROUP_ID, type ImMessage, type MessageType } from './protocol';
import type { PrivateSendLimit } from './send-limit';
import type { ImStore } from './store';

/** Who sends: a user, or the service account answering through an operator. */
export interface Sender {
  uid: number;
  nick: string;
  avatar: string;
  origin: string;
  /** The sending connection (it gets the answer, not an event); none for HTTP. */
  connection?: unknown;
  /** False for the service account: its operators answer many users at once. */
  limited?: boolean;
}

/**
 * Sending private messages (issue 16): C2C and chat groups. Blocks and the per-user send limit are
 * checked before anything is stored; a message is stored, then told to the receivers' connections
 * (and the sender's other connections). The payload is already checked and cleaned (messages.ts):
 * text stays text, never HTML.
 */
export class PrivateSend {
  constructor(
    private readonly db: Db,
    private readonly store: ImStore,
    private readonly limit: PrivateSendLimit,
    private readonly fanout: Fanout,
    private readonly now: () => number,
  ) {}

  /** The checks of a C2C message to `to`: a user, not oneself, who has not blocked the sender (nor been blocked by them). */
  async checkC2c(sender: Sender, to: string): Promise<number> {
    if (!/^[1-9]\d{0,8}$/.test(to) || Number(to) === sender.uid) throw new UserError('server.im.noSuchUser');
    const peer = Number(to);
    // One round trip for the three facts: every message asks them (bench/im.bench.ts).
    const { exists, blockedBy, blocking } = await blockState(this.db, sender.uid, peer);
    if (!exists) throw new UserError('server.im.noSuchUser');
    if (blockedBy) throw new UserError('server.im.blockedByUser');
    if (blocking) throw new UserError('server.im.youBlocked');
    return peer;
  }

  /** The checks of a message to chat group `to` (`g<n>`): it exists, is not dissolved, and the sender is a member. */
  async checkGroup(sender: Sender, to: string): Promise<number> {
    const id = Number(CHAT_GROUP_ID.exec(to)?.[1] ?? 0);
    const group = id ? await groupRow(this.db, id) : undefined;
    if (!group) throw new UserError('server.group.notFound');
    if (group.destroyed_at) throw new UserError('server.group.destroyed');
    const member = await membership(this.db, id, sender.uid);
    if (!member || member.left_at) throw new UserError('server.im.notGroupMember');
    return id;
  }

  take(sender: Sender) {
    if (sender.limited !== false) this.limit.take(sender.uid);
  }

  async sendC2c(sender: Sender, to: string, type: MessageType, payload: ImMessage['payload']): Promise<ImMessage> {
    const peer = await this.checkC2c(sender, to);
    this.take(sender);
    const now = this.now();
    const online = this.fanout.online(peer);
    // A receiver with a connection here gets it now: stored and marked delivered in one statement.
    const id = await this.store.storeMessage(String(sender.uid), to, type, payload, now, online);
    const base: ImMessage = {
      ID: String(id),
      conversationID: `C2C${sender.uid}`,
      conversationType: 'C2C',
      from: String(sender.uid),
      to,
      time: Math.floor(now / 1000),
      type,
      payload,
      nick: sender.nick,
      avatar: sender.avatar,
      flow: 'in',
      isRead: false,
    };
    this.fanout.toUser(peer, { op: 'message', data: base });
    const own: ImMessage = { ...base, conversationID: `C2C${to}`, flow: 'out', isRead: true, delivery: online ? 'delivered' : 'sent' };
    this.fanout.toUser(sender.uid, { op: 'message', data: own }, sender.connection);
    return own;
  }

  async sendGroup(sender: Sender, to: string, type: MessageType, payload: ImMessage['payload']): Promise<ImMessage> {
    const groupId = await this.checkGroup(sender, to);
    this.take(sender);
    const now = this.now();
    const id = await storeGroupMessage(this.db, groupId, String(sender.uid), type, payload, now);
    const groupID = groupIdOf(groupId);
    const base: ImMessage = {
      ID: String(id),
      conversationID: `GROUP${groupID}`,
      conversationType: 'GROUP',
      from: String(sender.uid),
      to: groupID,
      time: Math.floor(now / 1000),
      type,
      payload,
      nick: sender.nick,
      avatar: sender.avatar,
      flow: 'in',
      isRead: false,
    };
    const own: ImMessage = { ...base, flow: 'out', isRead: true, delivery: 'sent' };
    for (const member of await activeMembers(this.db, groupId)) {
      if (member === sender.uid) this.fanout.toUser(member, { op: 'message', data: own }, sender.connection);
      else this.fanout.toUser(member, { op: 'message', data: base });
    }
    return own;
  }

  /**
   * Group/saveMsg: a record of a message sent elsewhere (the tim driver), under the same checks and
   * allowance; stored, not delivered. Returns the stored id.
   */
  async record(sender: Sender, to: string, type: MessageType, payload: ImMessage['payload']): Promise<string> {
    if (to.startsWith('g')) {
      const groupId = await this.checkGroup(sender, to);
      this.take(sender);
      return storeGroupMessage(this.db, groupId, String(sender.uid), type, payload, this.now());
    }
    await this.checkC2c(sender, to);
    this.take(sender);
    return this.store.storeMessage(String(sender.uid), to, type, payload, this.now());
  }
}
