import { useId } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Composer } from '../../messaging/Composer';
import { ConversationList } from '../../messaging/ConversationList';
import { MessagePane } from '../../messaging/MessagePane';
import type { ChatMessageView, ConversationSummary } from '../../messaging/types';
import * as styles from './KefuDesk.css';

/** The open conversation of the desk. */
export interface KefuThread {
  /** The user's nick. */
  title: string;
  /** Oldest first; null while the first page loads. */
  messages: readonly ChatMessageView[] | null;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  error?: string | null;
  onReload?: () => void;
  /** A reply that failed, sent again. */
  onRetry?: (id: string) => void;
}

export interface KefuDeskProps {
  /** The users who wrote to customer service, latest first; null while loading. */
  conversations: readonly ConversationSummary[] | null;
  selectedId?: string | null;
  onSelect: (id: string) => void;
  error?: string | null;
  onRetry?: () => void;
  /** Reads the list again (a new message arrives at the service account, not at the operator). */
  onRefresh?: () => void;
  /** The open conversation, or null when none is chosen. */
  thread: KefuThread | null;
  /** Answers the open conversation's user as the service account. */
  onReply: (text: string) => void;
  /** The clock for relative times (ms); stories pin it. */
  now?: number;
}

/**
 * Customer service in the operator console (issue 16): the users who wrote to the service account
 * with their unread counts, the chosen conversation as the service sees it (its answers on the right)
 * and a reply box — the messaging family's ConversationList, MessagePane and Composer, composed.
 */
export function KefuDesk({ conversations, selectedId, onSelect, error, onRetry, onRefresh, thread, onReply, now }: KefuDeskProps) {
  const t = useMessages('ui.operator.kefu');
  const id = useId();
  return (
    <section className={styles.desk} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {t('title')}
        </h2>
        {onRefresh ? (
          <Button size="small" variant="soft" tone="neutral" onClick={onRefresh}>
            {t('refresh')}
          </Button>
        ) : null}
      </div>
      <div className={styles.grid}>
        <div className={styles.column}>
          <ConversationList
            conversations={conversations}
            selectedId={selectedId}
            onSelect={onSelect}
            error={error}
            onRetry={onRetry}
            now={now}
            label={t('conversations')}
          />
        </div>
        <div className={styles.paneColumn}>
          {thread ? (
            <MessagePane
              key={selectedId ?? ''}
              title={thread.title}
              messages={thread.messages}
              hasMore={thread.hasMore}
              loadingMore={thread.loadingMore}
              onLoadMore={thread.onLoadMore}
              error={thread.error}
              onReload={thread.onReload}
              onRetry={thread.onRetry}
              now={now}
              composer={<Composer recipient={thread.title} onSend={onReply} />}
            />
          ) : (
            <div className={styles.placeholder}>
              <p className={styles.placeholderTitle}>{t('pick')}</p>
              <p className={styles.placeholderHint}>{t('pickHint')}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
