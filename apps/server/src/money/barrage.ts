import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { absolute } from '../format';
import { blocksIn } from '../live/moderation';
import { roomExists } from '../live/rooms';
import { pageRows } from '../paging';
import { type GiftRow, giftById, INCOME } from './gifts';
import { KIND } from './ledger';
import { credit, debit, lockUsers, once, standing, tenthsText, toTenths } from './wallet';

export interface BarrageLine {
  sender: number;
  roomUid: number;
  info: string;
  /** A paid line in this gift's style, or null for a plain one. */
  giftId: number | null;
  requestId: string | undefined;
  now: number;
  /** For the answer's gift icon (absolute). */
  origin: string;
  /** Throws when the sender is over the rate limit; runs once per request id, so a retry is not counted twice. */
  throttle: () => void;
}

/**
 * Stores a barrage line, refused while the sender is muted or kicked out; a paid line debits the
 * gift's price, credits the streamer and counts in the ranks, all in one transaction.
 */
export function sendBarrage(db: Db, line: BarrageLine) {
  const { sender, roomUid, info, giftId, now } = line;
  return db.tx(async (q) => {
    if (!(await roomExists(q, roomUid))) throw new UserError('server.live.noSuchRoom');
    const blocked = await blocksIn(q, roomUid, sender, new Date(now));
    if (blocked?.kicked) throw new UserError('server.live.kickedOut');
    if (blocked?.muted) throw new UserError('server.live.muted');
    return once(q, sender, line.requestId, 'barrage', giftId !== null ? [sender, roomUid] : [sender], async () => {
      line.throttle();
      let cost = 0;
      let balance: number;
      let gift: GiftRow | undefined;
      if (giftId !== null) {
        gift = await giftById(q, giftId);
        if (!gift) throw new UserError('server.live.noSuchGift');
        if (roomUid === sender) throw new UserError('server.live.selfGift');
        cost = toTenths(gift.needcoin);
        await lockUsers(q, [sender, roomUid]);
        balance = await debit(q, sender, cost, { kind: KIND.barrage, ref: `room:${roomUid} gift:${giftId}`, at: now });
        await credit(q, roomUid, cost, { kind: KIND.barrageIncome, ref: `from:${sender} gift:${giftId}`, at: now }, INCOME);
        await q.query(
          'insert into room_contributions (room_uid, uid, kind, gift_id, num, amount, created_at) values ($1, $2, 2, $3, 1, $4, $5)',
          [roomUid, sender, giftId, tenthsText(cost), new Date(now)],
        );
      } else {
        balance = await debit(q, sender, 0, { kind: KIND.barrage, ref: `room:${roomUid}`, at: now });
      }
      const [row] = await q.query<{ id: string }>(
        'insert into barrages (room_uid, uid, info, gift_id, cost, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
        [roomUid, sender, info, giftId, tenthsText(cost), new Date(now)],
      );
      return {
        id: Number(row!.id),
        info,
        balance,
        ...(await standing(q, sender)),
        gift_id: giftId,
        gifticon: gift ? absolute(line.origin, gift.gifticon) : '',
      };
    });
  });
}

/** A room's barrage lines, newest first. */
export function barrageLines(q: Queryable, roomUid: number, page: { limit: number; offset: number }) {
  return pageRows<{
    id: string;
    uid: number;
    user_nickname: string;
    avatar: string;
    info: string;
    gift_id: number | null;
    created_at: Date;
    total: number;
  }>(
    q,
    `select b.id, b.uid, u.user_nickname, u.avatar, b.info, b.gift_id, b.created_at, count(*) over ()::int as total
         from barrages b join users u on u.id = b.uid where b.room_uid = $1 order by b.id desc limit $2 offset $3`,
    (take, skip) => [roomUid, take, skip],
    page,
  );
}
