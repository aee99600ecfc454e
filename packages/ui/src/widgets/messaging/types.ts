// Plain data the messaging widgets take (issue 16). The app builds these from the IM facade's
// conversations and messages and from the Group/* and Push/* answers; the widgets never fetch.

/** One row of the conversation list. */
export interface ConversationSummary {
  /** The IM conversation id (`C2C<uid>` or `GROUP<id>`). */
  id: string;
  kind: 'user' | 'group';
  /** The other user's nick or the group's name; empty → the default nickname (spec §3). */
  name: string;
  avatar?: string;
  unread: number;
  /** The latest message, for the preview and the relative time (spec §9). */
  last?: { kind: 'text' | 'image' | 'custom'; text?: string; time: number; fromMe?: boolean };
  /** The customer-service account (settings' kefu). */
  service?: boolean;
}

export const messageStates = ['sending', 'sent', 'delivered', 'read', 'failed'] as const;
/** Delivery state of one of the user's own messages: stored, reached the peer, read by the peer. */
export type MessageState = (typeof messageStates)[number];

/** One message of the pane. */
export interface ChatMessageView {
  id: string;
  /** The user's own message: shown on the right, with its delivery state. */
  fromMe: boolean;
  nick: string;
  avatar?: string;
  /** Unix seconds. */
  time: number;
  kind: 'text' | 'image' | 'notice';
  text?: string;
  image?: { url: string; width: number; height: number };
  /** Own messages only. */
  state?: MessageState;
  /** Why a failed message failed, shown beside its retry. */
  error?: string;
}

/** A contact (Group/addressBook; spec §3 Contacts: grouped alphabetically by profile.nick). */
export interface Contact {
  uid: number;
  nick: string;
  avatar?: string;
}

/** A recommended group (Group/getRecommendGroupList). */
export interface GroupSummary {
  id: string;
  name: string;
  avatar?: string;
  members: number;
}

/** A system notice of the message centre (Push/getList). */
export interface SystemNotice {
  id: number;
  title: string;
  content: string;
  /** Unix seconds. */
  time: number;
  read: boolean;
}
