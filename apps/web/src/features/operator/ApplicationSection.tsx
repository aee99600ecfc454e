import { type ApplicationForReview, ApplicationReview } from '@arena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePaged } from '../../lib/usePaged';
import { notify } from '../../session/notices';
import { fetchApplicationsForReview, reviewApplication } from './api';

const PAGE_SIZE = 20;

/** Streamer applications (issue 15): the pending ones, oldest first; a reviewed one leaves the list. */
export function ApplicationSection() {
  const intl = useIntl();
  const [version, setVersion] = useState(0);
  const list = usePaged<ApplicationForReview>(
    async (page) => {
      const d = await fetchApplicationsForReview(page, PAGE_SIZE);
      return { data: (d.data ?? []) as ApplicationForReview[], last_page: d.last_page };
    },
    (a) => a.user_id,
    String(version),
  );
  const review = async (userId: number, approve: boolean, reason?: string) => {
    await reviewApplication(userId, approve, reason);
    notify(intl.formatMessage({ id: approve ? 'app.operator.approved' : 'app.operator.rejected' }), 'positive');
    setVersion((v) => v + 1);
  };
  return (
    <ApplicationReview
      items={list.items}
      error={list.error}
      onRetry={list.reload}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.more}
      // An approval the server refuses is shown by the app's error notice (code 1); the row stays.
      onApprove={(userId) => review(userId, true).catch(() => undefined)}
      onReject={(userId, reason) => review(userId, false, reason)}
    />
  );
}
