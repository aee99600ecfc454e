import type { WebSocket } from 'ws';
import type { Lang } from '../i18n/index';

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
}

/**
 * A client that reads too slowly is dropped rather than let its backlog grow without bound (issue 12,
 * as the score hub does, src/hub/hub.ts): a room's messages are sent to everyone in it.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export function send(s: Session, event: unknown) {
  sendText(s, JSON.stringify(event));
}

export function sendText(s: Session, text: string) {
  if (s.socket.readyState !== 1) return;
  if (s.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    s.socket.terminate();
    return;
  }
  s.socket.send(text);
}
