import { Answer, UserError } from '../../envelope';
import { absolute } from '../../format';
import { ROOM_MESSAGE } from '../../im/protocol';
import { createEnvelope, envelope, receipts, receiveShare } from '../../money/red-envelopes';
import { money } from '../../money/wallet';
import { unix } from '../../time';
import { requireUser } from '../guards';
import type { Handlers } from '../types';
import { senderOf } from './shared';

export const redEnvelopeHandlers: Handlers = {
  /**
   * Sends a red envelope into a room: `amount` gold coins (0.1 steps) split among up to `count`
   * receivers, each share at least 0.1. The debit and the envelope are one transaction. What nobody
   * takes within 24 hours returns to the sender.
   */
  async redenvelope_insert(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, live, events } = ctx.services;
    const roomUid = ctx.input.uid;
    const amount = ctx.input.amount;
    const tenths = Math.round(amount * 10);
    const count = ctx.input.count;
    const title = (ctx.input.title ?? '').trim();
    if (Math.abs(amount * 10 - tenths) > 1e-6) throw new UserError('server.live.redStep');
    if (tenths < count) throw new UserError('server.live.redTooSmall', { min: (count / 10).toFixed(1) });
    const now = config.now();
    const result = await createEnvelope(db, { sender: me.id, roomUid, title, tenths, count }, ctx.input.request_id, now);
    if (!result.replayed) {
      live.im.sendRoomCustom(
        String(roomUid),
        {
          type: ROOM_MESSAGE.redEnvelope,
          id: result.data.id,
          uid: me.id,
          user_nickname: me.user_nickname,
          avatar: absolute(ctx.origin, me.avatar),
          title,
          amount: tenths / 10,
          count,
        },
        await senderOf(ctx, me),
      );
      events.task(me.id, 'send_red_envelope');
    }
    return new Answer(result.data, 'server.live.redSent');
  },

  async redenvelope_getRedInfo(ctx) {
    const id = ctx.input.id;
    const e = await envelope(ctx.services.db, id);
    if (!e) throw new UserError('server.live.noSuchRed');
    const received = await receipts(ctx.services.db, id);
    const now = ctx.services.config.now();
    return {
      id: e.id,
      uid: e.uid,
      room_uid: e.room_uid,
      user_nickname: e.user_nickname,
      avatar: absolute(ctx.origin, e.avatar),
      title: e.title,
      amount: money(e.amount),
      count: e.count,
      left_amount: money(e.left_amount),
      left_count: e.left_count,
      addtime: unix(new Date(e.created_at).getTime()),
      expiretime: unix(new Date(e.expires_at).getTime()),
      expired: new Date(e.expires_at).getTime() <= now ? 1 : 0,
      is_received: ctx.user && received.some((r) => r.uid === ctx.user!.id) ? 1 : 0,
      received: received.map((r) => ({
        uid: r.uid,
        user_nickname: r.user_nickname,
        avatar: absolute(ctx.origin, r.avatar),
        amount: money(r.amount),
        addtime: unix(new Date(r.created_at).getTime()),
      })),
    };
  },

  /** Takes a share of an envelope (money/red-envelopes.ts receiveShare: once per user, the shares add up exactly). */
  async redenvelope_receiveRed(ctx) {
    const me = requireUser(ctx.user);
    const { db, config } = ctx.services;
    const id = ctx.input.id;
    const now = config.now();
    const data = await receiveShare(db, id, me.id, now);
    return new Answer(data, 'server.live.redReceived', { amount: data.amount.toFixed(1) });
  },
};
