import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { LevelBadge } from '../../../primitives/Feedback/Feedback';
import * as styles from './ChatPane.css';
import { type EmojiEntry, tokenizeChat } from './emoji';

/** One line of the room chat (built by the app from IM messages). */
export interface ChatLine {
  id: string;
  /** text: a barrage or text message; gift: "sent N × gift"; entry: joined the room; system: a notice. */
  kind: 'text' | 'gift' | 'entry' | 'system';
  nick?: string;
  /** The sender's user id (text lines): lets the nick open the user menu. */
  uid?: number;
  avatar?: string;
  /** The sender's fan group in this room (issue 15), shown as a badge before the nick. */
  badge?: string;
  text?: string;
  color?: string;
  giftName?: string;
  num?: number;
  /** entry: the user's wealth level (IM 102 `level`), shown as a badge; absent from older servers. */
  level?: number;
}

/**
 * From this wealth level an entry line is a highlighted welcome ("欢迎 … 进入直播间"), announced to screen
 * readers; below it entries are quiet. Big live platforms start announcing entries around level 10, where
 * a viewer has spent real money (1,000 experience = 1,000 yellow diamonds, spec §5) and entries are rare
 * enough not to drown the chat.
 */
export const HIGH_LEVEL_ENTRY = 10;

/** Whether a line is a high-level entry (a highlighted welcome). */
export const isHighLevelEntry = (line: ChatLine) => line.kind === 'entry' && (line.level ?? 0) >= HIGH_LEVEL_ENTRY;

/** Spec §3 / WIRE.md Barrage/send: at most 50 characters. */
export const CHAT_MAX_LENGTH = 50;

export interface ChatPaneProps {
  lines: readonly ChatLine[];
  emojis?: readonly EmojiEntry[];
  /** Sends a line; resolves when sent, rejects with a message to show. */
  onSend?: (text: string) => Promise<void>;
  /** No sending allowed (guest): the box asks to log in instead. */
  loggedIn?: boolean;
  onLogin?: () => void;
  /** Online members of the room group. */
  online?: number;
  /**
   * The room group's state. The room shows a line only when the group echoes it back (no local echo),
   * so sending stays disabled, with the reason shown, until the group is `joined`. Default `joined`.
   */
  connection?: ChatConnection;
  /**
   * What a text line's sender shows as (issue 15: the user menu, a menu button); the plain nick when absent
   * or when it answers null.
   */
  renderNick?: (line: ChatLine) => ReactNode;
  /** Why joining failed, in the server's words (e.g. kicked out of the room); the generic reason when absent. */
  refusal?: string | null;
}

/** `connecting`: joining the room group; `failed`: the join was refused or the chat is down. */
export const chatConnections = ['connecting', 'joined', 'failed'] as const;
export type ChatConnection = (typeof chatConnections)[number];

/** A line of user text with emoji images: React text nodes only, never HTML. */
export function ChatText({ text, emojis = [] }: { text: string; emojis?: readonly EmojiEntry[] }) {
  return (
    <>
      {tokenizeChat(text, emojis).map((p, i) =>
        p.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
          <span key={i}>{p.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
          <img key={i} className={styles.emoji} src={p.url} alt={p.name} width={20} height={20} />
        ),
      )}
    </>
  );
}

/** The room chat (barrage history): lines, and a send box limited to 50 characters. */
export function ChatPane({
  lines,
  emojis = [],
  onSend,
  loggedIn = true,
  onLogin,
  online,
  connection = 'joined',
  renderNick,
  refusal,
}: ChatPaneProps) {
  const t = useMessages('ui.live.chat');
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const reasonId = useId();
  const canSend = connection === 'joined';

  // Follow the newest line, unless the reader scrolled up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when lines arrive
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (list.scrollHeight - list.scrollTop - list.clientHeight < 80) list.scrollTop = list.scrollHeight;
  }, [lines]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || !onSend || !canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text);
      setDraft('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.panel} aria-label={t('label')}>
      <div className={styles.row}>
        <h2 className={styles.panelTitle}>{t('title')}</h2>
        {online != null ? <span className={styles.muted}>{t('online', { count: online })}</span> : null}
      </div>
      {/* Focusable so keyboard users can scroll the history (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <ol ref={listRef} className={styles.chatList} aria-live="polite" aria-relevant="additions" tabIndex={0} aria-label={t('messages')}>
        {lines.length === 0 ? <li className={styles.chatSystem}>{t('empty')}</li> : null}
        {lines.map((line) => (
          <li
            key={line.id}
            className={
              line.kind === 'text'
                ? styles.chatLine
                : isHighLevelEntry(line)
                  ? `${styles.chatLine} ${styles.chatWelcome}`
                  : `${styles.chatLine} ${styles.chatSystem}`
            }
            // The list is a polite live region: every viewer's entry would flood a screen reader, so only
            // high-level welcomes are read; ordinary entries are visual only (like the online count's churn).
            aria-hidden={line.kind === 'entry' && !isHighLevelEntry(line) ? true : undefined}
          >
            {line.kind === 'text' ? (
              <>
                {line.badge ? <span className={styles.badge}>{line.badge}</span> : null}
                <span className={styles.chatNick}>{renderNick?.(line) ?? line.nick}</span>
                {/* A coloured line (type 101) shows its colour as a swatch: any colour a user picks
                    would not keep the text readable on both themes. */}
                {line.color ? <span className={styles.swatch} style={{ background: line.color }} aria-hidden="true" /> : null}
                <ChatText text={line.text ?? ''} emojis={emojis} />
              </>
            ) : line.kind === 'gift' ? (
              t('gift', { nick: line.nick ?? '', gift: line.giftName ?? '', num: line.num ?? 1 })
            ) : line.kind === 'entry' ? (
              <>
                {line.badge ? <span className={styles.badge}>{line.badge}</span> : null}
                {line.level != null ? (
                  <>
                    <LevelBadge level={line.level} />{' '}
                  </>
                ) : null}
                {t(isHighLevelEntry(line) ? 'entryHigh' : 'entry', { nick: line.nick ?? '' })}
              </>
            ) : (
              line.text
            )}
          </li>
        ))}
      </ol>
      {loggedIn ? (
        <form className={styles.chatForm} onSubmit={submit}>
          <input
            className={styles.input}
            value={draft}
            maxLength={CHAT_MAX_LENGTH}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('placeholder')}
            aria-label={t('input')}
            aria-invalid={error ? true : undefined}
          />
          <span className={styles.counter} aria-hidden="true">
            {draft.length}/{CHAT_MAX_LENGTH}
          </span>
          <Button
            type="submit"
            size="small"
            loading={sending}
            disabled={!draft.trim() || !canSend}
            aria-describedby={canSend ? undefined : reasonId}
          >
            {t('send')}
          </Button>
        </form>
      ) : (
        <Button size="small" variant="soft" onClick={onLogin}>
          {t('loginToChat')}
        </Button>
      )}
      {loggedIn && !canSend ? (
        <p id={reasonId} role="status" className={styles.muted}>
          {connection === 'failed' ? refusal || t('joinFailed') : t('connecting')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.muted}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
