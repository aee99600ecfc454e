import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { ConfirmDialog } from '../../../primitives/Dialog/Dialog';
import { Badge, EmptyState, ErrorState, LiveBadge } from '../../../primitives/Feedback/Feedback';
import { followLink } from '../../../primitives/Link/followLink';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './FollowList.css';

/** A followed streamer (User/attentionList). */
export interface FollowedStreamer {
  uid: number;
  nickname: string;
  avatar?: string;
  live: boolean;
  /** The room's title ("" without a room). */
  title: string;
  fans: number;
}

export interface FollowListProps {
  /** null while loading. */
  follows: readonly FollowedStreamer[] | null;
  /** Why the list could not load; shown with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** The address of a streamer's room. */
  hrefOf: (uid: number) => string;
  onNavigate?: (href: string) => void;
  /** Unfollows one streamer; rejects with the message to show. The page then drops it from the list. */
  onUnfollow: (uid: number) => Promise<void>;
  /** Opens a private conversation with the streamer (issue 16); without it there is no message button. */
  onMessage?: (streamer: FollowedStreamer) => void;
  /** Another page of follows can be loaded. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * "My follows" (`/persona`, issue 14): each followed streamer with the live state, the room's title and
 * fans, a link to the room, and unfollow after a confirmation. When an unfollowed row leaves, focus goes
 * to the list's heading. Nicknames and titles are user text: rendered as text only.
 */
export function FollowList({
  follows,
  error,
  onRetry,
  hrefOf,
  onNavigate,
  onUnfollow,
  onMessage,
  hasMore,
  loadingMore,
  onLoadMore,
}: FollowListProps) {
  const intl = useIntl();
  const t = useMessages('ui.member.follows');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // The confirmation returns focus to its button; once that row has left the list (unfollowed), focus
  // would fall to the page, so the list's heading takes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes
  useEffect(() => {
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [follows]);

  const unfollow = async (f: FollowedStreamer) => {
    setBusy(f.uid);
    setStatus(null);
    try {
      await onUnfollow(f.uid);
      setStatus({ tone: 'ok', text: t('unfollowed', { name: f.nickname }) });
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  };

  let body: ReactNode;
  if (error) {
    body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  } else if (follows == null) {
    body = (
      <div aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.item}>
            <Skeleton shape="circle" width={40} />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    );
  } else if (follows.length === 0) {
    body = <EmptyState title={t('empty')} description={t('emptyHint')} />;
  } else {
    body = (
      <ul className={styles.list} aria-labelledby={`${id}-title`}>
        {follows.map((f) => {
          const href = hrefOf(f.uid);
          return (
            <li key={f.uid} className={styles.item} data-testid="follow-item">
              <Avatar name={f.nickname} src={f.avatar} />
              <div className={styles.info}>
                <p className={styles.name}>
                  <a className={styles.link} href={href} onClick={(e) => followLink(e, href, onNavigate)}>
                    {f.nickname}
                  </a>
                  {f.live ? <LiveBadge /> : <Badge>{t('offline')}</Badge>}
                </p>
                <p className={styles.muted}>
                  {f.title ? `${f.title} · ` : ''}
                  {t('fans', { count: intl.formatNumber(f.fans) })}
                </p>
              </div>
              <div className={styles.actions}>
                {onMessage ? (
                  <Button variant="soft" size="small" onClick={() => onMessage(f)} aria-label={t('messageLabel', { name: f.nickname })}>
                    {t('message')}
                  </Button>
                ) : null}
                <ConfirmDialog
                  title={t('confirm')}
                  message={t('confirmMessage', { name: f.nickname })}
                  confirmLabel={t('unfollow')}
                  tone="critical"
                  onConfirm={() => void unfollow(f)}
                  trigger={
                    <Button
                      variant="soft"
                      tone="neutral"
                      size="small"
                      loading={busy === f.uid}
                      aria-label={t('unfollowLabel', { name: f.nickname })}
                    >
                      {t('unfollow')}
                    </Button>
                  }
                />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={`${styles.heading} ${styles.headingTarget}`}>
        {t('title')}
      </h2>
      {body}
      {hasMore && follows && !error ? (
        <div className={styles.footer}>
          <Button variant="soft" tone="neutral" loading={loadingMore} onClick={onLoadMore}>
            {t('more')}
          </Button>
        </div>
      ) : null}
      <p role={status?.tone === 'error' ? 'alert' : 'status'} className={status?.tone === 'error' ? styles.error : styles.ok}>
        {status?.text}
      </p>
    </section>
  );
}
