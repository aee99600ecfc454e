import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index';
import { Answer, UserError } from '../envelope';
import { ROOM_MESSAGE } from '../im/protocol';
import { credit, debit, int, lockUsers, money, once, paged, pageOf, pageRows, str, tenthsText, toTenths, unix } from '../live/common';
import { HORN_PRICE, NOBLE_FREE_HORNS } from '../money/horns';
import { KIND } from '../money/ledger';
import { absolute } from './format';
import { requireUser } from './guards';
import type { HandlerContext, UntypedHandlers, UserRow } from './types';

// Money-like rules (DESIGN.md): every movement is one transaction with conditional updates and row
// locks; a balance never goes negative (the schema's checks stand behind the code); a request that
// carries `request_id` moves money once however often the client retries it.

interface GiftRow {
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

function toGift(g: GiftRow, origin: string) {
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

const requestIdOf = (input: Record<string, unknown>) => (input.request_id === undefined ? undefined : str(input.request_id));

/** The receiving streamer: an anchor with a room, and not the giver (spec §5 / §8). */
async function requireAnchorRoom(q: Queryable, anchorId: number, me: UserRow, selfError: string) {
  if (anchorId === me.id) throw new UserError(selfError);
  const [room] = await q.query('select 1 from live_rooms where uid = $1', [anchorId]);
  if (!room) throw new UserError('server.live.noSuchRoom');
}

/** The streamer gets the full value of what is given in the room, credited to the income wallet. */
const INCOME = 'withdrawal_balance';

async function senderOf(ctx: HandlerContext, me: UserRow) {
  return { uid: me.id, nick: me.user_nickname, avatar: absolute(ctx.origin, me.avatar) };
}

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

  // ── Barrage ──

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

  // ── Guard ──

  async guard_getList({ services, origin }) {
    const rows = await services.db.query<{
      id: number;
      name: string;
      name_en: string;
      name_vi: string;
      icon: string;
      coin: string;
      renew_coin: string;
      color: string;
      days: number;
    }>('select * from guard_tiers order by coin');
    return rows.map((r) => ({ ...r, icon: absolute(origin, r.icon), coin: money(r.coin), renew_coin: money(r.renew_coin) }));
  },

  /**
   * Buys guard status in a streamer's room for the tier's days. Renewing the same tier while it is
   * active costs the renewal price and extends it; another tier costs its full price and starts from
   * whatever time is left.
   */
  async guardUser_buy(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, events } = ctx.services;
    const tierId = int(ctx.input.id);
    const anchorId = int(ctx.input.anchor_id);
    const now = config.now();
    const result = await db.tx(async (q) => {
      await requireAnchorRoom(q, anchorId, me, 'server.live.selfGuard');
      const [tier] = await q.query<{ id: number; coin: string; renew_coin: string; days: number }>(
        'select id, coin, renew_coin, days from guard_tiers where id = $1',
        [tierId],
      );
      if (!tier) throw new UserError('server.live.noSuchGuard');
      return once(q, me.id, requestIdOf(ctx.input), 'guardBuy', async () => {
        await lockUsers(q, [me.id, anchorId]);
        const [current] = await q.query<{ tier_id: number; endtime: Date }>(
          'select tier_id, endtime from guards where user_id = $1 and anchor_id = $2 for update',
          [me.id, anchorId],
        );
        const { renewing, price, endtime } = termOf(tier, current, now);
        const balance = await debit(q, me.id, price, { kind: KIND.guard, ref: `room:${anchorId} guard:${tier.id}`, at: now });
        await credit(q, anchorId, price, { kind: KIND.guardIncome, ref: `from:${me.id} guard:${tier.id}`, at: now }, INCOME);
        await q.query(
          'insert into guards (user_id, anchor_id, tier_id, endtime) values ($1, $2, $3, $4) on conflict (user_id, anchor_id) do update set tier_id = excluded.tier_id, endtime = excluded.endtime',
          [me.id, anchorId, tier.id, endtime],
        );
        await q.query('update users set is_guard = 1 where id = $1', [me.id]);
        await q.query('insert into room_contributions (room_uid, uid, kind, num, amount, created_at) values ($1, $2, 3, 1, $3, $4)', [
          anchorId,
          me.id,
          tenthsText(price),
          new Date(now),
        ]);
        return { balance, endtime: unix(endtime.getTime()), tier_id: tier.id, renewed: renewing ? 1 : 0, price: money(price / 10) };
      });
    });
    if (!result.replayed) events.task(me.id, 'buy_guard');
    return new Answer(result.data, result.data.renewed ? 'server.live.guardRenewed' : 'server.live.guardBought');
  },

