import { absolute } from '../../format';
import { block, blockList, unblock } from '../../im/blocks';
import { paged, pageOf } from '../../paging';
import { unix } from '../../time';
import { requireUser } from '../guards';
import type { Handlers } from '../types';

// Issue 16: a user's block list. A blocked user's private messages to the blocker are refused with a
// message saying so (im/private-send.ts).

export const blockHandlers: Handlers = {
  async im_block({ input, user, services }) {
    const me = requireUser(user);
    await block(services.db, me.id, input.touid, services.config.now());
    return null;
  },

  async im_unblock({ input, user, services }) {
    const me = requireUser(user);
    await unblock(services.db, me.id, input.touid);
    return null;
  },

  async im_blockList({ input, user, services, origin }) {
    const me = requireUser(user);
    const { page, limit, offset } = pageOf(input);
    const { rows, total } = await blockList(services.db, me.id, { limit, offset });
    return paged(
      rows.map((r) => ({
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(origin, r.avatar),
        addtime: unix(new Date(r.created_at).getTime()),
      })),
      total,
      page,
      limit,
    );
  },
};
