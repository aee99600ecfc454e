import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArenaApp, buildApp } from '../src/app';
import { type Config, configFromEnv, testConfig } from '../src/config';
import type { Db } from '../src/db/index';
import { UnsafeProduction, unsafeSettings } from '../src/production';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { verifyPassword } from '../src/services/crypto';
import { onVariant, PG_ADMIN_URL, type TestDb, variants } from './helpers';

// Issue 12: NODE_ENV=production refuses to boot with any setting that lets strangers in. The boots run
// on PGlite and on PostgreSQL (skipped, saying so, when it is unreachable).

const TENCENT = {
  driver: 'tencent',
  appId: 1,
  appSecretKey: 'k',
  secretId: 'i',
  secretKey: 's',
  endpoint: 'https://captcha.tencentcloudapi.com/',
} as const;

/** A production configuration with every required setting given: it boots. */
function safe(overrides: Partial<Config> = {}): Config {
  return testConfig({
    production: true,
    devRoutes: false,
    seedDemo: false,
    smsProvider: { kind: 'webhook', url: 'http://127.0.0.1:9/sms' },
    captcha: TENCENT,
    imSecret: 'a-long-random-secret',
    publicOrigin: 'https://arena.example',
    ...overrides,
  });
}

const PROD_ENV = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
  CAPTCHA_DRIVER: 'tencent',
  TENCENT_CAPTCHA_APP_ID: '1',
  TENCENT_CAPTCHA_APP_SECRET_KEY: 'k',
  TENCENTCLOUD_SECRET_ID: 'i',
  TENCENTCLOUD_SECRET_KEY: 's',
  IM_SECRET: 'a-long-random-secret',
  PUBLIC_ORIGIN: 'https://arena.example',
};

/** Each unsafe setting: what the environment lacks (or adds), and the setting the refusal must name. */
const UNSAFE: Array<[string, Record<string, string | undefined>, string]> = [
  ['the development SMS sink', { SMS_PROVIDER: undefined, SMS_WEBHOOK_URL: undefined }, 'SMS_PROVIDER'],
  ['the local captcha', { CAPTCHA_DRIVER: 'local' }, 'CAPTCHA_DRIVER'],
  ['demo accounts', { SEED_DEMO: '1' }, 'SEED_DEMO'],
  ['a random IM secret', { IM_SECRET: undefined }, 'IM_SECRET'],
  ['no public origin', { PUBLIC_ORIGIN: undefined }, 'PUBLIC_ORIGIN'],
];

describe('unsafeSettings', () => {
  it('given a fully configured production environment → nothing is unsafe', () => {
    expect(unsafeSettings(configFromEnv(PROD_ENV))).toEqual([]);
  });

  for (const [what, change, setting] of UNSAFE) {
    it(`given production with ${what} → the one refusal names ${setting}`, () => {
      const unsafe = unsafeSettings(configFromEnv({ ...PROD_ENV, ...change }));
      expect(unsafe).toHaveLength(1);
      expect(unsafe[0]).toContain(setting);
    });
  }

  it('given development with every one of them (no environment at all) → nothing is refused', () => {
    expect(unsafeSettings(configFromEnv({}))).toEqual([]);
  });

  it('given NODE_ENV=production alone → all five are named', () => {
    expect(unsafeSettings(configFromEnv({ NODE_ENV: 'production' })).join('\n')).toMatch(
      /SMS_PROVIDER[\s\S]*CAPTCHA_DRIVER[\s\S]*IM_SECRET[\s\S]*PUBLIC_ORIGIN/,
    );
  });
});

