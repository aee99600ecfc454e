import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { AlipayPayments, gatewayTimestamp, rsa2Sign } from '../src/payments/alipay';
import { ALIPAY_SANDBOX_GATEWAY, keyOf, paymentSettingsFromEnv } from '../src/payments/config';
import { signingString } from '../src/payments/driver';
import { unsafeSettings } from '../src/production';

// Issue 14: the Alipay driver (alipay.trade.page.pay, RSA2) with two RSA key pairs made here: the
// application's (we sign requests, the test verifies them as Alipay would) and Alipay's (the test signs
// notifications as Alipay would, the driver verifies them with its public key).

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const app = pair();
const alipay = pair();
const APP_ID = '2021000123456789';
const NOW = Date.UTC(2026, 10, 22, 4, 5, 6);

const driver = new AlipayPayments(
  { appId: APP_ID, privateKey: app.privateKey, publicKey: alipay.publicKey, gateway: ALIPAY_SANDBOX_GATEWAY },
  () => NOW,
);

/** A notification as Alipay posts it, signed with Alipay's private key (sign_type not signed). */
function notification(fields: Record<string, string>): Record<string, string> {
  const body = {
    notify_time: '2026-11-22 12:05:09',
    notify_type: 'trade_status_sync',
    notify_id: 'ac05099524730693a8b330c5ecf72da9786',
    charset: 'utf-8',
    version: '1.0',
    app_id: APP_ID,
    out_trade_no: 'R20261122120506123456',
    trade_no: '2026112222001400000000000001',
    total_amount: '30.00',
    trade_status: 'TRADE_SUCCESS',
    subject: '300 金币（送 15）',
    gmt_payment: '2026-11-22 12:05:08',
    ...fields,
  };
  return { ...body, sign_type: 'RSA2', sign: rsa2Sign(body, alipay.privateKey, ['sign', 'sign_type']) };
}

describe('the Alipay driver', () => {
  it('signing string: sign (and sign_type when asked) left out, empty values left out, sorted by name, raw values', () => {
    expect(signingString({ b: '2', a: 'x y&z', sign: 's', sign_type: 'RSA2', empty: '' })).toBe('a=x y&z&b=2&sign_type=RSA2');
    expect(signingString({ b: '2', a: '1', sign: 's', sign_type: 'RSA2' }, ['sign', 'sign_type'])).toBe('a=1&b=2');
  });

  it('builds alipay.trade.page.pay on the sandbox gateway, every parameter signed SHA256withRSA with the app key', () => {
    const url = new URL(driver.payUrl({ orderId: 'R20261122120506123456', amount: '30.00', subject: '300 金币' }, 'https://arena.example'));
    expect(`${url.origin}${url.pathname}`).toBe(ALIPAY_SANDBOX_GATEWAY);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      timestamp: '2026-11-22 12:05:06',
      notify_url: 'https://arena.example/pay/notify/alipay',
      return_url: 'https://arena.example/member?type=1&recharge=R20261122120506123456',
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: 'R20261122120506123456',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '30.00',
      subject: '300 金币',
    });
    // Alipay's side: the signature over every parameter but `sign` (sign_type included), sorted.
    const { sign, ...signed } = params;
    const ok = createVerify('RSA-SHA256').update(signingString(signed), 'utf8').verify(app.publicKey, sign!, 'base64');
    expect(ok).toBe(true);
    const tampered = createVerify('RSA-SHA256')
      .update(signingString({ ...signed, biz_content: signed.biz_content!.replace('30.00', '0.01') }), 'utf8')
      .verify(app.publicKey, sign!, 'base64');
    expect(tampered).toBe(false);
    expect(gatewayTimestamp(NOW)).toBe('2026-11-22 12:05:06');
  });

  it('verifies a notification signed by Alipay: the order, the amount and the trade number; paid for TRADE_SUCCESS / TRADE_FINISHED only', () => {
    expect(driver.verify(notification({}))).toEqual({
      orderId: 'R20261122120506123456',
      amount: '30.00',
      tradeNo: '2026112222001400000000000001',
      paid: true,
    });
    expect(driver.verify(notification({ trade_status: 'TRADE_FINISHED' }))).toMatchObject({ paid: true });
    expect(driver.verify(notification({ trade_status: 'WAIT_BUYER_PAY' }))).toMatchObject({ paid: false });
    expect(driver.verify(notification({ trade_status: 'TRADE_CLOSED' }))).toMatchObject({ paid: false });
    expect(driver.ack).toBe('success');
  });

  it('refuses a changed field, a signature by another key, no signature, and another application', () => {
    expect(driver.verify({ ...notification({}), total_amount: '0.01' })).toEqual({ refused: 'bad signature' });
    const byApp = { ...notification({}) };
    byApp.sign = rsa2Sign(byApp, app.privateKey, ['sign', 'sign_type']);
    expect(driver.verify(byApp)).toEqual({ refused: 'bad signature' });
    const { sign: _sign, ...unsigned } = notification({});
    expect(driver.verify(unsigned)).toEqual({ refused: 'bad signature' });
    expect(driver.verify({ ...notification({}), sign: 'not base64 !!' })).toEqual({ refused: 'bad signature' });
    expect(driver.verify(notification({ app_id: '2021000999999999' }))).toEqual({ refused: 'app_id 2021000999999999 is not ours' });
  });
});

