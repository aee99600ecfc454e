import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LiveConfig, liveConfigFromEnv, testLiveConfig } from './live/config';
import { type WalletSettings, walletSettingsFromEnv } from './money/wallet-settings';
import { type PaymentSettings, paymentSettingsFromEnv } from './payments/config';
import {
  type ImLimits,
  imLimitsFromEnv,
  type RateLimitConfig,
  rateLimitConfigFromEnv,
  type UploadQuota,
  uploadQuotaFromEnv,
} from './security/limits-config';
import { type AccountSettings, accountSettingsFromEnv } from './services/account-settings';
import { type CaptchaConfig, captchaConfigFromEnv } from './services/captcha';

/** The repository root, from this file's place in apps/server/src. */
export const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; PGlite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** Folder for PGlite's files and other state; `null` keeps PGlite in memory (tests). */
  dataDir: string | null;
  /** SMS provider; absent → codes go to the development sink (log + GET /dev/sms/latest). */
  smsProvider: { kind: 'webhook'; url: string } | undefined;
  /** Secret for IM signatures; a random one is stored in the database when absent. */
  imSecret: string | undefined;
  /** Score socket address for system settings; derived from the request host when absent. */
  publicWsUrl: string | undefined;
  /** Mobile site for screens 500 px wide or less. */
  h5Url: string;
  logLevel: string;
  /** Captcha before password login and register: the offline `local` driver, or `tencent`. */
  captcha: CaptchaConfig;
  webDist: string;
  embedDist: string;
  storybookDist: string;
  /** Live rooms: HLS channels, horn review, IM driver (src/live/config.ts). */
  live: LiveConfig;
  /** The clock, injectable for tests. */
  now: () => number;
  /** Match simulator pace (SIMULATOR_SPEED): 1 real time, 60 one match minute per second, 0 off. */
  simulatorSpeed: number;
  /** Redis for the score hub's fan-out between server instances (REDIS_URL); absent → in-process. */
  redisUrl: string | undefined;
  /** Score socket heartbeat interval (HUB_HEARTBEAT_MS, spec §4: 30 s); silent after 3 → dropped. */
  hubHeartbeatMs: number;
  // ── Production mode (issue 12): one switch, NODE_ENV=production; see src/production.ts ──
  /** NODE_ENV=production: refuses unsafe settings at start (src/production.ts). */
  production: boolean;
  /** `/dev/*` routes (SMS sink, verified review, HLS outage): development, or DEV_ROUTES=1. */
  devRoutes: boolean;
  /** Demo accounts and their balances: development, or SEED_DEMO=1. */
  seedDemo: boolean;
  /** PUBLIC_ORIGIN (e.g. `https://arena.example`): built URLs use it, never the request's Host. */
  publicOrigin: string | undefined;
  /** TRUST_PROXY: proxy addresses/CIDRs whose X-Forwarded-* are believed; empty → none. */
  trustProxy: string[];
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for requests and sockets to drain. */
  shutdownTimeoutMs: number;
  // ── Issue 12, headers/uploads/sockets ──
  /** Abuse limits per client address (RATE_LIMIT_PER_MINUTE, RATE_LIMIT_EXPENSIVE_PER_MINUTE). */
  rateLimit: RateLimitConfig;
  /** Uploads per user per day (UPLOAD_DAILY_COUNT, UPLOAD_DAILY_BYTES). */
  uploadQuota: UploadQuota;
  /** The IM socket's login deadline, connection caps, budgets and session re-check (IM_*). */
  im: ImLimits;
  // ──
  /** Issue 12: SMS country allow-list and session lifetimes (services/account-settings.ts). */
  accounts: AccountSettings;
  // ── Issue 14, the wallet ──
  /** Withdrawal minimum and fee, operators (WITHDRAWAL_*, OPERATOR_MOBILES; money/wallet-settings.ts). */
  wallet: WalletSettings;
  /** The payment provider for recharge (PAYMENT_DRIVER, PAYMENT_LOCAL_SECRET, ALIPAY_*; payments/config.ts). */
  payment: PaymentSettings;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const smsUrl = env.SMS_WEBHOOK_URL;
  if (env.SMS_PROVIDER && env.SMS_PROVIDER !== 'webhook') {
    throw new Error(`SMS_PROVIDER must be "webhook" (with SMS_WEBHOOK_URL) or unset, not "${env.SMS_PROVIDER}"`);
  }
  if (env.SMS_PROVIDER === 'webhook' && !smsUrl) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  const dataDir = resolve(repoRoot, env.ARENA_DATA_DIR ?? '.data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    smsProvider: env.SMS_PROVIDER === 'webhook' && smsUrl ? { kind: 'webhook', url: smsUrl } : undefined,
    imSecret: env.IM_SECRET || undefined,
    publicWsUrl: env.PUBLIC_WS_URL || undefined,
    h5Url: env.H5_URL ?? '/m/',
    logLevel: env.LOG_LEVEL ?? 'info',
    captcha: captchaConfigFromEnv(env),
    webDist: resolve(repoRoot, env.WEB_DIST ?? join('apps', 'web', 'dist')),
    embedDist: resolve(repoRoot, env.EMBED_DIST ?? join('apps', 'embed', 'dist')),
    storybookDist: resolve(repoRoot, env.STORYBOOK_DIST ?? 'storybook-static'),
    live: liveConfigFromEnv(env, dataDir),
    now: () => Date.now(),
    simulatorSpeed: nonNegative('SIMULATOR_SPEED', env.SIMULATOR_SPEED, 1),
    redisUrl: env.REDIS_URL || undefined,
    hubHeartbeatMs: nonNegative('HUB_HEARTBEAT_MS', env.HUB_HEARTBEAT_MS, 30_000) || 30_000,
    ...productionConfigFromEnv(env),
    // ── Issue 12, headers/uploads/sockets ──
    rateLimit: rateLimitConfigFromEnv(env),
    uploadQuota: uploadQuotaFromEnv(env),
    im: imLimitsFromEnv(env),
    accounts: accountSettingsFromEnv(env),
    wallet: walletSettingsFromEnv(env),
    payment: paymentSettingsFromEnv(env),
  };
}

/** The production-mode block of the configuration (issue 12). */
function productionConfigFromEnv(env: NodeJS.ProcessEnv) {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    devRoutes: !production || env.DEV_ROUTES === '1',
    seedDemo: !production || env.SEED_DEMO === '1',
    publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    shutdownTimeoutMs: nonNegative('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
  };
}

function publicOriginOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin like https://arena.example, not "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_ORIGIN must be an origin like https://arena.example (no path), not "${value}"`);
  }
  return url.origin;
}

function nonNegative(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0, not "${value}"`);
  return n;
}

/** A configuration for tests: in-memory PGlite, quiet logs, dev SMS sink, no simulator running. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    dataDir: null,
    logLevel: 'silent',
    simulatorSpeed: 0,
    live: testLiveConfig(),
    rateLimit: { perMinute: 0, expensivePerMinute: 0 },
    ...overrides,
  };
}
