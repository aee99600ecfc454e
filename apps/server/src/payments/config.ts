import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

// Issue 14: the payment provider's settings (README "Configuration"), validated at start. Kept apart
// from the drivers, which import Config: config.ts importing them would make a cycle.

export type PaymentDriverName = 'local' | 'alipay';

export interface AlipaySettings {
  /** ALIPAY_APP_ID: the application's APPID on the open platform. */
  appId: string;
  /** ALIPAY_PRIVATE_KEY: the application's private key (signs requests, RSA2). */
  privateKey: KeyObject;
  /** ALIPAY_PUBLIC_KEY: Alipay's public key (verifies notifications). */
  publicKey: KeyObject;
  /** ALIPAY_GATEWAY: the open platform's gateway; the sandbox by default. */
  gateway: string;
}

export interface PaymentSettings {
  /**
   * PAYMENT_DRIVER as set: `local`, `alipay`, or undefined (then `local` when development routes are
   * on, else no provider; resolved by payments/index.ts, so production refuses only an explicit local).
   */
  driver: PaymentDriverName | undefined;
  /** PAYMENT_LOCAL_SECRET: the local driver's HMAC key; random per start when absent. */
  localSecret: string | undefined;
  alipay: AlipaySettings | undefined;
}

export const ALIPAY_SANDBOX_GATEWAY = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';

export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const driver = env.PAYMENT_DRIVER || undefined;
  if (driver !== undefined && driver !== 'local' && driver !== 'alipay') {
    throw new Error(`PAYMENT_DRIVER must be "local", "alipay" or unset, not "${driver}"`);
  }
  const localSecret = env.PAYMENT_LOCAL_SECRET || undefined;
  if (localSecret !== undefined && localSecret.length < 16) throw new Error('PAYMENT_LOCAL_SECRET must be at least 16 characters');
  return { driver, localSecret, alipay: driver === 'alipay' ? alipaySettingsFromEnv(env) : undefined };
}

function alipaySettingsFromEnv(env: NodeJS.ProcessEnv): AlipaySettings {
  const missing = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`PAYMENT_DRIVER=alipay needs ${missing.join(', ')}`);
  const appId = env.ALIPAY_APP_ID!;
  if (!/^[0-9]{8,32}$/.test(appId)) throw new Error(`ALIPAY_APP_ID must be the application's APPID (digits), not "${appId}"`);
  const gateway = env.ALIPAY_GATEWAY || ALIPAY_SANDBOX_GATEWAY;
  if (!/^https:\/\/[^/]+\/gateway\.do$/.test(gateway))
    throw new Error(`ALIPAY_GATEWAY must be an https URL ending in /gateway.do, not "${gateway}"`);
  return {
    appId,
    privateKey: keyOf('ALIPAY_PRIVATE_KEY', env.ALIPAY_PRIVATE_KEY!, 'private'),
    publicKey: keyOf('ALIPAY_PUBLIC_KEY', env.ALIPAY_PUBLIC_KEY!, 'public'),
    gateway,
  };
}

/**
 * An RSA key as the open platform's key tool gives it (the bare base64 of the DER: PKCS#8 or PKCS#1 for
 * the private key, SPKI for the public one) or as PEM. `\n` written literally in the setting is a newline.
 */
export function keyOf(name: string, value: string, kind: 'private' | 'public'): KeyObject {
  const text = value.replace(/\\n/g, '\n').trim();
  const tries: Array<() => KeyObject> = text.startsWith('-----BEGIN')
    ? [() => (kind === 'private' ? createPrivateKey(text) : createPublicKey(text))]
    : kind === 'private'
      ? (['pkcs8', 'pkcs1'] as const).map((type) => () => createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type }))
      : (['spki', 'pkcs1'] as const).map((type) => () => createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type }));
  for (const attempt of tries) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType !== 'rsa') break;
      return key;
    } catch {
      // the next format
    }
  }
  throw new Error(`${name} must be an RSA ${kind} key (PEM, or the base64 the open platform's key tool shows)`);
}
