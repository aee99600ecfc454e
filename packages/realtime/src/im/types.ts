// The IM facade of SPEC.md §7: one interface over two drivers, `local` (the server's /im socket) and
// `tim` (Tencent Cloud Chat through tim-js-sdk). Shapes follow tim-js-sdk's so either can stand in.

export type ConversationType = 'C2C' | 'GROUP';
export type MessageType = 'text' | 'image' | 'custom';

export interface TextPayload {
  text: string;
}
export interface ImagePayload {
  url: string;
  width: number;
  height: number;
}
/** Room custom messages carry JSON `{ type, … }` in `data` (WIRE.md); see `parseRoomMessage`. */
export interface CustomPayload {
  data: string;
  description: string;
  extension: string;
}

export interface ImMessage {
  ID: string;
  /** `C2C<userID>` or `GROUP<groupID>`. */
  conversationID: string;
  conversationType: ConversationType;
  /** Sender's user id (stamped by the server, never trusted from a client). */
  from: string;
  to: string;
  /** Unix seconds. */
  time: number;
  type: MessageType;
  payload: TextPayload | ImagePayload | CustomPayload;
  nick: string;
  avatar: string;
  /** 'out' for the user's own messages (spec §3 `isMy` is derived from it). */
  flow: 'in' | 'out';
  isRead: boolean;
  /**
   * The user's own messages (flow 'out', issue 16): 'sent' stored by the service, 'delivered' reached a
   * connection of the receiver, 'read' the receiver read it (C2C; group messages stay 'sent').
   * Absent on room messages.
   */
  delivery?: DeliveryState;
}

export type DeliveryState = 'sent' | 'delivered' | 'read';

export interface ImProfile {
  userID: string;
  nick: string;
  avatar: string;
}

/** A private chat group (issue 16; not a live room): `Work` by invitation, `Public` anyone may join. */
export interface ImGroupProfile {
  /** `g<n>` (the HTTP API's `group_id`); the conversation is `GROUP<groupID>`. */
  groupID: string;
  name: string;
  avatar: string;
  type: 'Work' | 'Public';
  ownerID: string;
  memberCount: number;
  /** False once the user left or was removed, or the owner destroyed it: history only, no sending. */
  isMember: boolean;
  /** The owner dissolved it. */
  destroyed: boolean;
}

/**
 * A private conversation: `C2C<userID>` with `userProfile`, or a chat group's `GROUP<groupID>` with
 * `groupProfile` (issue 16). Room groups never appear here.
 */
export interface ImConversation {
  conversationID: string;
  type: ConversationType;
  /** Messages from others after the user's read mark (the same on every device of the user). */
  unreadCount: number;
  /** C2C: the peer. */
  userProfile?: ImProfile;
  /** GROUP: the group. */
  groupProfile?: ImGroupProfile;
  lastMessage?: ImMessage;
}

/** A system notice of the message centre (issue 16; the HTTP API's Push/getList item). */
export interface ImNotice {
  id: number;
  type: 'horn' | 'withdrawal' | 'application' | 'level';
  title: string;
  content: string;
  /** Unix seconds. */
  addtime: number;
  is_read: 0 | 1;
}

export interface MessagePage {
  /** Oldest first; at most 15 (spec §4 / §9). */
  messageList: ImMessage[];
  /** Pass back to get the 15 before these. */
  nextReqMessageID: string;
  isCompleted: boolean;
}

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface ImEvents {
  /** A message from someone else (room or private); one event per message. */
  message: ImMessage;
  /** Removed from a room (`roomKickout`, with its group) or logged out elsewhere (`multipleAccount`, `userSigExpired`). */
  kicked: { type: 'roomKickout' | 'multipleAccount' | 'userSigExpired' | string; groupID?: string };
  connection: { state: ConnectionState };
  /** A room's online member count changed (local driver; at most every 2 s per room). */
  memberCount: { groupID: string; count: number };
  /**
   * To the sender (issue 16): the user's own messages in `conversationID` up to and including message
   * `upTo` reached `state` — 'delivered' (a connection of the peer has them) or 'read' (the peer read them).
   */
  receipt: { conversationID: string; state: 'delivered' | 'read'; upTo: string };
  /** The user read `conversationID` on another device (issue 16): its unread count is now 0 here too. */
  read: { conversationID: string };
  /** A new system notice for the message centre (issue 16). */
  notice: ImNotice;
  /**
   * A chat group changed for the user (issue 16): `added` (now a member), `removed` (left or removed),
   * `destroyed` (the owner dissolved it), `members` (someone joined or left). Re-read the conversation
   * list or Group/groupInfo.
   */
  group: { groupID: string; change: 'added' | 'removed' | 'destroyed' | 'members' };
}

