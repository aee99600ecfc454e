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
}

export function send(s: Session, event: unknown) {
  if (s.socket.readyState === 1) s.socket.send(JSON.stringify(event));
}
