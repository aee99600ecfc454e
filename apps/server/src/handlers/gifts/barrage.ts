import { UserError } from '../../envelope';
import { absolute } from '../../format';
import { ROOM_MESSAGE } from '../../im/protocol';
import { barrageLines, sendBarrage } from '../../money/barrage';
import { paged, pageOf } from '../../paging';
import { unix } from '../../time';
import { requireUser } from '../guards';
import type { Handlers } from '../types';
import { senderOf } from './shared';

export const barrageHandlers: Handlers = {
  /**
   * A barrage line to a room: at most 50 characters, one every 2 seconds and 10 a minute per user;
   * refused while muted or kicked out. With `gift_id` it is a paid line in that gift's style and costs
   * the gift's price (credited to the streamer, counted in the ranks). Stored, then sent to the room (105).
   */
  async barrage_send(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, live, events } = ctx.services;
    const roomUid = ctx.input.uid;
    const info = ctx.input.info.replace(/\s+/g, ' ').trim();
    if (!info) throw new UserError('server.live.barrageEmpty');
    if ([...info].length > 50) throw new UserError('server.live.barrageTooLong', { limit: 50 });
    const giftId = ctx.input.gift_id ?? null;
    const now = config.now();
    const result = await sendBarrage(db, {
      sender: me.id,
      roomUid,
      info,
      giftId,
      requestId: ctx.input.request_id,
      now,
      origin: ctx.origin,
      throttle() {
        // spec §8 has no limit figures: 1 line per 2 s and 10 per minute keep a room readable.
        const wait = Math.max(live.rates.take(`barrage:${me.id}`, 1, 2_000), live.rates.take(`barrage-min:${me.id}`, 10, 60_000));
        if (wait > 0) throw new UserError('server.live.barrageTooFast', { seconds: Math.ceil(wait / 1000) });
      },
    });
    if (!result.replayed) {
      const d = result.data;
      live.im.sendRoomCustom(
        String(roomUid),
        {
          type: ROOM_MESSAGE.barrage,
          id: d.id,
          uid: me.id,
          user_nickname: me.user_nickname,
          avatar: absolute(ctx.origin, me.avatar),
          info: d.info,
          gift_id: d.gift_id,
          gifticon: d.gifticon,
        },
        await senderOf(ctx, me),
      );
      events.task(me.id, 'send_barrage');
    }
    return { id: result.data.id, info: result.data.info, balance: result.data.balance, exp: result.data.exp, level: result.data.level };
  },

  async barrage_getList(ctx) {
    const roomUid = ctx.input.uid;
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await barrageLines(ctx.services.db, roomUid, { limit, offset });
    return paged(
      rows.map((r) => ({
        id: Number(r.id),
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(ctx.origin, r.avatar),
        info: r.info,
        gift_id: r.gift_id ?? 0,
        addtime: unix(new Date(r.created_at).getTime()),
      })),
      total,
      page,
      limit,
    );
  },
};
