import { Answer, UserError } from '../../envelope';
import { absolute } from '../../format';
import { follow, followed, unfollow } from '../../live/follows';
import { paged, pageOf } from '../../paging';
import { requireUser } from '../guards';
import type { Handlers } from '../types';
import { requireTarget } from './shared';

export const followHandlers: Handlers = {
  /** Toggles following `id` (spec §4: follow, followed, unfollow). */
  async member_attention(ctx) {
    const me = requireUser(ctx.user);
    const id = ctx.input.id;
    if (id === me.id) throw new UserError('server.live.followSelf');
    await requireTarget(ctx.services, id);
    if (await unfollow(ctx.services.db, me.id, id)) return new Answer({ is_attention: 0 }, 'server.live.unfollowed');
    await follow(ctx.services.db, me.id, id, new Date(ctx.services.config.now()));
    ctx.services.events.task(me.id, 'follow_anchor');
    return new Answer({ is_attention: 1 }, 'server.live.followed');
  },

  async user_attentionList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await followed(ctx.services.db, me.id, { limit, offset });
    return paged(
      rows.map((r) => ({
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(ctx.origin, r.avatar),
        signature: r.signature,
        islive: r.islive ?? 0,
        title: r.title ?? '',
        thumb: r.thumb ? absolute(ctx.origin, r.thumb) : '',
        fans: r.fans,
      })),
      total,
      page,
      limit,
    );
  },
};
