import type { Queryable } from '../../db/index';
import { Answer, UserError } from '../../envelope';
import { debit, lockUsers, once, paged, pageOf, pageRows, str, tenthsText, unix } from '../../live/common';
import { HORN_PRICE, NOBLE_FREE_HORNS } from '../../money/horns';
import { KIND } from '../../money/ledger';
import { requireUser } from '../guards';
import type { UntypedHandlers } from '../types';
import { requestIdOf } from './shared';

export const hornHandlers: UntypedHandlers = {
  /**
   * A horn message to every viewer: reviewed first (status 0 → 1 or 2, a failed one is refunded).
   * Nobles send 30 a month free (spec §6 / §9); otherwise a horn costs HORN_PRICE gold coins.
   */
  async member_sneHorn(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, live, events } = ctx.services;
    const content = str(ctx.input.content).replace(/\s+/g, ' ').trim();
    if (!content) throw new UserError('server.live.hornEmpty');
    const now = new Date(config.now());
    const result = await db.tx(async (q) =>
      once(q, me.id, requestIdOf(ctx.input), 'horn', async () => {
        await lockUsers(q, [me.id]);
        const [u] = await q.query<{ is_noble: number }>('select is_noble from users where id = $1', [me.id]);
        const used = await freeHornsUsed(q, me.id, now.getTime());
        const free = u?.is_noble === 1 && used < NOBLE_FREE_HORNS;
        const cost = free ? 0 : HORN_PRICE * 10;
        // The horn first, so its record can name it; a refused debit rolls both back.
        const [row] = await q.query<{ id: number }>(
          'insert into horns (uid, content, status, free, cost, created_at) values ($1, $2, 0, $3, $4, $5) returning id',
          [me.id, content, free ? 1 : 0, tenthsText(cost), now],
        );
        const balance = await debit(q, me.id, cost, { kind: KIND.horn, ref: `horn:${row!.id}`, at: now.getTime() });
        return {
          id: row!.id,
          status: 0,
          free_left: u?.is_noble === 1 ? NOBLE_FREE_HORNS - used - (free ? 1 : 0) : 0,
          balance,
          cost: cost / 10,
        };
      }),
    );
    if (!result.replayed) {
      live.horns.schedule(result.data.id, ctx.origin);
      events.task(me.id, 'send_horn');
    }
    return new Answer(result.data, 'server.live.hornSent');
  },

  /** The user's horns, newest first, with what the next one costs: free while a noble has some left this month. */
  async member_hornList(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { db, config } = ctx.services;
    const { rows, total } = await pageRows<{ id: number; content: string; status: number; created_at: Date; total: number }>(
      db,
      'select id, content, status, created_at, count(*) over ()::int as total from horns where uid = $1 order by id desc limit $2 offset $3',
      (take, skip) => [me.id, take, skip],
      { limit, offset },
    );
    const [u] = await db.query<{ is_noble: number }>('select is_noble from users where id = $1', [me.id]);
    const noble = u?.is_noble === 1;
    const used = noble ? await freeHornsUsed(db, me.id, config.now()) : 0;
    return {
      ...paged(
        rows.map((r) => ({ id: r.id, content: r.content, addtime: unix(new Date(r.created_at).getTime()), status: r.status })),
        total,
        page,
        limit,
      ),
      price: HORN_PRICE,
      is_noble: noble ? 1 : 0,
      free_left: noble ? Math.max(0, NOBLE_FREE_HORNS - used) : 0,
    };
  },
};

/** Free horns a user sent this calendar month (UTC), the nobles' allowance (spec §6 / §9). */
async function freeHornsUsed(q: Queryable, uid: number, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await q.query<{ used: number }>(
    'select count(*)::int as used from horns where uid = $1 and free = 1 and created_at >= $2',
    [uid, monthStart],
  );
  return row?.used ?? 0;
}
