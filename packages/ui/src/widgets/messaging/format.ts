import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../i18n/useMessages';
import { type ChatPart, type EmojiEntry, tokenizeChat } from '../live/ChatPane/emoji';
import type { Contact } from './types';

/** Spec §4 / §9: a message shows its time when it is the first or 120 s or more after the previous. */
export const TIME_SEPARATOR_SECONDS = 120;
/** Spec §4 / §9: scrolling to 30 px or less from the top loads the 15 earlier messages. */
export const LOAD_MORE_THRESHOLD_PX = 30;

export const showsTime = (previous: { time: number } | undefined, current: { time: number }) =>
  !previous || current.time - previous.time >= TIME_SEPARATOR_SECONDS;

// ── Relative time (spec §9) ──

export type RelativeKind = 'justNow' | 'today' | 'yesterday' | 'dayBefore' | 'weekday' | 'date';

const DAY_MS = 86_400_000;
const startOfDay = (ms: number) => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/**
 * Spec §9: under 60 s "just now", then (today's time,) yesterday, the day before, the weekday within
 * 168 hours, else the date. Calendar days are the reader's local days.
 */
export function relativeKind(seconds: number, nowMs: number): RelativeKind {
  const at = seconds * 1000;
  if (nowMs - at < 60_000) return 'justNow';
  const days = Math.round((startOfDay(nowMs) - startOfDay(at)) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days === 2) return 'dayBefore';
  if (nowMs - at < 168 * 3_600_000) return 'weekday';
  return 'date';
}

/** Formats unix seconds as spec §9's relative time; `withTime` adds the clock (the pane's separators). */
export function useRelativeTime() {
  const intl = useIntl();
  const t = useMessages('ui.messaging.time');
  return useCallback(
    (seconds: number, nowMs: number, withTime = false) => {
      const at = new Date(seconds * 1000);
      const clock = intl.formatTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const kind = relativeKind(seconds, nowMs);
      let day: string;
      switch (kind) {
        case 'justNow':
          return withTime ? clock : t('justNow');
        case 'today':
          return clock;
        case 'yesterday':
          day = t('yesterday');
          break;
        case 'dayBefore':
          day = t('dayBefore');
          break;
        case 'weekday':
          day = intl.formatDate(at, { weekday: 'long' });
          break;
        default:
          day = intl.formatDate(at, { year: 'numeric', month: '2-digit', day: '2-digit' });
      }
      return withTime ? `${day} ${clock}` : day;
    },
    [intl, t],
  );
}

// ── Message text: emoji images and same-origin links (issue 16 rules) ──

export type MessagePart = ChatPart | { kind: 'link'; text: string; href: string };

const URL_RE = /https?:\/\/[^\s<>"'[\]]+/g;

/**
 * Splits a message into text, emoji and link parts. A URL is a link only when it points to our own
 * origin; any other address stays text (no phishing link can be clicked from a message). Nothing is
 * ever parsed as HTML: the parts become React text nodes, <img> and <a>.
 */
export function tokenizeMessage(text: string, emojis: readonly EmojiEntry[], origin: string | undefined): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const pushText = (segment: string) => {
    if (segment) parts.push(...tokenizeChat(segment, emojis));
  };
  for (let m = URL_RE.exec(text); m; m = URL_RE.exec(text)) {
    let same = false;
    try {
      same = origin != null && new URL(m[0]).origin === origin;
    } catch {
      same = false;
    }
    if (!same) continue;
    pushText(text.slice(last, m.index));
    parts.push({ kind: 'link', text: m[0], href: m[0] });
    last = m.index + m[0].length;
  }
  URL_RE.lastIndex = 0;
  pushText(text.slice(last));
  // Neighbouring text parts (a foreign URL between two texts) read better as one.
  return parts.reduce<MessagePart[]>((out, p) => {
    const prev = out[out.length - 1];
    if (p.kind === 'text' && prev?.kind === 'text') out[out.length - 1] = { kind: 'text', text: prev.text + p.text };
    else out.push(p);
    return out;
  }, []);
}

// ── Contacts grouped alphabetically (spec §3) ──

const LETTERS = 'ABCDEFGHJKLMNOPQRSTWXYZ';
// The first Chinese character (in pinyin collation) of each initial that has one (no I, U, V):
// a character belongs to the last boundary it sorts after.
const PINYIN_BOUNDARIES = '阿八嚓哒妸发旮哈讥咔垃痳拏噢妑七呥扨它穵夕丫帀';
const pinyin = new Intl.Collator('zh-Hans-u-co-pinyin');

/** The group letter of a nick: A–Z (Chinese by pinyin initial, Vietnamese without its marks), else '#'. */
export function initialOf(nick: string): string {
  const first = Array.from(nick.trim())[0];
  if (!first) return '#';
  if (/\p{Script=Han}/u.test(first)) {
    let letter = '#';
    for (let i = 0; i < PINYIN_BOUNDARIES.length; i++) {
      if (pinyin.compare(first, PINYIN_BOUNDARIES[i]!) >= 0) letter = LETTERS[i]!;
      else break;
    }
    return letter;
  }
  const latin = first.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/, 'D').toUpperCase();
  return /^[A-Z]$/.test(latin) ? latin : '#';
}

/** Contacts in alphabetical groups, A–Z then '#'; an empty nick counts as `defaultNick`. */
export function groupContacts(contacts: readonly Contact[], defaultNick: string): { letter: string; contacts: Contact[] }[] {
  const groups = new Map<string, Contact[]>();
  for (const c of contacts) {
    const nick = c.nick.trim() || defaultNick;
    const letter = initialOf(nick);
    groups.set(letter, [...(groups.get(letter) ?? []), { ...c, nick }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, contacts: list.sort((a, b) => pinyin.compare(a.nick, b.nick)) }));
}

/** Unread counts above 99 show as "99+". */
export const unreadLabel = (count: number) => (count > 99 ? '99+' : String(count));
