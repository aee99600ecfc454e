import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import type { Config } from '../src/config';
import type { Db } from '../src/db/index';
import { QR_CACHE_SIZE, qrCacheSize } from '../src/handlers/universal';
import { onVariant, startApp, type TestDb, variants } from './helpers';

// Issue 12: URLs the server builds come from PUBLIC_ORIGIN, never from the request's Host or
// X-Forwarded-Host; X-Forwarded-For counts only from a proxy listed in TRUST_PROXY. On PGlite and
// PostgreSQL (skipped, saying so, when it is unreachable).

const SPOOFED = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'http', 'x-forwarded-for': '6.6.6.6' };

type Variant = (typeof variants)[number];

function withApp(variant: Variant, overrides: Partial<Config>) {
  const state = {} as { db: Db; arena: ArenaApp; store: TestDb };
  beforeAll(async () => {
    state.store = await variant.open();
    state.db = state.store.db;
    state.arena = await startApp(state.db, overrides);
    // What Fastify believes the client's address is.
    state.arena.app.get('/test/ip', async (request) => ({ ip: request.ip }));
  });
  afterAll(async () => {
    await state.arena?.close();
    await state.store?.drop();
  });
  return state;
}

async function urlsOf(arena: ArenaApp, headers: Record<string, string>) {
  const hot = (await arena.app.inject({ method: 'GET', url: '/api/universal/getHot', headers })).json();
  const list = (await arena.app.inject({ method: 'GET', url: '/api/Football/football_match', headers })).json();
  const qr = (await arena.app.inject({ method: 'POST', url: '/api/user/getLoginQrcode', headers, payload: {} })).json();
  return { websocket: hot.data.websocket as string, logo: JSON.stringify(list.data).match(/"(https?:\/\/[^/"]+)\/static\//)?.[1], qr };
}

for (const variant of variants) {
  describe.skipIf(await variant.skip())(await onVariant('built URLs and client addresses', variant), () => {
    describe('given PUBLIC_ORIGIN', () => {
      const s = withApp(variant, { publicOrigin: 'https://arena.example' });

      it('a random Host and spoofed X-Forwarded-* do not change the URLs in answers', async () => {
        for (const headers of [{}, SPOOFED, { host: 'random-host-123.test' }] as Record<string, string>[]) {
          const urls = await urlsOf(s.arena, headers);
          expect(urls.websocket).toBe('wss://arena.example/ws');
          expect(urls.logo).toBe('https://arena.example');
          const [row] = await s.db.query<{ origin: string }>('select origin from qr_logins where code = $1', [urls.qr.data.code]);
          expect(row!.origin).toBe('https://arena.example');
        }
      });

      it('request.ip ignores X-Forwarded-For (no trusted proxy)', async () => {
        const res = await s.arena.app.inject({ method: 'GET', url: '/test/ip', headers: SPOOFED });
        expect(res.json()).toEqual({ ip: '127.0.0.1' });
      });
    });

    describe('given development (no PUBLIC_ORIGIN, no TRUST_PROXY)', () => {
      const s = withApp(variant, {});

      it("URLs follow the request's Host as today, never X-Forwarded-Host", async () => {
        const urls = await urlsOf(s.arena, { host: 'localhost:8080', 'x-forwarded-host': 'evil.example' });
        expect(urls.websocket).toBe('ws://localhost:8080/ws');
        expect(urls.logo).toBe('http://localhost:8080');
      });

      it('the footer QR images are cached for a few origins only', async () => {
        for (let i = 0; i < QR_CACHE_SIZE * 3; i++) {
          await s.arena.app.inject({ method: 'GET', url: '/api/universal/getHot', headers: { host: `h${i}.test` } });
        }
        expect(qrCacheSize()).toBeLessThanOrEqual(QR_CACHE_SIZE);
      });
    });

    describe('given TRUST_PROXY listing the proxy', () => {
      const s = withApp(variant, { trustProxy: ['127.0.0.1'] });

      it("request.ip is the client's address the proxy forwarded", async () => {
        const res = await s.arena.app.inject({ method: 'GET', url: '/test/ip', headers: { 'x-forwarded-for': '6.6.6.6' } });
        expect(res.json()).toEqual({ ip: '6.6.6.6' });
      });
    });
  });
}
