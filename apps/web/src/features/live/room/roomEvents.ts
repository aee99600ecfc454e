import { type ImMessage, parseRoomMessage, type RoomMessage } from '@arena/realtime';
import type { ChatLine, DanmakuComment } from '@arena/ui';

// IM messages of a room group → what the room shows: chat lines, danmaku comments, gift effects,
// red envelopes, horn banners, live-state and announcement changes (WIRE.md custom types 100–105 and
// the reference server's own from 120; 124 the room's settings changed from the anchor centre). Framework-free so it is tested on its own.

export interface RoomView {
  line?: ChatLine;
  danmaku?: DanmakuComment;
  gift?: { uid: number; nick: string; giftId: number; name: string; icon: string; num: number; fullScreen: boolean; seconds: number };
  red?: { id: number; nick: string; title: string };
  horn?: { nick: string; content: string };
  live?: 0 | 1;
  announcement?: string;
  /** Issue 15: the streamer changed the title, cover, category or bound match; the room info is read again. */
  info?: { title: string };
}

/**
 * Fan-group badges (issue 15): a member's badge arrives with their entry message (IM 102); their later
 * lines in the same room wear it too. `badges` is the room's uid → badge memory, updated here.
 */
export function withBadge(line: ChatLine, badges: Map<number, string>): ChatLine {
  if (line.uid == null) return line;
  if (line.kind === 'entry') {
    if (line.badge) badges.set(line.uid, line.badge);
    else badges.delete(line.uid);
    return line;
  }
  const badge = badges.get(line.uid);
  return badge && line.kind === 'text' && !line.badge ? { ...line, badge } : line;
}

/** The group id of a streamer's room (WIRE.md: the streamer's uid). */
export const roomGroup = (uid: number | string) => String(uid);

export function giftName(gift: { giftname: string; giftname_en?: string; giftname_vi?: string }, locale: string) {
  return (locale === 'en' ? gift.giftname_en : locale === 'vi' ? gift.giftname_vi : undefined) || gift.giftname;
}

/** A sender's user id when it is a user's (guests' IM ids are not numbers and have no user menu). */
export const senderId = (from: string): number | undefined => (/^[1-9]\d*$/.test(from) ? Number(from) : undefined);

/** What one IM message means for the room `uid`, or null when it is for another room or nothing shown. */
export function viewOfMessage(message: ImMessage, uid: number, locale: string): RoomView | null {
  if (message.conversationID !== `GROUP${roomGroup(uid)}`) return null;
  if (message.type === 'text') {
    const text = (message.payload as { text: string }).text;
    return {
      line: {
        id: message.ID,
        kind: 'text',
        nick: message.nick || message.from,
        uid: senderId(message.from),
        avatar: message.avatar || undefined,
        text,
      },
      danmaku: { id: message.ID, text, mine: message.flow === 'out' },
    };
  }
  const data = parseRoomMessage(message);
  return data ? viewOfRoomMessage(data, message.ID, locale, message.flow === 'out') : null;
}

export function viewOfRoomMessage(data: RoomMessage, id: string, locale: string, mine = false): RoomView | null {
  switch (data.type) {
    case 105:
      return {
        line: { id, kind: 'text', nick: data.user_nickname, uid: data.uid, avatar: data.avatar || undefined, text: data.info },
        danmaku: { id, text: data.info, mine },
      };
    case 101:
      return {
        line: {
          id,
          kind: 'text',
          nick: data.user_nickname,
          uid: data.uid,
          avatar: data.avatar || undefined,
          text: data.text,
          color: data.color,
        },
        danmaku: { id, text: data.text, color: data.color, mine },
      };
    case 100: {
      const name = giftName(data.gift, locale);
      return {
        line: { id, kind: 'gift', nick: data.user_nickname, giftName: name, num: data.num },
        gift: {
          uid: data.uid,
          nick: data.user_nickname,
          giftId: data.gift.id,
          name,
          icon: data.gift.gifticon,
          num: data.num,
          fullScreen: data.gift.type === 1,
          seconds: data.gift.swftime || 3,
        },
      };
    }
    case 102:
      return {
        line: { id, kind: 'entry', nick: data.user_nickname, uid: data.uid, level: data.level, badge: data.fan_group?.badge || undefined },
      };
    case 120:
      return { red: { id: data.id, nick: data.user_nickname, title: data.title } };
    case 121:
      return { horn: { nick: data.user_nickname, content: data.content } };
    case 122:
      return { live: data.islive };
    case 123:
      return { announcement: data.announcement };
    case 124:
      return { info: { title: data.title } };
    default:
      return null;
  }
}