describe('the production switches of configFromEnv', () => {
  it('development (no NODE_ENV) → dev routes and demo accounts on, no public origin, no trusted proxy', () => {
    expect(configFromEnv({})).toMatchObject({
      production: false,
      devRoutes: true,
      seedDemo: true,
      publicOrigin: undefined,
      trustProxy: [],
    });
  });

  it('production → dev routes and demo accounts off unless DEV_ROUTES=1 / SEED_DEMO=1', () => {
    expect(configFromEnv(PROD_ENV)).toMatchObject({ production: true, devRoutes: false, seedDemo: false });
    expect(configFromEnv({ ...PROD_ENV, DEV_ROUTES: '1', SEED_DEMO: '1' })).toMatchObject({ devRoutes: true, seedDemo: true });
  });

  it('PUBLIC_ORIGIN is an origin; TRUST_PROXY a comma-separated list; SHUTDOWN_TIMEOUT_MS a number', () => {
    expect(configFromEnv({ PUBLIC_ORIGIN: 'https://Arena.Example/' }).publicOrigin).toBe('https://arena.example');
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'https://arena.example/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'arena.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(configFromEnv({}).shutdownTimeoutMs).toBe(10_000);
    expect(() => configFromEnv({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

for (const variant of variants) {
  describe.skipIf(await variant.skip())(await onVariant('buildApp in production', variant), () => {
    // PostgreSQL: the refusal comes before the database is even connected to.
    const database = variant.name === 'PostgreSQL' ? { databaseUrl: PG_ADMIN_URL } : {};
    for (const [what, change, setting] of UNSAFE) {
      it(`given ${what} → refused before anything opens, naming ${setting}`, async () => {
        const config = {
          ...configFromEnv({ ...PROD_ENV, ...change }),
          ...database,
          dataDir: null,
          logLevel: 'silent',
          simulatorSpeed: 0,
        };
        const error = await buildApp(config).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(UnsafeProduction);
        expect((error as Error).message).toContain(setting);
      });
    }

    describe('given every required setting', () => {
      let store: TestDb;
      let db: Db;
      let arena: ArenaApp;
      beforeAll(async () => {
        store = await variant.open();
        db = store.db;
        arena = await buildApp(safe(), { db });
      });
      afterAll(async () => {
        await arena?.close();
        await store?.drop();
      });

      it('it boots and answers', async () => {
        const res = await arena.app.inject({ method: 'GET', url: '/api/universal/getHot' });
        expect(res.json()).toMatchObject({ code: 0, data: { websocket: 'wss://arena.example/ws' } });
      });

      it('no development route exists (SMS sink, verified review, HLS outage)', async () => {
        for (const [method, url] of [
          ['GET', '/dev/sms/latest?mobile=86-13800000001'],
          ['POST', '/dev/verified/review'],
          ['GET', '/dev/hls/outage?uid=2&seconds=3'],
        ] as const) {
          const res = await arena.app.inject({ method, url, payload: method === 'POST' ? { user_id: 1 } : undefined });
          expect(res.json(), url).toEqual({ code: 404, msg: '未找到', data: null });
        }
      });

      it('no demo account was seeded, and no seeded streamer has the published password', async () => {
        const demo = await db.query('select id from users where mobile = any($1)', [DEMO_ACCOUNTS.map((a) => a.mobile)]);
        expect(demo).toEqual([]);
        const streamers = await db.query<{ password_hash: string }>('select password_hash from users where is_anchor = 1');
        expect(streamers.length).toBeGreaterThan(0);
        for (const s of streamers) expect(await verifyPassword('arena123', s.password_hash)).toBe(false);
      });
    });

    describe('given DEV_ROUTES=1 and SEED_DEMO=1 outside production checks (a staging box)', () => {
      let store: TestDb;
      let db: Db;
      let arena: ArenaApp;
      beforeAll(async () => {
        store = await variant.open();
        db = store.db;
        arena = await buildApp(
          testConfig({ devRoutes: true, seedDemo: true, smsProvider: { kind: 'webhook', url: 'http://127.0.0.1:9/sms' } }),
          { db },
        );
      });
      afterAll(async () => {
        await arena?.close();
        await store?.drop();
      });

      it('the review route exists, but the SMS sink does not while a provider is configured', async () => {
        const review = await arena.app.inject({ method: 'POST', url: '/dev/verified/review', payload: {} });
        expect(review.statusCode).toBe(400);
        const sink = await arena.app.inject({ method: 'GET', url: '/dev/sms/latest?mobile=86-13800000001' });
        expect(sink.json()).toEqual({ code: 404, msg: '未找到', data: null });
        const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from users where mobile = any($1)', [
          DEMO_ACCOUNTS.map((a) => a.mobile),
        ])) as [{ n: number }];
        expect(n).toBe(DEMO_ACCOUNTS.length);
      });
    });
  });
}
