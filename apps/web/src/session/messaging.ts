import { proxy } from 'valtio';

// What the rest of the app knows of private messaging (issue 16), kept in the shared session so the
// nav, the shell and other features (room chat, ranks, follows) can read the unread total and open a
// conversation without importing the messaging feature, which loads on its own.

export interface MessagingTarget {
  /** A user to chat with (C2C). */
  uid?: number;
  /** Or a conversation id (`C2C<uid>`, `GROUP<g…>`). */
  conversationID?: string;
  /** The name to show until the conversation is loaded. */
  name?: string;
}

export const messaging = proxy<{ open: boolean; unread: number; target: MessagingTarget | null }>({
  open: false,
  unread: 0,
  target: null,
});

/** Opens the private-message overlay, on a conversation when given one ("send message" on a user card). */
export function openMessages(target: MessagingTarget | null = null) {
  messaging.target = target;
  messaging.open = true;
}

export function closeMessages() {
  messaging.open = false;
}
