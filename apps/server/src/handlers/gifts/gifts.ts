import { absolute } from '../../format';
import { ROOM_MESSAGE } from '../../im/protocol';
import { backpackOf, giftList, giveGift, receivedGifts, toGift } from '../../money/gifts';
import { money } from '../../money/wallet';
import { paged, pageOf } from '../../paging';
import { unix } from '../../time';
import { requireUser } from '../guards';
import type { Handlers } from '../types';
import { senderOf } from './shared';

export const giftHandlers: Handlers = {
  async gift_getList({ services, origin }) {
    const rows = await giftList(services.db);
    return rows.map((g) => toGift(g, origin));
  },

  async gift_getUserGiftList({ user, services, origin }) {
    const me = requireUser(user);
    const rows = await backpackOf(services.db, me.id);
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
    const giftId = ctx.input.gift_id;
    const anchorId = ctx.input.anchor_id;
    const fromBackpack = ctx.input.type === 1;
    const num = ctx.input.num ?? 1;
    const now = config.now();
    const result = await giveGift(db, {
      giver: me.id,
      anchorId,
      giftId,
      num,
      fromBackpack,
      requestId: ctx.input.request_id,
      now,
      origin: ctx.origin,
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
    const { rows, total } = await receivedGifts(ctx.services.db, me.id, { limit, offset });
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
