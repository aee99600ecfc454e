import { Answer, UserError } from '../../envelope';
import { absolute } from '../../format';
import { paged, pageOf } from '../../paging';
import { type ApplicationForReview, applicationForReview, applicationsForReview, reviewApplication } from '../../services/applications';
import { unix } from '../../time';
import { requireOperator } from '../guards';
import type { Handlers } from '../types';

// Issue 15: the operator's review of streamer applications (the operator console's calls, not a
// development route). Operators only (requireOperator); everyone else code 1. Approving makes the user a
// streamer with a room; either outcome writes the applicant's notice in the review's transaction
// (issue 16), pushed to their IM connections once it committed.

function toApplication(row: ApplicationForReview, origin: string) {
  return {
    user_id: row.user_id,
    user_nickname: row.user_nickname,
    avatar: absolute(origin, row.avatar),
    real_name: row.real_name,
    id_number: row.id_number,
    contact: row.contact,
    id_photo_front: absolute(origin, row.id_photo_front),
    id_photo_back: absolute(origin, row.id_photo_back),
    experience: row.experience,
    invite: row.invite ?? '',
    status: row.status,
    reason: row.reason,
    addtime: unix(new Date(row.created_at).getTime()),
    reviewtime: row.reviewed_at ? unix(new Date(row.reviewed_at).getTime()) : 0,
  };
}

export const applicationHandlers: Handlers = {
  async operator_anchorApplications({ input, user, services, origin }) {
    await requireOperator(services.db, user);
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await applicationsForReview(services.db, input.status ?? 0, { limit, offset });
    return paged(
      rows.map((r) => toApplication(r, origin)),
      total,
      page,
      limit,
    );
  },

  /** Idempotent: only a pending application is decided; reviewing it again is refused with code 1. */
  async operator_reviewAnchorApplication({ input, user, services, origin }) {
    await requireOperator(services.db, user);
    const reason = (input.reason ?? '').trim();
    if (!input.approve && !reason) throw new UserError('server.verified.reasonRequired');
    const done = await reviewApplication(services.db, input.user_id, input.approve, input.approve ? '' : reason, services.config.now());
    if (!done) throw new UserError('server.verified.notPending');
    void services.live.im.pushNotices();
    const reviewed = toApplication((await applicationForReview(services.db, input.user_id))!, origin);
    return new Answer(reviewed, input.approve ? 'server.verified.approved' : 'server.verified.rejected');
  },
};
