import { type WithdrawalItem, WithdrawalList } from '@arena/ui';
import { usePaged } from '../../lib/usePaged';
import { fetchWithdrawals } from './api';

const PAGE_SIZE = 20;

/** The wallet's withdrawals, newest first (Balance/withdrawalList); `version` reloads it after a withdrawal. */
export function WithdrawalsTab({ version }: { version: number }) {
  const list = usePaged<WithdrawalItem>(
    async (page) => {
      const d = await fetchWithdrawals(page, PAGE_SIZE);
      return { data: (d.data ?? []) as WithdrawalItem[], last_page: d.last_page };
    },
    (w) => w.id,
    String(version),
  );
  return (
    <WithdrawalList
      items={list.items}
      error={list.error}
      onRetry={list.reload}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.more}
    />
  );
}
