import type { ImConversation, ImMessage, ImNotice, TextPayload } from '@arena/realtime';
import type { ConversationSummary, SystemNotice } from '@arena/ui';

export { messageView } from '../../lib/imMessageView';

// The IM facade's shapes → the messaging widgets' plain data.

/** Chat groups are `g<n>` (issue 16); room groups are a streamer's uid and the horn group. */
export const isPrivateMessage = (m: ImMessage) => m.conversationType === 'C2C' || /^GROUPg\d+$/.test(m.conversationID);

export function conversationView(c: ImConversation, serviceID: string | null): ConversationSummary {
  const last = c.lastMessage;
  return {
    id: c.conversationID,
    kind: c.type === 'GROUP' ? 'group' : 'user',
    name: c.groupProfile?.name ?? c.userProfile?.nick ?? '',
    avatar: (c.groupProfile?.avatar ?? c.userProfile?.avatar) || undefined,
    unread: c.unreadCount,
    service: serviceID != null && c.userProfile?.userID === serviceID,
    last: last
      ? {
          kind: last.type,
          text: last.type === 'text' ? (last.payload as TextPayload).text : undefined,
          time: last.time,
          fromMe: last.flow === 'out',
        }
      : undefined,
  };
}

export const noticeView = (
  n: ImNotice | { id: number; title: string; content: string; addtime: number; is_read: 0 | 1 },
): SystemNotice => ({
  id: n.id,
  title: n.title,
  content: n.content,
  time: n.addtime,
  read: n.is_read === 1,
});

/** The user a C2C conversation is with (`C2C12` → 12), or null for a group. */
export const peerOf = (conversationID: string) => (/^C2C(\d+)$/.exec(conversationID)?.[1] ? Number(conversationID.slice(3)) : null);
/** The chat group of a group conversation (`GROUPg3` → `g3`). */
export const groupOf = (conversationID: string) => (conversationID.startsWith('GROUP') ? conversationID.slice(5) : null);
