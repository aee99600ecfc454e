import { Answer, UserError } from '../../envelope';
import { ROOM_MESSAGE } from '../../im/protocol';
import { credit, debit, int, lockUsers, money, once, str, tenthsText, toTenths, unix } from '../../live/common';
import { KIND } from '../../money/ledger';
import { RED_ENVELOPE_MS, shareOf } from '../../money/red-envelopes';
import { absolute } from '../format';
import { requireUser } from '../guards';
import type { UntypedHandlers } from '../types';
import { requestIdOf, senderOf } from './shared';

export const redEnvelopeHandlers: UntypedHandlers = {
  /**
   * Sends a red envelope into a room: `amount` gold coins (0.1 steps) split among up to `count`
   * receivers, each share at least 0.1. The debit and the envelope are one transaction. What nobody
   * takes within 24 hours returns to the sender.
   */
  async redenvelope_insert(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, live, events } = ctx.services;
    const roomUid = int(ctx.input.uid);
    const amount = Number(ctx.input.amount);
    const tenths = Math.round(amount * 10);
    const count = int(ctx.input.count);
    const title = str(ctx.input.title).trim();
    if (Math.abs(amount * 10 - tenths) > 1e-6) throw new UserError('server.live.redStep');
    if (tenths < count) throw new UserError('server.live.redTooSmall', { min: (count / 10).toFixed(1) });
    const now = config.now();
    const result = await db.tx(async (q) => {
      const [room] = await q.query('select 1 from live_rooms where uid = $1', [roomUid]);
      if (!room) throw new UserError('server.live.noSuchRoom');
      return once(q, me.id, requestIdOf(ctx.input), 'redEnvelope', async () => {
        await lockUsers(q, [me.id]);
        // The envelope first, so its record can name it; a refused debit rolls both back.
        const [row] = await q.query<{ id: number }>(
          `insert into red_envelopes (uid, room_uid, title, amount, count, left_amount, left_count, created_at, expires_at)
           values ($1, $2, $3, $4, $5, $4, $5, $6, $7) returning id`,
          [me.id, roomUid, title, tenthsText(tenths), count, new Date(now), new Date(now + RED_ENVELOPE_MS)],
        );
        const balance = await debit(q, me.id, tenths, { kind: KIND.redEnvelopeSent, ref: `red:${row!.id}`, at: now });
        return { id: row!.id, balance };
      });
    });
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
    const id = int(ctx.input.id);
    const [e] = await ctx.services.db.query<{
      id: number;
      uid: number;
      room_uid: number;
      title: string;
      amount: string;
      count: number;
      left_amount: string;
      left_count: number;
      created_at: Date;
      expires_at: Date;
      user_nickname: string;
      avatar: string;
    }>('select e.*, u.user_nickname, u.avatar from red_envelopes e join users u on u.id = e.uid where e.id = $1', [id]);
    if (!e) throw new UserError('server.live.noSuchRed');
    const received = await ctx.services.db.query<{ uid: number; user_nickname: string; avatar: string; amount: string; created_at: Date }>(
      'select r.uid, u.user_nickname, u.avatar, r.amount, r.created_at from red_envelope_receipts r join users u on u.id = r.uid where r.envelope_id = $1 order by r.created_at, r.uid',
      [id],
    );
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

  /**
   * Takes a share: once per user, never more than the envelope holds, the last share takes the rest
   * so the shares add up exactly. The envelope's row lock serialises concurrent receivers.
   */
  async redenvelope_receiveRed(ctx) {
    const me = requireUser(ctx.user);
    const { db, config } = ctx.services;
    const id = int(ctx.input.id);
    const now = config.now();
    const data = await db.tx(async (q) => {
      const [e] = await q.query<{ left_amount: string; left_count: number; expires_at: Date }>(
        'select left_amount, left_count, expires_at from red_envelopes where id = $1 for update',
        [id],
      );
      if (!e) throw new UserError('server.live.noSuchRed');
      const [mine] = await q.query('select 1 from red_envelope_receipts where envelope_id = $1 and uid = $2', [id, me.id]);
      if (mine) throw new UserError('server.live.redAlreadyReceived');
      if (new Date(e.expires_at).getTime() <= now) throw new UserError('server.live.redExpired');
      const left = toTenths(e.left_amount);
      if (e.left_count <= 0 || left <= 0) throw new UserError('server.live.redEmpty');
      const share = shareOf(left, e.left_count);
      const done = await q.query(
        'update red_envelopes set left_amount = left_amount - $2::numeric, left_count = left_count - 1 where id = $1 and left_count > 0 and left_amount >= $2::numeric returning id',
        [id, tenthsText(share)],
      );
      if (done.length === 0) throw new UserError('server.live.redEmpty');
      await q.query('insert into red_envelope_receipts (envelope_id, uid, amount, created_at) values ($1, $2, $3, $4)', [
        id,
        me.id,
        tenthsText(share),
        new Date(now),
      ]);
      const balance = await credit(q, me.id, share, { kind: KIND.redEnvelopeReceived, ref: `red:${id}`, at: now });
      return { amount: share / 10, balance };
    });
    return new Answer(data, 'server.live.redReceived', { amount: data.amount.toFixed(1) });
  },
};
