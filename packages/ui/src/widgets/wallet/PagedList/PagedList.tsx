import { type ReactNode, useId } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './PagedList.css';

export interface PagedListProps<T> {
  title: string;
  /** null while the first page loads. */
  items: readonly T[] | null;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The first page failed: what went wrong (the server's message). */
  error?: string | null;
  onRetry?: () => void;
  texts: { loading: string; loadFailed: string; empty: string; emptyHint?: string; more: string };
  /** Beside the heading (a filter). */
  toolbar?: ReactNode;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Placeholder rows while loading, as many as a first page usually shows on screen. */
  skeletonRows?: number;
  testId?: string;
}

/**
 * The wallet's lists (withdrawals, ledger, recharge orders): a card with its heading, a loading
 * placeholder of the rows' own height, the empty and failed states, and "load more". Rows are text
 * the caller renders (never HTML).
 */
export function PagedList<T>({
  title,
  items,
  keyOf,
  renderItem,
  error,
  onRetry,
  texts,
  toolbar,
  hasMore,
  loadingMore,
  onLoadMore,
  skeletonRows = 3,
  testId,
}: PagedListProps<T>) {
  const id = useId();
  let body: ReactNode;
  if (error) body = <ErrorState title={texts.loadFailed} message={error} onRetry={onRetry} />;
  else if (items == null) {
    body = (
      <div aria-busy="true">
        <p role="status" className={styles.muted}>
          {texts.loading}
        </p>
        {Array.from({ length: skeletonRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.item} aria-hidden="true">
            <Skeleton lines={2} />
            <Skeleton width={72} />
          </div>
        ))}
      </div>
    );
  } else if (items.length === 0) body = <EmptyState title={texts.empty} description={texts.emptyHint} />;
  else {
    body = (
      <ul className={styles.list} aria-labelledby={`${id}-title`}>
        {items.map((item) => (
          <li key={keyOf(item)} className={styles.item} data-testid={testId}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {title}
        </h2>
        {toolbar}
      </div>
      {body}
      {hasMore && items && !error ? (
        <div className={styles.footer}>
          <Button variant="soft" tone="neutral" loading={loadingMore} onClick={onLoadMore}>
            {texts.more}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
