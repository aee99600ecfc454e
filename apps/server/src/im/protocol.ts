// The wire protocol of the local IM service (/im), shared in spirit with packages/realtime/src/im
// (which declares the same shapes for the client; the server does not import the client).
//
// Client → server: `{ op, seq, ...args }`; every request is answered once with
//   `{ op: 'result', seq, code: 0, data }` or `{ op: 'result', seq, code: 1, msg }`.
// Server → client events: `{ op: 'message', data: ImMessage }`, `{ op: 'kicked', data: { type, groupID? } }`,
//   `{ op: 'memberCount', data: { groupID, count } }`, `{ op: 'pong' }`.

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
/** Room custom messages carry JSON `{ type, … }` in `data` (WIRE.md), as Tencent's custom messages do. */
export interface CustomPayload {
  data: string;
  description: string;
  extension: string;
}

export interface ImMessage {
  ID: string;
  conversationID: string;
  conversationType: ConversationType;
  /** Sender's IM user id: stamped by the server, never taken from the client. */
  from: string;
  to: string;
  /** Unix seconds. */
  time: number;
  type: MessageType;
  payload: TextPayload | ImagePayload | CustomPayload;
  nick: string;
  avatar: string;
  /** 'in' for the receiver, 'out' for the sender's own copies. */
  flow: 'in' | 'out';
  isRead: boolean;
}

/** Custom message types of room groups: WIRE.md's 100–105, and this server's own from 120. */
export const ROOM_MESSAGE = {
  gift: 100,
  colouredText: 101,
  entry: 102,
  barrage: 105,
  redEnvelope: 120,
  horn: 121,
  liveState: 122,
  announcement: 123,
} as const;

/** The broadcast group every client may join to receive approved horn messages (spec §6 global horn). */
export const HORN_GROUP = 'arena_horn';

export const LIMITS = {
  groupText: 100,
  c2cText: 500,
  nick: 20,
  /** Messages a connection may send in a burst, then one per second (token bucket). */
  burst: 5,
  refillPerSecond: 1,
  historyPage: 15,
} as const;
