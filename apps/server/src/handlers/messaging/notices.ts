import { paged, pageOf } from '../../paging';
import { markNoticesRead, noticeOut, noticesOf } from '../../services/notices';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

// The message centre (issue 16): system notices with read state, worded in the request's language.

export const noticeHandlers: Handlers = {
  /** Anonymous callers (the operation is open: WIRE.md's clients call it before login) get an empty list. */
  async push_getList({ input, user, services, lang }) {
    const { page, limit, offset } = pageOf(input);
    if (!user) return { ...paged([], 0, page, limit), unread: 0 };
    const { rows, total, unread } = await noticesOf(services.db, user.id, { limit, offset });
    return {
      ...paged(
        rows.map((r) => noticeOut(r, lang)),
        total,
        page,
        limit,
      ),
      unread,
    };
  },

  async push_read({ input, user, services }) {
    const me = requireUser(user);
    return { unread: await markNoticesRead(services.db, me.id, input.id, services.config.now()) };
  },
};
