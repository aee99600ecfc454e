import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePaged } from '../../lib/usePaged';
import { notify } from '../../session/notices';

const PAGE_SIZE = 20;

/**
 * A queue an operator reviews (withdrawals, streamer applications): the waiting items page by page,
 * oldest first; approving or rejecting one says so and reads the queue again, so the item leaves it.
 * The answer spreads onto the review widget (items, paging and the two actions).
 */
export function useReviewQueue<T>(
  fetchPage: (page: number, limit: number) => Promise<{ data?: unknown[]; last_page: number }>,
  keyOf: (item: T) => number,
  review: (key: number, approve: boolean, reason?: string) => Promise<unknown>,
) {
  const intl = useIntl();
  const [version, setVersion] = useState(0);
  const list = usePaged<T>(
    async (page) => {
      const d = await fetchPage(page, PAGE_SIZE);
      return { data: (d.data ?? []) as T[], last_page: d.last_page };
    },
    keyOf,
    String(version),
  );
  const decide = async (key: number, approve: boolean, reason?: string) => {
    await review(key, approve, reason);
    notify(intl.formatMessage({ id: approve ? 'app.operator.approved' : 'app.operator.rejected' }), 'positive');
    setVersion((v) => v + 1);
  };
  return {
    items: list.items,
    error: list.error,
    onRetry: list.reload,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    onLoadMore: list.more,
    // An approval the server refuses is shown by the app's error notice (code 1); the row stays.
    onApprove: (key: number) => decide(key, true).catch(() => undefined),
    onReject: (key: number, reason: string) => decide(key, false, reason),
  };
}
