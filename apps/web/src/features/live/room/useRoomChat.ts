import { HORN_GROUP, type ImMessage, parseRoomMessage } from '@arena/realtime';
import type { ChatConnection, ChatLine } from '@arena/ui';
import { useEffect, useState } from 'react';
import { imClient, imReady, onImIdentity } from '../../../session/im';
import { applySpend } from '../../../session/store';
import { sendBarrage } from '../api/room';
import { type RoomView, viewOfMessage, withBadge } from './roomEvents';
import { connectRoomGroup } from './roomGroup';

/** The chat keeps this many lines. */
const MAX_LINES = 200;

export interface RoomChatHandlers {
  /** What else a room message shows (danmaku, gift, red envelope, horn, announcement…); keep it stable. */
  onView: (view: RoomView) => void;
  /** A horn of the horn group (IM 121); keep it stable. */
  onHorn: (horn: { nick: string; content: string }) => void;
}

/**
 * The room's group through the IM facade: the chat lines, the online count and the connection state;
 * every other part of a room message goes to `onView`. `send` posts a line (Barrage/send), which comes
 * back through the group to the sender too (IM 105).
 */
export function useRoomChat(uid: number, locale: string, { onView, onHorn }: RoomChatHandlers) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [online, setOnline] = useState<number | undefined>();
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!uid) return;
    const badges = new Map<number, string>();
    return connectRoomGroup(
      imClient(),
      imReady,
      uid,
      {
        onMessage: (m: ImMessage) => {
          if (m.conversationID === `GROUP${HORN_GROUP}`) {
            const data = parseRoomMessage(m);
            if (data?.type === 121) onHorn({ nick: data.user_nickname, content: data.content });
            return;
          }
          const view = viewOfMessage(m, uid, locale);
          if (!view) return;
          if (view.line) {
            const line = withBadge(view.line, badges);
            setLines((l) => [...l.slice(-MAX_LINES + 1), line]);
          }
          onView(view);
        },
        onCount: setOnline,
        onConnection: setConnection,
        onRefusal: setRefusal,
      },
      onImIdentity,
    );
  }, [uid, locale, onView, onHorn]);

  const send = async (text: string) => {
    const sent = await sendBarrage(uid, text);
    applySpend(sent);
  };
  return { lines, online, connection, refusal, send };
}
