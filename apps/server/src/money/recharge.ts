import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { pageRows } from '../paging';
import { SHANGHAI_OFFSET_MS } from '../services/shanghai';
import { unix } from '../time';
import { KIND } from './ledger';
import { credit, money, once, toTenths } from './wallet';

// Issue 14: recharge packages and orders (migrations/011_wallet.sql). An order snapshots its package;
// the payment provider's verified notification settles it exactly once (settleRecharge).

export interface ChargeRuleRow {
  id: number;
  name: string;
  coin: string;
  give: string;
  money: string;
}

export interface RechargeOrderRow {
  order_id: string;
  user_id: number;
  name: string;
  coin: string;
  give: string;
  money: string;
  pay_type: string;
  driver: string;
  status: 0 | 1 | 2;
  created_at: Date;
  paid_at: Date | null;
}

/** The enabled packages, cheapest first. */
export function chargeRules(q: Queryable): Promise<ChargeRuleRow[]> {
  return q.query<ChargeRuleRow>('select id, name, coin, give, money from charge_rules where enabled order by money, id');
}

/** A yuan amount as text with cents (`6.00`), as providers take it. */
export const yuanText = (v: unknown) => (Math.round(Number(v) * 100) / 100).toFixed(2);

/** `R` + the Beijing time to the second + 6 random digits: readable, sortable, hard to guess. */
function newOrderId(now: number): string {
  const stamp = new Date(now + SHANGHAI_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `R${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export const ORDER_ID = /^R[0-9]{20}$/;

/** A waiting order for a package (once per request id); what the provider is asked to collect. */
export function createRechargeOrder(
  db: Db,
  userId: number,
  input: { ruleId: number; payType: string; driver: string; requestId: string | undefined },
  now: number,
): Promise<{ data: RechargeOrderRow; replayed: boolean }> {
  return db.tx((q) =>
    once(q, userId, input.requestId, 'recharge', [userId], async () => {
      const [rule] = await q.query<ChargeRuleRow>('select id, name, coin, give, money from charge_rules where id = $1 and enabled', [
        input.ruleId,
      ]);
      if (!rule) throw new UserError('server.recharge.unknownRule');
      const [row] = await q.query<RechargeOrderRow>(
        `insert into recharge_orders (order_id, user_id, rule_id, name, coin, give, money, pay_type, driver, status, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10)
         returning order_id, user_id, name, coin, give, money, pay_type, driver, status, created_at, paid_at`,
        [newOrderId(now), userId, rule.id, rule.name, rule.coin, rule.give, rule.money, input.payType, input.driver, new Date(now)],
      );
      return row!;
    }),
  );
}

export async function rechargeOrder(q: Queryable, orderId: string): Promise<RechargeOrderRow | undefined> {
  if (!ORDER_ID.test(orderId)) return undefined;
  const [row] = await q.query<RechargeOrderRow>(
    'select order_id, user_id, name, coin, give, money, pay_type, driver, status, created_at, paid_at from recharge_orders where order_id = $1',
    [orderId],
  );
  return row;
}

/** A user's recharge orders, newest first. */
export function rechargeOrdersOf(q: Queryable, userId: number, page: { limit: number; offset: number }) {
  return pageRows<RechargeOrderRow & { total: number }>(
    q,
    `select order_id, user_id, name, coin, give, money, pay_type, driver, status, created_at, paid_at, count(*) over ()::int as total
       from recharge_orders where user_id = $1 order by id desc limit $2 offset $3`,
    (take, skip) => [userId, take, skip],
    page,
  );
}

export type Settlement = 'credited' | 'alreadyPaid' | 'unknownOrder' | 'wrongAmount' | 'closed';

/**
 * A provider's verified word that an order is paid: in one transaction the order moves from waiting to
 * paid only if it was waiting (`update … where status = 0 returning`), and then its coins and bonus go to
 * the consumption wallet (kind recharge). A repeated or concurrent notification finds the order no longer
 * waiting and credits nothing ('alreadyPaid'). An amount that is not the order's is refused, never credited.
 */
export function settleRecharge(
  db: Db,
  notice: { orderId: string; amount: string; tradeNo: string; driver: string },
  now: number,
): Promise<{ settlement: Settlement; userId?: number }> {
  return db.tx(async (q) => {
    const order = await rechargeOrder(q, notice.orderId);
    if (!order || order.driver !== notice.driver) return { settlement: 'unknownOrder' as const };
    if (Math.round(Number(notice.amount) * 100) !== Math.round(Number(order.money) * 100)) return { settlement: 'wrongAmount' as const };
    const [paid] = await q.query<{ user_id: number; coin: string; give: string }>(
      `update recharge_orders set status = 1, paid_at = $2, trade_no = $3 where order_id = $1 and status = 0
       returning user_id, coin, give`,
      [notice.orderId, new Date(now), notice.tradeNo],
    );
    if (!paid) return { settlement: order.status === 2 ? ('closed' as const) : ('alreadyPaid' as const), userId: order.user_id };
    await credit(q, paid.user_id, toTenths(paid.coin) + toTenths(paid.give), {
      kind: KIND.recharge,
      ref: `recharge:${notice.orderId}`,
      at: now,
    });
    return { settlement: 'credited' as const, userId: paid.user_id };
  });
}

/** Closes a waiting order unpaid (the local pay page's Cancel). */
export async function closeRechargeOrder(q: Queryable, orderId: string): Promise<boolean> {
  return (await q.query('update recharge_orders set status = 2 where order_id = $1 and status = 0 returning id', [orderId])).length > 0;
}

/** An order as the contract's `RechargeOrder` says; the package's name in the request's language. */
export function rechargeOrderOut(row: RechargeOrderRow, name: string) {
  return {
    order_id: row.order_id,
    name,
    coin: money(row.coin),
    give: money(row.give),
    money: Number(yuanText(row.money)),
    pay_type: row.pay_type,
    status: row.status,
    addtime: unix(new Date(row.created_at).getTime()),
    paid_at: row.paid_at ? unix(new Date(row.paid_at).getTime()) : null,
  };
}
