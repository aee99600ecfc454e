import { type WithdrawalForReview, WithdrawalReview } from '@arena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePaged } from '../../lib/usePaged';
import { notify } from '../../session/notices';
import { fetchWithdrawalsForReview, reviewWithdrawal } from './api';

const PAGE_SIZE = 20;

/** Withdrawal review (issue 14): the waiting ones, oldest first; a reviewed one leaves the list. */
export function WithdrawalSection() {
  const intl = useIntl();
  const [version, setVersion] = useState(0);
  const list = usePaged<WithdrawalForReview>(
    async (page) => {
      const d = await fetchWithdrawalsForReview(page, PAGE_SIZE);
      return { data: (d.data ?? []) as WithdrawalForReview[], last_page: d.last_page };
    },
    (w) => w.id,
    String(version),
  );
  const review = async (id: number, approve: boolean, reason?: string) => {
    await reviewWithdrawal(id, approve, reason);
    notify(intl.formatMessage({ id: approve ? 'app.operator.approved' : 'app.operator.rejected' }), 'positive');
    setVersion((v) => v + 1);
  };
  return (
    <WithdrawalReview
      items={list.items}
      error={list.error}
      onRetry={list.reload}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.more}
      // An approval the server refuses is shown by the app's error notice (code 1); the row stays.
      onApprove={(id) => review(id, true).catch(() => undefined)}
      onReject={(id, reason) => review(id, false, reason)}
    />
  );
}
