// The wire protocol of the local IM service (/im); the client's side is packages/realtime/src/im.
//
// Client → server: `{ op, seq, ...args }`; every request is answered once with
//   `{ op: 'result', seq, code: 0, data }` or `{ op: 'result', seq, code: 1, msg, retryAfter? }`
//   (`retryAfter`: seconds until a send refused by the per-user send limit works again, issue 16).
// Ops: login, logout, ping, createGroup / joinGroup / quitGroup / getOnlineMemberCount (live rooms),
//   updateMyProfile, getConversationList (C2C and chat groups), getMessageList ({ conversationID,
//   nextReqMessageID }: 15 a page backwards), setMessageRead ({ conversationID }), sendMessage ({ to,
//   conversationType, type, payload }: a room, a chat group `g<n>` or a user).
// Server → client events:
//   `{ op: 'message', data: ImMessage }`, `{ op: 'kicked', data: { type, groupID? } }`,
//   `{ op: 'memberCount', data: { groupID, count } }`, `{ op: 'pong' }`, and since issue 16:
//   `{ op: 'receipt', data: { conversationID, state: 'delivered' | 'read', upTo } }` to a sender,
//   `{ op: 'read', data: { conversationID } }` to the reader's other connections,
//   `{ op: 'notice', data: ImNotice }` (message centre),
//   `{ op: 'group', data: { groupID, change: 'added' | 'removed' | 'destroyed' | 'members' } }`.
// Chat groups are created and managed over HTTP (api/Group/*); the socket carries their messages.

// The message shapes and the room's custom message types are the client's (packages/realtime), so the
// two ends of /im cannot drift apart.
export {
  type ConversationType,
  type CustomPayload,
  type DeliveryState,
  HORN_GROUP,
  type ImagePayload,
  type ImConversation,
  type ImEvents,
  type ImGroupProfile,
  type ImMessage,
  type ImNotice,
  type MessageType,
  ROOM_MESSAGE,
  type TextPayload,
} from '@arena/realtime';

export const LIMITS = {
  groupText: 100,
  c2cText: 500,
  nick: 20,
  /** Room messages a connection may send in a burst, then one per second (token bucket). */
  burst: 5,
  refillPerSecond: 1,
  historyPage: 15,
  /** Members of a chat group, the owner included. */
  groupMembers: 200,
} as const;

/** Chat group ids (`g<n>`); room groups are a streamer's uid (digits), the horn group `arena_horn`. */
export const CHAT_GROUP_ID = /^g([1-9]\d{0,8})$/;