  // ── Nobility ──

  async noble_getList({ services, origin }) {
    const rows = await services.db.query<{
      id: number;
      name: string;
      name_en: string;
      name_vi: string;
      icon: string;
      coin: string;
      renew_coin: string;
      color: string;
      days: number;
    }>('select * from noble_tiers order by coin');
    return rows.map((r) => ({
      ...r,
      icon: absolute(origin, r.icon),
      coin: money(r.coin),
      renew_coin: money(r.renew_coin),
      free_horns: NOBLE_FREE_HORNS,
    }));
  },

  /**
   * Buys nobility for the tier's days (site-wide, one per user), the way guard is bought: renewing
   * the active tier costs its renewal price and extends it; another tier costs its full price and
   * starts from whatever time is left. The debit, the nobility and the flag are one transaction;
   * with `request_id` a double click buys once.
   */
  async nobleUser_buy(ctx) {
    const me = requireUser(ctx.user);
    const { db, config, events } = ctx.services;
    const tierId = int(ctx.input.id);
    const now = config.now();
    const result = await db.tx(async (q) => {
      const [tier] = await q.query<{ id: number; coin: string; renew_coin: string; days: number }>(
        'select id, coin, renew_coin, days from noble_tiers where id = $1',
        [tierId],
      );
      if (!tier) throw new UserError('server.live.noSuchNoble');
      return once(q, me.id, requestIdOf(ctx.input), 'nobleBuy', async () => {
        await lockUsers(q, [me.id]);
        const [current] = await q.query<{ tier_id: number; endtime: Date }>(
          'select tier_id, endtime from nobles where user_id = $1 for update',
          [me.id],
        );
        const { renewing, price, endtime } = termOf(tier, current, now);
        const balance = await debit(q, me.id, price, { kind: KIND.nobility, ref: `noble:${tier.id}`, at: now });
        await q.query(
          'insert into nobles (user_id, tier_id, endtime) values ($1, $2, $3) on conflict (user_id) do update set tier_id = excluded.tier_id, endtime = excluded.endtime',
          [me.id, tier.id, endtime],
        );
        await q.query('update users set is_noble = 1 where id = $1', [me.id]);
        return { balance, endtime: unix(endtime.getTime()), tier_id: tier.id, renewed: renewing ? 1 : 0, price: money(price / 10) };
      });
    });
    if (!result.replayed) events.task(me.id, 'buy_noble');
    return new Answer(result.data, result.data.renewed ? 'server.live.nobleRenewed' : 'server.live.nobleBought');
  },

  // ── Horn ──

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

  // ── Red envelopes ──

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

/**
 * A guard or nobility purchase: renewing the active tier costs its renewal price and extends it;
 * another tier costs its full price and starts from whatever time is left (price in tenths of a coin).
 */
function termOf(
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

export const RED_ENVELOPE_MS = 24 * 3_600_000;

/**
 * One receiver's share in tenths: the last takes what is left; otherwise random between 1 and twice
 * the average, leaving at least 1 tenth for each receiver still to come.
 */
export function shareOf(leftTenths: number, leftCount: number): number {
  if (leftCount <= 1) return leftTenths;
  const max = Math.min(Math.floor((leftTenths * 2) / leftCount), leftTenths - (leftCount - 1));
  return max <= 1 ? 1 : randomInt(1, max + 1);
}

/** Returns what is left of expired envelopes to their senders, once each (refunded is set in the same statement). */
export async function sweepRedEnvelopes(db: { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> }, nowMs: number): Promise<number> {
  return db.tx(async (q) => {
    const rows = await q.query<{ id: number; uid: number; left_amount: string }>(
      `update red_envelopes set refunded = left_amount, left_amount = 0, left_count = 0
        where expires_at <= $1 and left_amount > 0 returning id, uid, refunded as left_amount`,
      [new Date(nowMs)],
    );
    const ids = rows.map((r) => r.uid).sort((a, b) => a - b);
    if (ids.length) await lockUsers(q, ids);
    for (const r of rows) await credit(q, r.uid, toTenths(r.left_amount), { kind: KIND.redEnvelopeRefund, ref: `red:${r.id}`, at: nowMs });
    return rows.length;
  });
}

/**
 * Ends nobility whose time ran out: the flag the horn, coloured-text and room-entry rules read goes
 * back to 0. Only users with a purchase record are touched (demo nobles from the seed have none).
 */
export async function sweepNobles(db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> }, nowMs: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'update users u set is_noble = 0 from nobles n where n.user_id = u.id and u.is_noble = 1 and n.endtime <= $1 returning u.id',
    [new Date(nowMs)],
  );
  return rows.length;
}
