import { reviewWithdrawal, withdrawalsForReview } from '../../money/withdrawals';
import { paged, pageOf } from '../../paging';
import { requireOperator } from '../guards';
import type { Handlers } from '../types';

// Issue 14: the operator's review of withdrawals. Operators only (requireOperator); everyone else code 1.
// The user's notice of the review is written in the review's transaction (issue 16) and pushed to their
// IM connections once it committed.

export const operatorHandlers: Handlers = {
  async operator_withdrawalList({ input, user, services }) {
    await requireOperator(services.db, user);
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await withdrawalsForReview(services.db, input.status ?? 0, { limit, offset });
    return paged(rows, total, page, limit);
  },

  async operator_reviewWithdrawal({ input, user, services }) {
    const me = await requireOperator(services.db, user);
    const reviewed = await reviewWithdrawal(
      services.db,
      input.id,
      input.approve,
      (input.reason ?? '').trim(),
      me.id,
      services.config.now(),
    );
    void services.live.im.pushNotices();
    return reviewed;
  },
};
