import { type ReactNode, useId } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Badge, EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './SpaceList.css';

export const spaceKinds = ['collected', 'reserved', 'horns', 'giftsSent', 'giftsReceived'] as const;
export type SpaceKind = (typeof spaceKinds)[number];

/** A horn's review (Member/hornList status 0, 1, 2). */
export type SpaceReview = 'pending' | 'approved' | 'rejected';

export interface SpaceItem {
  /** Unique within the list (a collected match: its sport and id). */
  id: number | string;
  /** The line the item is known by (a match's teams, a horn's text): user or feed text, shown as text. */
  title: string;
  /** A second line (competition, time). */
  detail?: string;
  review?: SpaceReview;
}

export interface SpaceListProps {
  /** Which of "my space"'s lists: picks its heading and empty text. */
  kind: SpaceKind;
  /** null while loading. */
  items: readonly SpaceItem[] | null;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

// The badge's words say the state; the colour only echoes it (red, the live tone, for a rejected horn).
const reviewTone = { pending: 'neutral', approved: 'positive', rejected: 'live' } as const;

/**
 * One list of "my space" (`/member?type=18`, issue 14): collected matches, reserved live matches, my
 * horn messages with their review state, or the gold coins of gifts I sent or received; each with its loading, empty and error states and further
 * pages on request.
 */
export function SpaceList({ kind, items, error, onRetry, hasMore, loadingMore, onLoadMore }: SpaceListProps) {
  const t = useMessages('ui.member.space');
  const id = useId();
  let body: ReactNode;
  if (error) {
    body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  } else if (items == null) {
    body = (
      <div aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.item}>
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    );
  } else if (items.length === 0) {
    body = <EmptyState title={t(`${kind}.empty`)} />;
  } else {
    body = (
      <ul className={styles.list} aria-labelledby={`${id}-title`}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-testid="space-item">
            <p className={styles.name}>
              <span>{item.title}</span>
              {item.review ? <Badge tone={reviewTone[item.review]}>{t(`review.${item.review}`)}</Badge> : null}
            </p>
            {item.detail ? <p className={styles.muted}>{item.detail}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t(`${kind}.title`)}
      </h2>
      {body}
      {hasMore && items && !error ? (
        <div className={styles.footer}>
          <Button variant="soft" tone="neutral" loading={loadingMore} onClick={onLoadMore}>
            {t('more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
