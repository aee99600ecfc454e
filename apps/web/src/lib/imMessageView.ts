import type { CustomPayload, ImMessage, TextPayload } from '@arena/realtime';
import type { ChatMessageView } from '@arena/ui';

/**
 * An IM message (the facade's, or the same shape from the API: Operator/kefuMessages) as the messaging
 * widgets show it: own messages (`flow: 'out'`) on the right with their delivery state. Shared by
 * private messaging and the operator console's customer service.
 */
export function messageView(m: ImMessage): ChatMessageView {
  const base = { id: m.ID, fromMe: m.flow === 'out', nick: m.nick, avatar: m.avatar || undefined, time: m.time };
  const state = m.flow === 'out' ? (m.delivery ?? 'sent') : undefined;
  if (m.type === 'image') {
    const p = m.payload as { url: string; width: number; height: number };
    return { ...base, kind: 'image', image: { url: p.url, width: p.width, height: p.height }, state };
  }
  if (m.type === 'custom') return { ...base, kind: 'notice', text: (m.payload as CustomPayload).description || '' };
  return { ...base, kind: 'text', text: (m.payload as TextPayload).text, state };
}
