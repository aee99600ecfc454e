import { memo, type ReactNode, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { VisuallyHidden } from '../../../primitives/Button/Button';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { EmojiEntry } from '../../live/ChatPane/emoji';
import { unreadLabel, useRelativeTime } from '../format';
import { MessageText } from '../MessageText';
import type { ConversationSummary } from '../types';
import * as styles from './ConversationList.css';

export interface ConversationListProps {
  /** null while loading; newest first, as the app sorts them. */
  conversations: readonly ConversationSummary[] | null;
  selectedId?: string | null;
  onSelect: (id: string) => void;
  /** Why the list could not load; shown with a retry. */
  error?: string | null;
  onRetry?: () => void;
  emojis?: readonly EmojiEntry[];
  /** The clock for relative times (ms); the page's by default (stories pin it). */
  now?: number;
  /** The list's accessible name; default "conversations". */
  label?: string;
}

interface RowProps {
  conversation: ConversationSummary;
  selected: boolean;
  onSelect: (id: string) => void;
  emojis: readonly EmojiEntry[];
  now: number;
}

/** One row; memoised so a new message re-renders only its own conversation's row. */
const Row = memo(function Row({ conversation: c, selected, onSelect, emojis, now }: RowProps) {
  const t = useMessages('ui.messaging.conversations');
  const defaultNick = useMessages('ui.messaging')('defaultNick');
  const relative = useRelativeTime();
  const name = c.name.trim() || defaultNick;
  const last = c.last;
  return (
    <li className={styles.item}>
      <button type="button" className={styles.row} aria-current={selected || undefined} onClick={() => onSelect(c.id)}>
        <span className={styles.avatar}>
          <Avatar name={name} src={c.avatar} />
        </span>
        <span className={styles.name}>
          <span className={styles.ellipsis}>{name}</span>
          {c.service ? <span className={styles.tag}>{t('service')}</span> : null}
          {c.kind === 'group' ? <span className={styles.tag}>{t('group')}</span> : null}
        </span>
        <span className={styles.time}>{last ? relative(last.time, now) : ''}</span>
        <span className={styles.preview}>
          {last?.fromMe ? t('you') : null}
          {!last ? (
            t('noMessages')
          ) : last.kind === 'image' ? (
            t('image')
          ) : last.kind === 'custom' ? (
            t('custom')
          ) : (
            <MessageText text={last.text ?? ''} emojis={emojis} origin="" />
          )}
        </span>
        {c.unread > 0 ? (
          <span className={styles.badge}>
            <span aria-hidden="true">{unreadLabel(c.unread)}</span>
            <VisuallyHidden>{t('unread', { count: c.unread })}</VisuallyHidden>
          </span>
        ) : (
          <span />
        )}
      </button>
    </li>
  );
});

/**
 * The conversation list (issue 16): each conversation with its unread count, last message and
 * relative time (spec §9). Names and previews are user text, rendered as text; a preview never links.
 */
export function ConversationList({ conversations, selectedId, onSelect, error, onRetry, emojis = [], now, label }: ConversationListProps) {
  const t = useMessages('ui.messaging.conversations');
  // One clock per mount unless the app ticks it: a fresh Date.now() each render would re-render every row.
  const [mounted] = useState(() => Date.now());
  const clock = now ?? mounted;
  let body: ReactNode;
  if (error) {
    body = (
      <div className={styles.state}>
        <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />
      </div>
    );
  } else if (conversations == null) {
    body = (
      <div className={styles.state} aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        <Skeleton lines={3} />
      </div>
    );
  } else if (conversations.length === 0) {
    body = (
      <div className={styles.state}>
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label={label ?? t('label')}>
        {conversations.map((c) => (
          <Row key={c.id} conversation={c} selected={c.id === selectedId} onSelect={onSelect} emojis={emojis} now={clock} />
        ))}
      </ul>
    );
  }
  return <div className={`${styles.panel} ${styles.scroller}`}>{body}</div>;
}