describe('the payment settings', () => {
  const bare = (key: { export(o: object): string | Buffer }, type: string) =>
    (key.export({ type, format: 'der' }) as Buffer).toString('base64');
  const env = {
    PAYMENT_DRIVER: 'alipay',
    ALIPAY_APP_ID: APP_ID,
    ALIPAY_PRIVATE_KEY: bare(app.privateKey, 'pkcs8'),
    ALIPAY_PUBLIC_KEY: bare(alipay.publicKey, 'spki'),
  };

  it('takes keys as the open platform shows them (bare base64, PKCS#8 or PKCS#1) or as PEM; the sandbox gateway by default', () => {
    const settings = paymentSettingsFromEnv(env);
    expect(settings).toMatchObject({ driver: 'alipay', alipay: { appId: APP_ID, gateway: ALIPAY_SANDBOX_GATEWAY } });
    expect(keyOf('K', bare(app.privateKey, 'pkcs1'), 'private').asymmetricKeyType).toBe('rsa');
    const pem = app.publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(keyOf('K', pem.replace(/\n/g, '\\n'), 'public').export({ type: 'spki', format: 'pem' })).toBe(pem);
  });

  it('refuses to start with a missing or bad setting, naming it', () => {
    expect(() => paymentSettingsFromEnv({ PAYMENT_DRIVER: 'paypal' })).toThrow(/PAYMENT_DRIVER/);
    expect(() => paymentSettingsFromEnv({ PAYMENT_DRIVER: 'alipay' })).toThrow(/ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY/);
    expect(() => paymentSettingsFromEnv({ ...env, ALIPAY_PRIVATE_KEY: 'bm90IGEga2V5' })).toThrow(/ALIPAY_PRIVATE_KEY/);
    expect(() => paymentSettingsFromEnv({ ...env, ALIPAY_PUBLIC_KEY: 'nonsense' })).toThrow(/ALIPAY_PUBLIC_KEY/);
    expect(() => paymentSettingsFromEnv({ ...env, ALIPAY_APP_ID: 'abc' })).toThrow(/ALIPAY_APP_ID/);
    expect(() => paymentSettingsFromEnv({ ...env, ALIPAY_GATEWAY: 'http://x/gateway.do' })).toThrow(/ALIPAY_GATEWAY/);
    expect(() => paymentSettingsFromEnv({ PAYMENT_LOCAL_SECRET: 'short' })).toThrow(/PAYMENT_LOCAL_SECRET/);
  });

  it('the withdrawal settings: defaults, and bad values refused by name', () => {
    expect(configFromEnv({}).wallet).toEqual({ withdrawalMinimum: 100, feePercent: 2, feeMinimum: 1, operatorMobiles: [] });
    expect(configFromEnv({ WITHDRAWAL_MINIMUM: '50.5', OPERATOR_MOBILES: '86-13800000009, 84-900000009' }).wallet).toMatchObject({
      withdrawalMinimum: 50.5,
      operatorMobiles: ['86-13800000009', '84-900000009'],
    });
    expect(() => configFromEnv({ WITHDRAWAL_MINIMUM: '0.05' })).toThrow(/WITHDRAWAL_MINIMUM/);
    expect(() => configFromEnv({ WITHDRAWAL_FEE_PERCENT: '100' })).toThrow(/WITHDRAWAL_FEE_PERCENT/);
    expect(() => configFromEnv({ WITHDRAWAL_FEE_MINIMUM: '100' })).toThrow(/WITHDRAWAL_FEE_MINIMUM/);
    expect(() => configFromEnv({ OPERATOR_MOBILES: '13800000009' })).toThrow(/OPERATOR_MOBILES/);
  });

  it('production refuses PAYMENT_DRIVER=local; unset it means no provider there', () => {
    const prod = { NODE_ENV: 'production' };
    expect(unsafeSettings(configFromEnv({ ...prod, PAYMENT_DRIVER: 'local' })).join('\n')).toMatch(/PAYMENT_DRIVER is local/);
    expect(unsafeSettings(configFromEnv(prod)).join('\n')).not.toMatch(/PAYMENT_DRIVER/);
    expect(unsafeSettings(configFromEnv({ ...prod, ...env })).join('\n')).not.toMatch(/PAYMENT_DRIVER/);
  });
});
