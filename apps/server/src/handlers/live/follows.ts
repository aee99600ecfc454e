import { Answer, UserError } from '../../envelope';
import { int, paged, pageOf, pageRows } from '../../live/common';
import { absolute } from '../format';
import { requireUser } from '../guards';
import type { UntypedHandlers } from '../types';
import { requireTarget } from './shared';

export const followHandlers: UntypedHandlers = {
  /** Toggles following `id` (spec §4: follow, followed, unfollow). */
  async member_attention(ctx) {
    const me = requireUser(ctx.user);
    const id = int(ctx.input.id);
    if (id === me.id) throw new UserError('server.live.followSelf');
    await requireTarget(ctx.services, id);
    const removed = await ctx.services.db.query('delete from follows where user_id = $1 and anchor_id = $2 returning user_id', [me.id, id]);
    if (removed.length > 0) return new Answer({ is_attention: 0 }, 'server.live.unfollowed');
    await ctx.services.db.query('insert into follows (user_id, anchor_id, created_at) values ($1, $2, $3) on conflict do nothing', [
      me.id,
      id,
      new Date(ctx.services.config.now()),
    ]);
    ctx.services.events.task(me.id, 'follow_anchor');
    return new Answer({ is_attention: 1 }, 'server.live.followed');
  },

  async user_attentionList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pageRows<{
      uid: number;
      user_nickname: string;
      avatar: string;
      signature: string;
      islive: number | null;
      title: string | null;
      thumb: string | null;
      fans: number;
      total: number;
    }>(
      ctx.services.db,
      `select u.id as uid, u.user_nickname, u.avatar, u.signature, r.islive, r.title, r.thumb,
              (select count(*)::int from follows x where x.anchor_id = u.id) as fans, count(*) over ()::int as total
         from follows f join users u on u.id = f.anchor_id left join live_rooms r on r.uid = u.id
        where f.user_id = $1 order by coalesce(r.islive, 0) desc, f.created_at desc limit $2 offset $3`,
      (take, skip) => [me.id, take, skip],
      { limit, offset },
    );
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