export type ImEventName = keyof ImEvents;
export type Unsubscribe = () => void;

/** What every driver offers (SPEC.md §7 "Instant-messaging service"). */
export interface ImClient {
  readonly driver: 'local' | 'tim';
  login(userID: string, userSig: string): Promise<ImProfile>;
  logout(): Promise<void>;
  /** Opens the streamer's own room group (group id = their uid). */
  createGroup(groupID: string, name?: string): Promise<void>;
  joinGroup(groupID: string): Promise<{ memberCount: number }>;
  quitGroup(groupID: string): Promise<void>;
  getOnlineMemberCount(groupID: string): Promise<number>;
  updateMyProfile(profile: { nick?: string; avatar?: string }): Promise<void>;
  getConversationList(): Promise<ImConversation[]>;
  getMessageList(conversationID: string, nextReqMessageID?: string): Promise<MessagePage>;
  setMessageRead(conversationID: string): Promise<void>;
  sendTextMessage(to: string, text: string, conversationType?: ConversationType): Promise<ImMessage>;
  /**
   * An image message. The local driver sends an image already uploaded (`url`, `width`, `height`);
   * the tim driver uploads `file` through Tencent's storage.
   */
  sendImageMessage(
    to: string,
    image: { url?: string; width?: number; height?: number; file?: unknown },
    conversationType?: ConversationType,
  ): Promise<ImMessage>;
  /** A custom message, e.g. 101 coloured text `{ type: 101, text, color }` to a room. */
  sendCustomMessage(to: string, data: Record<string, unknown>, conversationType?: ConversationType): Promise<ImMessage>;
  on<E extends ImEventName>(event: E, handler: (payload: ImEvents[E]) => void): Unsubscribe;
}

export class ImError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** A send refused by the per-user send limit (issue 16): seconds until sending works again. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ImError';
  }
}

/** Room custom message types: WIRE.md's 100–105, and the reference server's own from 120. */
export const ROOM_MESSAGE = {
  gift: 100,
  colouredText: 101,
  entry: 102,
  barrage: 105,
  redEnvelope: 120,
  horn: 121,
  liveState: 122,
  announcement: 123,
  /** Issue 15: the streamer changed the room's title, cover or bound match (the anchor centre). */
  roomInfo: 124,
} as const;

/** The group every client joins to hear approved horn messages (spec §6 global horn). */
export const HORN_GROUP = 'arena_horn';

interface Sender {
  uid: number;
  user_nickname: string;
  avatar: string;
}
export interface GiftInfo {
  id: number;
  giftname: string;
  giftname_en?: string;
  giftname_vi?: string;
  gifticon: string;
  needcoin: number;
  swf: string;
  swftime: number;
  /** 1 full-screen effect */
  type: number;
}

export type RoomMessage =
  | ({ type: 100; num: number; gift: GiftInfo } & Sender)
  | ({ type: 101; text: string; color: string } & Sender)
  | ({
      type: 102;
      /** Wealth level (issue 14); absent from servers that predate it. */
      level?: number;
      is_noble: number;
      is_guard: number;
      guard: { id: number; name: string; name_en: string; name_vi: string; color: string } | null;
    } & Sender)
  | ({ type: 105; id: number; info: string; gift_id: number | null; gifticon: string } & Sender)
  | ({ type: 120; id: number; title: string; amount: number; count: number } & Sender)
  | ({ type: 121; id: number; content: string } & Sender)
  | { type: 122; uid: number; islive: 0 | 1 }
  | { type: 123; uid: number; announcement: string }
  | { type: 124; uid: number; title: string; thumb: string; category: number; match_id: number };

/** The room event a custom message carries, or null for anything else (text, image, unknown JSON). */
export function parseRoomMessage(message: ImMessage): RoomMessage | null {
  if (message.type !== 'custom') return null;
  try {
    const data = JSON.parse((message.payload as CustomPayload).data) as { type?: unknown };
    return data && typeof data.type === 'number' ? (data as RoomMessage) : null;
  } catch {
    return null;
  }
}

/** spec §4 / §9: history pages hold 15 messages. */
export const HISTORY_PAGE = 15;
