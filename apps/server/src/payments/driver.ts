// Issue 14: what a payment provider's driver does for recharge. Two drivers: `local` (development: a
// page of ours completes the payment, payments/local.ts) and `alipay` (alipay.trade.page.pay,
// payments/alipay.ts). Both settle orders through the same verified notification path
// (payments/notifications.ts → money/recharge.ts settleRecharge).

export type PayType = 'alipay' | 'wechat' | 'bank';

/** An order as the driver needs it to ask for the payment. */
export interface OrderToPay {
  orderId: string;
  /** Yuan with cents, `6.00`. */
  amount: string;
  /** What the user buys (shown by the provider). */
  subject: string;
}

/** What a notification says once its signature is verified. */
export interface VerifiedNotice {
  orderId: string;
  /** Yuan, as the provider wrote it. */
  amount: string;
  /** The provider's transaction number. */
  tradeNo: string;
  /** Whether it says the order is paid (a provider also notifies other states, which settle nothing). */
  paid: boolean;
}

export interface PaymentDriver {
  readonly name: 'local' | 'alipay';
  readonly payTypes: readonly PayType[];
  /** The address the user pays at; `origin` is this site's (notify and return addresses). */
  payUrl(order: OrderToPay, origin: string): string;
  /** The notification's fields verified (signature, our app), or why it is refused. */
  verify(fields: Record<string, string>): VerifiedNotice | { refused: string };
  /** The body the provider expects when a notification was taken. */
  readonly ack: string;
}

/**
 * The string a notification or request is signed over: every field but `sign` (and `sign_type`, when
 * asked), empty values left out, sorted by name (byte order), joined as `name=value` with `&`, values
 * as they are (not URL-encoded). Alipay's open-platform rule; the local driver uses it too.
 */
export function signingString(fields: Record<string, string>, omit: readonly string[] = ['sign']): string {
  return Object.keys(fields)
    .filter((k) => !omit.includes(k) && fields[k] !== undefined && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}
