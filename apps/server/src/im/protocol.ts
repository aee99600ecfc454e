// The wire protocol of the local IM service (/im); the client's side is packages/realtime/src/im.
//
// Client → server: `{ op, seq, ...args }`; every request is answered once with
//   `{ op: 'result', seq, code: 0, data }` or `{ op: 'result', seq, code: 1, msg }`.
// Server → client events: `{ op: 'message', data: ImMessage }`, `{ op: 'kicked', data: { type, groupID? } }`,
//   `{ op: 'memberCount', data: { groupID, count } }`, `{ op: 'pong' }`.

// The message shapes and the room's custom message types are the client's (packages/realtime), so the
// two ends of /im cannot drift apart.
export {
  type ConversationType,
  type CustomPayload,
  HORN_GROUP,
  type ImagePayload,
  type ImMessage,
  type MessageType,
  ROOM_MESSAGE,
  type TextPayload,
} from '@arena/realtime';

export const LIMITS = {
  groupText: 100,
  c2cText: 500,
  nick: 20,
  /** Messages a connection may send in a burst, then one per second (token bucket). */
  burst: 5,
  refillPerSecond: 1,
  historyPage: 15,
} as const;
