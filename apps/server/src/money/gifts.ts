import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { absolute } from '../format';
import { requireNotKickedOut } from '../live/moderation';
import { roomExists } from '../live/rooms';
import { pageRows } from '../paging';
import { KIND } from './ledger';
import { credit, debit, lockUsers, money, once, standing, tenthsText, toTenths } from './wallet';

// Money-like rules (DESIGN.md): every movement is one transaction with conditional updates and row
// locks; a balance never goes negative (the schema's checks stand behind the code); a request that
// carries `request_id` moves money once however often the client retries it.

export interface GiftRow {
  id: number;
  giftname: string;
  giftname_en: string;
  giftname_vi: string;
  gifticon: string;
  needcoin: string;
  swf: string;
  swftime: string;
  type: number;
}

export function toGift(g: GiftRow, origin: string) {
  return {
    id: g.id,
    giftname: g.giftname,
    giftname_en: g.giftname_en,
    giftname_vi: g.giftname_vi,
    gifticon: absolute(origin, g.gifticon),
    needcoin: money(g.needcoin),
    swf: g.swf ? absolute(origin, g.swf) : '',
    swftime: money(g.swftime),
    type: g.type,
  };
}

/** The streamer gets the full value of what is given in the room, credited to the income wallet. */
export const INCOME = 'withdrawal_balance';

/** The receiving streamer: an anchor with a room, and not the giver (spec §5 / §8). */
export async function requireAnchorRoom(q: Queryable, anchorId: number, giverId: number, selfError: string) {
  if (anchorId === giverId) throw new UserError(selfError);
  if (!(await roomExists(q, anchorId))) throw new UserError('server.live.noSuchRoom');
}

export function giftList(q: Queryable) {
  return q.query<GiftRow>('select * from gifts order by sort, id');
}

export async function giftById(q: Queryable, id: number): Promise<GiftRow | undefined> {
  const [gift] = await q.query<GiftRow>('select * from gifts where id = $1', [id]);
  return gift;
}

/** The gifts in a user's backpack (those they hold at least one of). */
export function backpackOf(q: Queryable, userId: number) {
  return q.query<GiftRow & { num: number }>(
    'select g.*, b.num from backpack b join gifts g on g.id = b.gift_id where b.user_id = $1 and b.num > 0 order by g.sort',
    [userId],
  );
}

export interface Giving {
  giver: number;
  anchorId: number;
  giftId: number;
  num: number;
  fromBackpack: boolean;
  requestId: string | undefined;
  now: number;
  /** For the answer's gift (icon addresses are absolute). */
  origin: string;
}

/**
 * Gives `num` of a gift to a streamer, bought (gold coins debited) or from the backpack. In one
 * transaction: the debit, the streamer's income, the rank record and the heat; once per request id.
 */
export function giveGift(db: Db, g: Giving) {
  const { giver, anchorId, giftId, num, fromBackpack, now } = g;
  return db.tx(async (q) => {
    await requireAnchorRoom(q, anchorId, giver, 'server.live.selfGift');
    await requireNotKickedOut(q, anchorId, giver, new Date(now));
    const gift = await giftById(q, giftId);
    if (!gift) throw new UserError('server.live.noSuchGift');
    return once(q, giver, g.requestId, 'handselGift', [giver, anchorId], async () => {
      const value = toTenths(gift.needcoin) * num;
      await lockUsers(q, [giver, anchorId]);
      let balance: number;
      const sent = { kind: KIND.giftSent, ref: `room:${anchorId} gift:${giftId}`, at: now };
      if (fromBackpack) {
        const [left] = await q.query<{ num: number }>(
          'update backpack set num = num - $3 where user_id = $1 and gift_id = $2 and num >= $3 returning num',
          [giver, giftId, num],
        );
        if (!left) throw new UserError('server.live.backpackShort', { name: gift.giftname });
        balance = await debit(q, giver, 0, sent);
      } else {
        balance = await debit(q, giver, value, sent);
      }
      await credit(q, anchorId, value, { kind: KIND.giftIncome, ref: `from:${giver} gift:${giftId}`, at: now }, INCOME);
      await q.query(
        'insert into room_contributions (room_uid, uid, kind, gift_id, num, from_backpack, amount, created_at) values ($1, $2, 1, $3, $4, $5, $6, $7)',
        [anchorId, giver, giftId, num, fromBackpack ? 1 : 0, tenthsText(value), new Date(now)],
      );
      await q.query('update live_rooms set heat = least(heat::bigint + $2, 2147483647) where uid = $1', [anchorId, Math.ceil(value / 10)]);
      return { balance, ...(await standing(q, giver)), gift: toGift(gift, g.origin), num };
    });
  });
}

/** Gifts a streamer received, newest first. */
export function receivedGifts(q: Queryable, anchorId: number, page: { limit: number; offset: number }) {
  return pageRows<{
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
    q,
    `select c.id, c.uid, u.user_nickname, u.avatar, g.giftname, g.gifticon, c.num, c.amount, c.created_at, count(*) over ()::int as total
         from room_contributions c join users u on u.id = c.uid join gifts g on g.id = c.gift_id
        where c.room_uid = $1 and c.kind = 1 order by c.id desc limit $2 offset $3`,
    (take, skip) => [anchorId, take, skip],
    page,
  );
}
