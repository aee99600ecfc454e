import type { Queryable } from '../../db/index';
import { UserError } from '../../envelope';
import { money, str, toTenths } from '../../live/common';
import { absolute } from '../format';
import type { HandlerContext, UserRow } from '../types';

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

export const requestIdOf = (input: Record<string, unknown>) => (input.request_id === undefined ? undefined : str(input.request_id));

/** The receiving streamer: an anchor with a room, and not the giver (spec §5 / §8). */
export async function requireAnchorRoom(q: Queryable, anchorId: number, me: UserRow, selfError: string) {
  if (anchorId === me.id) throw new UserError(selfError);
  const [room] = await q.query('select 1 from live_rooms where uid = $1', [anchorId]);
  if (!room) throw new UserError('server.live.noSuchRoom');
}

/** The streamer gets the full value of what is given in the room, credited to the income wallet. */
export const INCOME = 'withdrawal_balance';

export async function senderOf(ctx: HandlerContext, me: UserRow) {
  return { uid: me.id, nick: me.user_nickname, avatar: absolute(ctx.origin, me.avatar) };
}

/**
 * A guard or nobility purchase: renewing the active tier costs its renewal price and extends it;
 * another tier costs its full price and starts from whatever time is left (price in tenths of a coin).
 */
export function termOf(
  tier: { id: number; coin: string; renew_coin: string; days: number },
  current: { tier_id: number; endtime: Date } | undefined,
  now: number,
) {
  const active = current !== undefined && new Date(current.endtime).getTime() > now;
  const renewing = active && current.tier_id === tier.id;
  const price = toTenths(renewing ? tier.renew_coin : tier.coin);
  const from = active ? new Date(current.endtime).getTime() : now;
  return { renewing, price, endtime: new Date(from + tier.days * 86_400_000) };
}
