import { UserError } from '../envelope';
import {
  type ConversationType,
  type CustomPayload,
  type ImagePayload,
  type ImMessage,
  LIMITS,
  type MessageType,
  ROOM_MESSAGE,
} from './protocol';

let counter = 0;
const messageId = (now: number) => `${now.toString(36)}-${(counter++).toString(36)}`;

export function newMessage(
  now: number,
  conversationType: ConversationType,
  from: string,
  to: string,
  type: MessageType,
  payload: ImMessage['payload'],
  nick: string,
  avatar: string,
): ImMessage {
  return {
    ID: messageId(now),
    conversationID: `${conversationType}${conversationType === 'GROUP' ? to : from}`,
    conversationType,
    from,
    to,
    time: Math.floor(now / 1000),
    type,
    payload,
    nick,
    avatar,
    flow: 'in',
    isRead: false,
  };
}

/** A text message's payload, within the conversation's length limit. */
export function textPayload(payload: Record<string, unknown>, conversationType: ConversationType) {
  const text = String(payload.text ?? '').trim();
  const limit = conversationType === 'GROUP' ? LIMITS.groupText : LIMITS.c2cText;
  if (!text) throw new UserError('server.im.emptyText');
  if ([...text].length > limit) throw new UserError('server.im.tooLong', { limit });
  return { text };
}

/** The text and colour of a client's 101 coloured-text message (who may send one is the hub's question). */
export function colouredTextOf(payload: Record<string, unknown>) {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(String(payload.data ?? '')) as Record<string, unknown>;
  } catch {
    throw new UserError('server.im.badMessage');
  }
  if (Number(data?.type) !== ROOM_MESSAGE.colouredText) throw new UserError('server.im.customNotAllowed');
  const text = String(data.text ?? '').trim();
  const color = String(data.color ?? '');
  if (!text) throw new UserError('server.im.emptyText');
  if ([...text].length > LIMITS.groupText) throw new UserError('server.im.tooLong', { limit: LIMITS.groupText });
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw new UserError('server.im.badColour');
  return { text, color };
}

export function customPayload(data: Record<string, unknown>): CustomPayload {
  return { data: JSON.stringify(data), description: '', extension: '' };
}

export function imagePayload(payload: Record<string, unknown>): ImagePayload {
  const url = String(payload.url ?? '');
  const width = Number(payload.width);
  const height = Number(payload.height);
  // Images are uploaded elsewhere (cloud storage); a message only points at one.
  if (!/^(https?:\/\/|\/)[^\s"'<>]{1,1000}$/.test(url) || !(width > 0 && width <= 10_000) || !(height > 0 && height <= 10_000)) {
    throw new UserError('server.im.badImage');
  }
  return { url, width: Math.round(width), height: Math.round(height) };
}
