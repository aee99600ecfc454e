import { UserError } from '../../envelope';
import { ROOM_MESSAGE } from '../../im/protocol';
import { credit, debit, int, lockUsers, once, paged, pageOf, pageRows, str, tenthsText, toTenths, unix } from '../../live/common';
import { KIND } from '../../money/ledger';
import { absolute } from '../format';
import { requireUser } from '../guards';
import type { UntypedHandlers } from '../types';
import { type GiftRow, INCOME, requestIdOf, senderOf } from './shared';

export const barrageHandlers: UntypedHandlers = {
  /**
   * A barrage line to a room: at most 50 characters, one every 2 seconds and 10 a minute per user;
   * refused while muted or kicked out. With `gift_id` it is a paid line in that gift's style and costs
   * the gift's price (credited to the streamer, counted in the ranks). Stored, then sent to the room (105).
   */
  async barrage_send(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, live, events } = ctx.services;
    const roomUid = int(ctx.input.uid);
    const info = str(ctx.input.info).replace(/\s+/g, ' ').trim();
    if (!info) throw new UserError('server.live.barrageEmpty');
    if ([...info].length > 50) throw new UserError('server.live.barrageTooLong', { limit: 50 });
    const giftId =
      ctx.input.gift_id === undefined || ctx.input.gift_id === null || ctx.input.gift_id === '' ? null : int(ctx.input.gift_id);
    const now = config.now();
    const result = await db.tx(async (q) => {
      const [room] = await q.query('select 1 from live_rooms where uid = $1', [roomUid]);
      if (!room) throw new UserError('server.live.noSuchRoom');
      const [blocked] = await q.query<{ muted: boolean; kicked: boolean }>(
        `select exists (select 1 from room_mutes where room_uid = $1 and uid = $2 and until > $3) as muted,
                exists (select 1 from room_kickouts where room_uid = $1 and uid = $2 and until > $3) as kicked`,
        [roomUid, me.id, new Date(now)],
      );
      if (blocked?.kicked) throw new UserError('server.live.kickedOut');
      if (blocked?.muted) throw new UserError('server.live.muted');
      return once(q, me.id, requestIdOf(ctx.input), 'barrage', async () => {
        // spec §8 has no limit figures: 1 line per 2 s and 10 per minute keep a room readable.
        const wait = Math.max(live.rates.take(`barrage:${me.id}`, 1, 2_000), live.rates.take(`barrage-min:${me.id}`, 10, 60_000));
        if (wait > 0) throw new UserError('server.live.barrageTooFast', { seconds: Math.ceil(wait / 1000) });
        let cost = 0;
        let balance: number;
        let gift: GiftRow | undefined;
        if (giftId !== null) {
          [gift] = await q.query<GiftRow>('select * from gifts where id = $1', [giftId]);
          if (!gift) throw new UserError('server.live.noSuchGift');
          if (roomUid === me.id) throw new UserError('server.live.selfGift');
          cost = toTenths(gift.needcoin);
          await lockUsers(q, [me.id, roomUid]);
          balance = await debit(q, me.id, cost, { kind: KIND.barrage, ref: `room:${roomUid} gift:${giftId}`, at: now });
          await credit(q, roomUid, cost, { kind: KIND.barrageIncome, ref: `from:${me.id} gift:${giftId}`, at: now }, INCOME);
          await q.query(
            'insert into room_contributions (room_uid, uid, kind, gift_id, num, amount, created_at) values ($1, $2, 2, $3, 1, $4, $5)',
            [roomUid, me.id, giftId, tenthsText(cost), new Date(now)],
          );
        } else {
          balance = await debit(q, me.id, 0, { kind: KIND.barrage, ref: `room:${roomUid}`, at: now });
        }
        const [row] = await q.query<{ id: string }>(
          'insert into barrages (room_uid, uid, info, gift_id, cost, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
          [roomUid, me.id, info, giftId, tenthsText(cost), new Date(now)],
        );
        return { id: Number(row!.id), info, balance, gift_id: giftId, gifticon: gift ? absolute(ctx.origin, gift.gifticon) : '' };
      });
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
    return { id: result.data.id, info: result.data.info, balance: result.data.balance };
  },

  async barrage_getList(ctx) {
    const roomUid = int(ctx.input.uid);
    const { page, limit, offset } = pageOf(ctx.input);
    const { rows, total } = await pageRows<{
      id: string;
      uid: number;
      user_nickname: string;
      avatar: string;
      info: string;
      gift_id: number | null;
      created_at: Date;
      total: number;
    }>(
      ctx.services.db,
      `select b.id, b.uid, u.user_nickname, u.avatar, b.info, b.gift_id, b.created_at, count(*) over ()::int as total
         from barrages b join users u on u.id = b.uid where b.room_uid = $1 order by b.id desc limit $2 offset $3`,
      (take, skip) => [roomUid, take, skip],
      { limit, offset },
    );
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
