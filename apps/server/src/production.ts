import type { Config } from './config';

/**
 * Issue 12: a production start (NODE_ENV=production) refuses to boot with any setting that lets a
 * stranger take the site over. Each entry names the setting to set, so the operator can fix it.
 * Empty outside production: development stays as convenient as it is.
 */
export function unsafeSettings(config: Config): string[] {
  if (!config.production) return [];
  const unsafe: string[] = [];
  if (!config.smsProvider) {
    unsafe.push('SMS_PROVIDER is unset: codes would go to the development sink; set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL');
  }
  if (config.captcha.driver === 'local') {
    unsafe.push('CAPTCHA_DRIVER is local: set CAPTCHA_DRIVER=tencent with its TENCENT_CAPTCHA_* and TENCENTCLOUD_* keys');
  }
  if (config.seedDemo) unsafe.push('SEED_DEMO=1 seeds demo accounts with published passwords: unset SEED_DEMO');
  if (!config.imSecret) unsafe.push('IM_SECRET is unset: set IM_SECRET to a long random secret shared by every instance');
  if (!config.publicOrigin) unsafe.push('PUBLIC_ORIGIN is unset: set PUBLIC_ORIGIN to the site origin, e.g. https://arena.example');
  if (config.payment.driver === 'local') {
    unsafe.push(
      'PAYMENT_DRIVER is local: its pay page lets anyone mark an order paid; set PAYMENT_DRIVER=alipay with its ALIPAY_* keys, or unset it',
    );
  }
  return unsafe;
}

/** Thrown by buildApp before it opens anything when unsafeSettings() is not empty. */
export class UnsafeProduction extends Error {
  constructor(readonly settings: string[]) {
    super(`NODE_ENV=production refuses to start:\n${settings.map((s) => `  - ${s}`).join('\n')}`);
  }
}
