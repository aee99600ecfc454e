import { UserError } from '../../envelope';
import { ROOM_MESSAGE } from '../../im/protocol';
import { credit, debit, int, lockUsers, money, once, paged, pageOf, pageRows, tenthsText, toTenths, unix } from '../../live/common';
import { KIND } from '../../money/ledger';
import { absolute } from '../format';
import { requireUser } from '../guards';
import type { UntypedHandlers } from '../types';
import { type GiftRow, INCOME, requestIdOf, requireAnchorRoom, senderOf, toGift } from './shared';

export const giftHandlers: UntypedHandlers = {
  async gift_getList({ services, origin }) {
    const rows = await services.db.query<GiftRow>('select * from gifts order by sort, id');
    return rows.map((g) => toGift(g, origin));
  },

  async gift_getUserGiftList({ user, services, origin }) {
    const me = requireUser(user);
    const rows = await services.db.query<GiftRow & { num: number }>(
      'select g.*, b.num from backpack b join gifts g on g.id = b.gift_id where b.user_id = $1 and b.num > 0 order by g.sort',
      [me.id],
    );
    return rows.map((g) => ({
      gift_id: g.id,
      giftname: g.giftname,
      giftname_en: g.giftname_en,
      giftname_vi: g.giftname_vi,
      gifticon: absolute(origin, g.gifticon),
      needcoin: money(g.needcoin),
      num: g.num,
    }));
  },

  /**
   * Gives `num` of a gift to a streamer: bought (type 0, gold coins debited) or from the backpack
   * (type 1). In one transaction: the debit, the streamer's income, the rank record and the heat.
   * Then the room hears it (custom message 100) and the task hook fires.
   */
  async member_handselGift(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, live, events } = ctx.services;
    const giftId = int(ctx.input.gift_id);
    const anchorId = int(ctx.input.anchor_id);
    const fromBackpack = int(ctx.input.type) === 1;
    const num = int(ctx.input.num, 1);
    const now = config.now();
    const result = await db.tx(async (q) => {
      await requireAnchorRoom(q, anchorId, me, 'server.live.selfGift');
      const [gift] = await q.query<GiftRow>('select * from gifts where id = $1', [giftId]);
      if (!gift) throw new UserError('server.live.noSuchGift');
      return once(q, me.id, requestIdOf(ctx.input), 'handselGift', async () => {
        const value = toTenths(gift.needcoin) * num;
        await lockUsers(q, [me.id, anchorId]);
        let balance: number;
        const sent = { kind: KIND.giftSent, ref: `room:${anchorId} gift:${giftId}`, at: now };
        if (fromBackpack) {
          const [left] = await q.query<{ num: number }>(
            'update backpack set num = num - $3 where user_id = $1 and gift_id = $2 and num >= $3 returning num',
            [me.id, giftId, num],
          );
          if (!left) throw new UserError('server.live.backpackShort', { name: gift.giftname });
          balance = await debit(q, me.id, 0, sent);
        } else {
          balance = await debit(q, me.id, value, sent);
        }
        await credit(q, anchorId, value, { kind: KIND.giftIncome, ref: `from:${me.id} gift:${giftId}`, at: now }, INCOME);
        await q.query(
          'insert into room_contributions (room_uid, uid, kind, gift_id, num, from_backpack, amount, created_at) values ($1, $2, 1, $3, $4, $5, $6, $7)',
          [anchorId, me.id, giftId, num, fromBackpack ? 1 : 0, tenthsText(value), new Date(now)],
        );
        await q.query('update live_rooms set heat = least(heat::bigint + $2, 2147483647) where uid = $1', [
          anchorId,
          Math.ceil(value / 10),
        ]);
        return { balance, gift: toGift(gift, ctx.origin), num };
      });
    });
    if (!result.replayed) {
      live.im.sendRoomCustom(
        String(anchorId),
        {
          type: ROOM_MESSAGE.gift,
          uid: me.id,
          user_nickname: me.user_nickname,
          avatar: absolute(ctx.origin, me.avatar),
          num,
          gift: result.data.gift,
        },
        await senderOf(ctx, me),
      );
      events.task(me.id, 'send_gift');
    }
    return result.data;
  },

  /** Gifts the logged-in streamer received, newest first. */
  async member_webgetAnchorgiftlist(ctx) {
    const me = requireUser(ctx.user);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pageRows<{
      id: string;
      uid: number;
      user_nickname: string;
      avatar: string;
      giftname: string;
      gifticon: string;
      num: number;
      amount: string;
      created_at: Date;
      total: number;
    }>(
      ctx.services.db,
      `select c.id, c.uid, u.user_nickname, u.avatar, g.giftname, g.gifticon, c.num, c.amount, c.created_at, count(*) over ()::int as total
         from room_contributions c join users u on u.id = c.uid join gifts g on g.id = c.gift_id
        where c.room_uid = $1 and c.kind = 1 order by c.id desc limit $2 offset $3`,
      (take, skip) => [me.id, take, skip],
      { limit, offset },
    );
    return paged(
      rows.map((r) => ({
        id: Number(r.id),
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(ctx.origin, r.avatar),
        giftname: r.giftname,
        gifticon: absolute(ctx.origin, r.gifticon),
        num: r.num,
        total: money(r.amount),
        addtime: unix(new Date(r.created_at).getTime()),
      })),
      total,
      page,
      limit,
    );
  },
};
