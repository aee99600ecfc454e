import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { SHANGHAI_OFFSET_MS } from '../services/shanghai';
import type { AlipaySettings } from './config';
import { type OrderToPay, type PaymentDriver, signingString, type VerifiedNotice } from './driver';

// Alipay's computer-website payment (alipay.trade.page.pay) on the open platform, signed RSA2
// (SHA256withRSA) with node:crypto. Requests: every parameter but `sign`, empty ones left out, sorted,
// `k=v` joined with `&`, signed with the application's private key, base64. Asynchronous notifications
// (form-encoded POST to notify_url): verified the same way without `sign` and `sign_type`, with Alipay's
// public key; then our app_id and the order's total_amount are checked (money/recharge.ts), and only
// TRADE_SUCCESS / TRADE_FINISHED settle. The answer Alipay expects is the text `success`.

/** Base64 SHA256withRSA of the signing string. */
export function rsa2Sign(fields: Record<string, string>, privateKey: KeyObject, omit?: readonly string[]): string {
  return createSign('RSA-SHA256').update(signingString(fields, omit), 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(fields: Record<string, string>, signature: string, publicKey: KeyObject, omit?: readonly string[]): boolean {
  try {
    return createVerify('RSA-SHA256').update(signingString(fields, omit), 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, as the gateway's `timestamp` wants it. */
export function gatewayTimestamp(now: number): string {
  return new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export class AlipayPayments implements PaymentDriver {
  readonly name = 'alipay' as const;
  readonly payTypes = ['alipay'] as const;
  readonly ack = 'success';

  constructor(
    private readonly settings: AlipaySettings,
    private readonly now: () => number,
  ) {}

  /** The signed parameters of alipay.trade.page.pay for an order. */
  pageParams(order: OrderToPay, origin: string): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.settings.appId,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: gatewayTimestamp(this.now()),
      version: '1.0',
      notify_url: `${origin}/pay/notify/alipay`,
      return_url: `${origin}/member?type=1&recharge=${order.orderId}`,
      biz_content: JSON.stringify({
        out_trade_no: order.orderId,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: order.amount,
        subject: order.subject,
      }),
    };
    return { ...params, sign: rsa2Sign(params, this.settings.privateKey) };
  }

  payUrl(order: OrderToPay, origin: string): string {
    return `${this.settings.gateway}?${new URLSearchParams(this.pageParams(order, origin))}`;
  }

  verify(fields: Record<string, string>): VerifiedNotice | { refused: string } {
    if (!fields.sign || !rsa2Verify(fields, fields.sign, this.settings.publicKey, ['sign', 'sign_type']))
      return { refused: 'bad signature' };
    if (fields.app_id !== this.settings.appId) return { refused: `app_id ${fields.app_id} is not ours` };
    if (!fields.out_trade_no || !fields.total_amount || !fields.trade_no) return { refused: 'missing fields' };
    return {
      orderId: fields.out_trade_no,
      amount: fields.total_amount,
      tradeNo: fields.trade_no,
      paid: PAID.has(fields.trade_status ?? ''),
    };
  }
}
