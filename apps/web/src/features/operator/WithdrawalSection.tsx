import { type WithdrawalForReview, WithdrawalReview } from '@arena/ui';
import { fetchWithdrawalsForReview, reviewWithdrawal } from './api';
import { useReviewQueue } from './useReviewQueue';

/** Withdrawal review (issue 14): the waiting ones, oldest first; a reviewed one leaves the list. */
export function WithdrawalSection() {
  return <WithdrawalReview {...useReviewQueue<WithdrawalForReview>(fetchWithdrawalsForReview, (w) => w.id, reviewWithdrawal)} />;
}
