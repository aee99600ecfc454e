import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type OrderToPay, type PaymentDriver, signingString, type VerifiedNotice } from './driver';

/**
 * The development driver (like the SMS sink): the pay URL is a page of ours (`/pay/local/<order id>`,
 * payments/local-page.ts) whose Pay button builds a notification signed with HMAC-SHA256 under
 * PAYMENT_LOCAL_SECRET (random per start when unset) and posts it to `/pay/notify/local`, where it is
 * verified and settled exactly like a real provider's.
 */
export class LocalPayments implements PaymentDriver {
  readonly name = 'local' as const;
  readonly payTypes = ['alipay', 'wechat', 'bank'] as const;
  readonly ack = 'success';
  private readonly secret: string;
  /** The last notification built for each order (GET /dev/pay/notification), so a test can deliver it again. */
  private readonly delivered = new Map<string, Record<string, string>>();

  constructor(secret: string | undefined) {
    this.secret = secret ?? randomBytes(32).toString('hex');
  }

  payUrl(order: OrderToPay): string {
    return `/pay/local/${order.orderId}`;
  }

  /** The signed notification the page's Pay sends (kept for the development route). */
  notification(order: OrderToPay, now: number): Record<string, string> {
    const fields: Record<string, string> = {
      order_id: order.orderId,
      amount: order.amount,
      trade_no: `L${order.orderId.slice(1)}`,
      status: 'paid',
      paid_at: String(Math.floor(now / 1000)),
    };
    fields.sign = this.sign(fields);
    this.delivered.set(order.orderId, fields);
    return fields;
  }

  lastNotification(orderId: string): Record<string, string> | undefined {
    return this.delivered.get(orderId);
  }

  sign(fields: Record<string, string>): string {
    return createHmac('sha256', this.secret).update(signingString(fields), 'utf8').digest('hex');
  }

  verify(fields: Record<string, string>): VerifiedNotice | { refused: string } {
    const given = Buffer.from(fields.sign ?? '', 'utf8');
    const expected = Buffer.from(this.sign(fields), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'bad signature' };
    if (!fields.order_id || !fields.amount || !fields.trade_no) return { refused: 'missing fields' };
    return { orderId: fields.order_id, amount: fields.amount, tradeNo: fields.trade_no, paid: fields.status === 'paid' };
  }
}
