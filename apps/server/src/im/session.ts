import type { WebSocket } from 'ws';
import { UserError } from '../envelope';
import type { Lang } from '../i18n/index';
import { LIMITS } from './protocol';

/** One IM connection: who is logged in on it, the rooms it joined and its send allowance. */
export interface Session {
  socket: WebSocket;
  userID: string | null;
  /** The users row id of a registered user; null for a guest. */
  uid: number | null;
  nick: string;
  avatar: string;
  lang: Lang;
  origin: string;
  groups: Set<string>;
  tokens: number;
  refilledAt: number;
  alive: boolean;
  /** The client's address (abuse budgets, src/im/guard.ts). */
  ip: string;
  /** The login session the registered user's userSig names (issue 12: revoking it closes the socket). */
  sessionId?: number | null;
  /** The backlog beyond which this reader is dropped (IM_MAX_BUFFERED_BYTES); MAX_BUFFERED_BYTES when absent. */
  maxBufferedBytes?: number;
}

/**
 * A client that reads too slowly is dropped rather than let its backlog grow without bound (issue 12,
 * as the score hub does, src/hub/hub.ts): a room's messages are sent to everyone in it. The default of
 * IM_MAX_BUFFERED_BYTES.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export function send(s: Session, event: unknown) {
  sendText(s, JSON.stringify(event));
}

export function sendText(s: Session, text: string) {
  if (s.socket.readyState !== 1) return;
  if (s.socket.bufferedAmount > (s.maxBufferedBytes ?? MAX_BUFFERED_BYTES)) {
    s.socket.terminate();
    return;
  }
  s.socket.send(text);
}

/** A visitor names themselves (a registered user's profile is their account's): no control characters, no markup in the avatar URL. */
export function setVisitorProfile(s: Session, req: Record<string, unknown>) {
  if (req.nick !== undefined) {
    const nick = String(req.nick).trim();
    if ([...nick].length > LIMITS.nick || [...nick].some((c) => c.charCodeAt(0) < 32))
      throw new UserError('server.im.badNick', { limit: LIMITS.nick });
    s.nick = nick;
  }
  if (req.avatar !== undefined) {
    const avatar = String(req.avatar);
    if (avatar && !/^(https?:\/\/|\/)[^\s"'<>]*$/.test(avatar)) throw new UserError('server.profile.avatarUrl');
    s.avatar = avatar;
  }
}
