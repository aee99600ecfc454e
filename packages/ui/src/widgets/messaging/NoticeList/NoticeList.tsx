import { type ReactNode, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button, VisuallyHidden } from '../../../primitives/Button/Button';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { useRelativeTime } from '../format';
import type { SystemNotice } from '../types';
import * as styles from './NoticeList.css';

export interface NoticeListProps {
  /** Push/getList, newest first; null while loading. */
  notices: readonly SystemNotice[] | null;
  error?: string | null;
  onRetry?: () => void;
  /** Marks one notice read (opening it does). */
  onRead: (id: number) => void;
  /** Marks every notice read. */
  onReadAll?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  now?: number;
}

/**
 * The message centre's system notices (issue 16): horn reviews, withdrawals, applications, level-ups,
 * each with its read state; opening an unread notice marks it read. Notice text is shown as text.
 */
export function NoticeList({ notices, error, onRetry, onRead, onReadAll, hasMore, loadingMore, onLoadMore, now }: NoticeListProps) {
  const t = useMessages('ui.messaging.notices');
  const relative = useRelativeTime();
  const [mounted] = useState(() => Date.now());
  const clock = now ?? mounted;
  const unread = notices?.filter((n) => !n.read).length ?? 0;

  let body: ReactNode;
  if (error)
    body = (
      <div className={styles.state}>
        <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />
      </div>
    );
  else if (notices == null)
    body = (
      <div className={styles.state} aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        <Skeleton lines={3} />
      </div>
    );
  else if (notices.length === 0)
    body = (
      <div className={styles.state}>
        <EmptyState title={t('empty')} />
      </div>
    );
  else
    body = (
      <ul className={styles.list} aria-label={t('title')}>
        {notices.map((n) => (
          <li key={n.id} className={styles.item} data-read={n.read || undefined}>
            <button type="button" className={styles.notice} onClick={() => (n.read ? undefined : onRead(n.id))}>
              {n.read ? <span /> : <span className={styles.dot} aria-hidden="true" />}
              <span className={styles.title}>
                {n.read ? null : <VisuallyHidden>{t('unread')} </VisuallyHidden>}
                {n.title}
              </span>
              <span className={styles.time}>{relative(n.time, clock)}</span>
              <span className={styles.content}>{n.content}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.panel} aria-label={t('title')}>
      <div className={styles.header}>
        <h3 className={styles.heading}>{t('title')}</h3>
        {onReadAll && unread > 0 ? (
          <Button size="small" variant="ghost" tone="neutral" onClick={onReadAll}>
            {t('readAll')}
          </Button>
        ) : null}
      </div>
      {body}
      {hasMore && notices && !error ? (
        <div className={styles.footer}>
          <Button size="small" variant="soft" tone="neutral" loading={loadingMore} onClick={onLoadMore}>
            {t('more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
