import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { EmojiEntry } from '../../live/ChatPane/emoji';
import { LOAD_MORE_THRESHOLD_PX, showsTime, useRelativeTime } from '../format';
import { MessageText } from '../MessageText';
import type { ChatMessageView } from '../types';
import * as styles from './MessagePane.css';

export interface MessagePaneProps {
  /** The other user's nick or the group's name (the pane's heading). */
  title: string;
  /** Oldest first; null while the first page loads. */
  messages: readonly ChatMessageView[] | null;
  /** Earlier messages exist (spec §4: until complete). */
  hasMore?: boolean;
  loadingMore?: boolean;
  /** Loads the 15 earlier messages; called at 30 px or less from the top (spec §4 / §9) or by the button. */
  onLoadMore?: () => void;
  /** Sends a failed message again. */
  onRetry?: (id: string) => void;
  /** Why the messages could not load; shown with a reload. */
  error?: string | null;
  onReload?: () => void;
  /** Buttons in the header (block, group actions…). */
  actions?: ReactNode;
  /** The send box under the messages. */
  composer?: ReactNode;
  /** Shows the sender's nick above others' messages (groups). */
  showNicks?: boolean;
  emojis?: readonly EmojiEntry[];
  /** Our own origin: only links to it are links. */
  origin?: string;
  onNavigate?: (href: string) => void;
  /** The clock for the time separators (ms). */
  now?: number;
}

/**
 * A conversation's messages (issue 16): pages of 15 loaded when scrolling up, with the reading
 * position kept; time separators after 120 s of silence (spec §4); own messages on the right with
 * their delivery or read state, a failed one with its reason and a retry. User text is text only.
 * Not a live region: the app announces new messages once each, through its one polite announcer.
 */
export function MessagePane({
  title,
  messages,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onRetry,
  error,
  onReload,
  actions,
  composer,
  showNicks = false,
  emojis = [],
  origin,
  onNavigate,
  now,
}: MessagePaneProps) {
  const t = useMessages('ui.messaging.pane');
  const relative = useRelativeTime();
  const [mounted] = useState(() => Date.now());
  const clock = now ?? mounted;
  const id = useId();
  const scroller = useRef<HTMLElement>(null);
  // What the list looked like before this render: to keep the reading position when older messages
  // are put on top, and to follow the newest message when one arrives at the bottom.
  const before = useRef<{ first?: string; last?: string; height: number; top: number; nearBottom: boolean }>({
    height: 0,
    top: 0,
    nearBottom: true,
  });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !messages) return;
    const first = messages[0]?.id;
    const last = messages[messages.length - 1]?.id;
    const prev = before.current;
    if (prev.first && first !== prev.first && last === prev.last) {
      // Older messages were prepended: the same message stays under the reader's eyes.
      el.scrollTop = el.scrollHeight - prev.height + prev.top;
    } else if (last !== prev.last && (prev.nearBottom || !prev.last || messages[messages.length - 1]?.fromMe)) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { first, last, height: el.scrollHeight, top: el.scrollTop, nearBottom: isNearBottom(el) };
  }, [messages]);

  // Text laid out again once the web font arrives, or the pane resized, changes the list's height
  // after the layout effect above ran: a reader who was at the newest message stays there.
  const list = useRef<HTMLOListElement>(null);
  const showing = messages != null && !error;
  useEffect(() => {
    const el = scroller.current;
    const content = list.current;
    if (!showing || !el || !content || typeof ResizeObserver === 'undefined') return;
    const follow = new ResizeObserver(() => {
      if (before.current.nearBottom) el.scrollTop = el.scrollHeight;
      before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop };
    });
    follow.observe(content);
    follow.observe(el);
    return () => follow.disconnect();
  }, [showing]);

  // A page that does not fill the pane cannot be scrolled up: load the next one at once.
  useEffect(() => {
    const el = scroller.current;
    if (el && messages && hasMore && !loadingMore && el.scrollHeight <= el.clientHeight) onLoadMore?.();
  }, [messages, hasMore, loadingMore, onLoadMore]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop, nearBottom: isNearBottom(el) };
    if (el.scrollTop <= LOAD_MORE_THRESHOLD_PX && hasMore && !loadingMore) onLoadMore?.();
  };

  let body: ReactNode;
  if (error) {
    body = (
      <div className={styles.placeholder}>
        <ErrorState title={t('loadFailed')} message={error} onRetry={onReload} />
      </div>
    );
  } else if (messages == null) {
    body = (
      <div className={styles.scroller} aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        <Skeleton lines={4} />
      </div>
    );
  } else {
    body = (
      // Focusable so keyboard users can scroll the history (axe: scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      <section ref={scroller} className={styles.scroller} onScroll={onScroll} tabIndex={0} aria-label={t('messages', { name: title })}>
        <div className={styles.top}>
          {hasMore ? (
            <Button size="small" variant="ghost" tone="neutral" loading={loadingMore} onClick={onLoadMore}>
              {loadingMore ? t('loadingEarlier') : t('loadEarlier')}
            </Button>
          ) : messages.length > 0 ? (
            <p className={styles.muted}>{t('complete')}</p>
          ) : null}
        </div>
        {messages.length === 0 ? <EmptyState title={t('empty')} /> : null}
        <ol ref={list} className={styles.list}>
          {messages.map((m, i) => (
            <li key={m.id}>
              {showsTime(messages[i - 1], m) ? <p className={styles.separator}>{relative(m.time, clock, true)}</p> : null}
              {m.kind === 'notice' ? (
                <p className={styles.notice}>{m.text}</p>
              ) : (
                <Message
                  message={m}
                  showNick={showNicks && !m.fromMe}
                  emojis={emojis}
                  origin={origin}
                  onNavigate={onNavigate}
                  onRetry={onRetry}
                />
              )}
            </li>
          ))}
        </ol>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} style={{ flex: 1 }}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {body}
      {composer}
    </section>
  );
}

const isNearBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < 80;

function Message({
  message: m,
  showNick,
  emojis,
  origin,
  onNavigate,
  onRetry,
}: {
  message: ChatMessageView;
  showNick: boolean;
  emojis: readonly EmojiEntry[];
  origin?: string;
  onNavigate?: (href: string) => void;
  onRetry?: (id: string) => void;
}) {
  const t = useMessages('ui.messaging.pane');
  const defaultNick = useMessages('ui.messaging')('defaultNick');
  const nick = m.nick.trim() || defaultNick;
  return (
    <div className={styles.message} data-mine={m.fromMe || undefined} data-testid="message">
      <Avatar name={nick} src={m.avatar} size="small" />
      <div className={styles.body}>
        {showNick ? <span className={styles.nick}>{nick}</span> : null}
        {m.kind === 'image' && m.image ? (
          <img
            className={styles.image}
            src={m.image.url}
            alt={t('image', { name: nick })}
            width={Math.min(240, m.image.width || 240)}
            height={Math.round(Math.min(240, m.image.width || 240) * ((m.image.height || 1) / (m.image.width || 1)))}
            // The sent size, not the loaded picture's, sets the box: nothing below moves when it arrives.
            style={{ aspectRatio: `${m.image.width || 1} / ${m.image.height || 1}` }}
          />
        ) : (
          <div className={styles.bubble}>
            <MessageText text={m.text ?? ''} emojis={emojis} origin={origin} onNavigate={onNavigate} />
          </div>
        )}
        {m.fromMe && m.state ? (
          m.state === 'failed' ? (
            <span className={`${styles.state} ${styles.failed}`} role="alert">
              {m.error ? t('failedWhy', { reason: m.error }) : t('failed')}
              {onRetry ? (
                <Button size="small" variant="soft" tone="critical" onClick={() => onRetry(m.id)}>
                  {t('retry')}
                </Button>
              ) : null}
            </span>
          ) : (
            <span className={styles.state}>{t(m.state)}</span>
          )
        ) : null}
      </div>
    </div>
  );
}
