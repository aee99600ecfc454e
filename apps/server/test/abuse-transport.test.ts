import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { openPglite } from '../src/db/index';
import { inlineHashes } from '../src/security/headers';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, login, startApp, type TestDb, variants } from './helpers';

// Issue 12 "Headers, uploads, sockets": the transport-level abuse rules, each with a test that fails
// without it. e2e/csp.spec.ts checks in a browser that the pages pass the policy.

function csp(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]),
  );
}

describe('security headers', () => {
  let arena: ArenaApp;
  const web = mkdtempSync(join(tmpdir(), 'arena-web-'));
  const embed = mkdtempSync(join(tmpdir(), 'arena-embed-'));
  const storybook = mkdtempSync(join(tmpdir(), 'arena-sb-'));
  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<html><head><style>body{margin:0}</style></head><body></body></html>');
    writeFileSync(join(embed, 'scores.html'), '<html><head><style>html{margin:0}</style></head><body></body></html>');
    writeFileSync(join(embed, 'scores.js'), 'void 0');
    mkdirSync(join(storybook, 'x'));
    writeFileSync(join(storybook, 'iframe.html'), '<html></html>');
    // The proxy in front (TRUST_PROXY) is the test's own address, so its X-Forwarded-Proto counts.
    arena = await startApp(await openPglite(null), { webDist: web, embedDist: embed, storybookDist: storybook, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => arena?.close());

  it('gives the web app and the API a strict policy: no inline script, no eval, framed by nobody', async () => {
    for (const url of ['/main', '/api/universal/getHot']) {
      const res = await arena.app.inject({ url });
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['default-src']).toBe("'self'");
      expect(policy['script-src']).toBe("'self'");
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(policy['object-src']).toBe("'none'");
      expect(policy['worker-src']).toContain('blob:');
      expect(policy['media-src']).toContain('blob:');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows the embed frame page's inline style by its hash only, and no inline script anywhere", async () => {
    const frame = csp((await arena.app.inject({ url: '/embed/scores' })).headers['content-security-policy']);
    expect(frame['style-src']).toBe(`'self' ${inlineHashes(join(embed, 'scores.html')).style[0]}`);
    const app = csp((await arena.app.inject({ url: '/main' })).headers['content-security-policy']);
    expect(app['script-src']).toBe("'self'");
    expect(app['script-src-attr']).toBe("'none'");
  });

  it("allows the web app's inline styles by index.html's hash and a nonce of the answer only, never 'unsafe-inline'", async () => {
    const [one, two] = [await arena.app.inject({ url: '/main' }), await arena.app.inject({ url: '/main' })];
    const styles = [one, two].map((res) => csp(res.headers['content-security-policy'])['style-src']);
    const hash = inlineHashes(join(web, 'index.html')).style[0]!;
    expect(hash).toMatch(/^'sha256-/);
    for (const style of styles) expect(style).toMatch(new RegExp(`^'self' ${hash.replace(/[+/=]/g, '\\$&')} 'nonce-[A-Za-z0-9+/]{22}=='$`));
    expect(styles[0]).not.toBe(styles[1]);
    // The page carries the same nonce as its policy; the API answer's nonce is useless to anyone.
    expect(one.body).toContain(`<meta property="csp-nonce" nonce="${styles[0]!.split("'nonce-")[1]!.slice(0, -1)}">`);
    const api = csp((await arena.app.inject({ url: '/api/universal/getHot' })).headers['content-security-policy']);
    expect(api['style-src']).not.toContain('unsafe-inline');
  });

  it("lets any site frame the embed's iframe page, and only that page", async () => {
    const frame = await arena.app.inject({ url: '/embed/scores?sport=football' });
    expect(csp(frame.headers['content-security-policy'])['frame-ancestors']).toBe('*');
    expect(frame.headers['x-frame-options']).toBeUndefined();
    const script = await arena.app.inject({ url: '/embed/scores.js' });
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await arena.app.inject({ url: '/api/universal/getHot' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('gives Storybook its own looser policy, framed only by itself', async () => {
    const res = await arena.app.inject({ url: '/storybook/iframe.html' });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toBe("'self'");
    const app = csp((await arena.app.inject({ url: '/main' })).headers['content-security-policy']);
    expect(app['script-src']).not.toContain('unsafe');
  });

  it('sends HSTS only over HTTPS (a trusted proxy saying so)', async () => {
    const res = await arena.app.inject({ url: '/main', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(csp(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });
});

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`rate limits on ${variant.name}`, () => {
    let testDb: TestDb;
    let arena: ArenaApp;
    beforeAll(async () => {
      testDb = await variant.open();
      arena = await startApp(testDb.db, { rateLimit: { perMinute: 20, expensivePerMinute: 3 } });
    });
    afterAll(async () => {
      await arena?.close();
      await testDb?.drop();
    });

    it('answers the address over its budget with an envelope, HTTP 200, and Retry-After', async () => {
      const answers = [];
      for (let i = 0; i < 21; i++) answers.push(await call(arena, 'GET', '/api/universal/getHot'));
      expect(answers.slice(0, 20).every((a) => a.code === 0)).toBe(true);
      const last = await arena.app.inject({ url: '/api/universal/getHot', headers: { lang: 'en' } });
      expect(last.statusCode).toBe(200);
      expect(last.json()).toMatchObject({ code: 1, data: null });
      expect(last.json().msg).toMatch(/^Too many requests, please retry in \d+ s$/);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      // Another address still has its own budget.
      const other = await arena.app.inject({ url: '/api/universal/getHot', remoteAddress: '10.0.0.9' });
      expect(other.json().code).toBe(0);
    });

    it('gives expensive operations (SMS codes, login) a tighter budget of their own', async () => {
      const from = '10.0.0.20';
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await arena.app.inject({
          method: 'POST',
          url: '/api/user/getCode',
          remoteAddress: from,
          headers: { lang: 'en' },
          payload: { mobile: '13800000000', type: 1 },
        });
        codes.push(res.json());
      }
      expect(codes.slice(0, 3).every((c) => !/Too many requests/.test(c.msg))).toBe(true);
      expect(codes[3].msg).toMatch(/Too many requests/);
      const login = await arena.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: from,
        headers: { lang: 'en' },
        payload: {},
      });
      expect(login.json().msg).not.toMatch(/Too many requests/);
    });

    it('leaves the web app, Storybook and HLS files out of the budgets', async () => {
      const from = '10.0.0.30';
      for (let i = 0; i < 25; i++) {
        const res = await arena.app.inject({ url: '/favicon.ico', remoteAddress: from });
        expect(res.headers['retry-after']).toBeUndefined();
      }
    });
  });
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const HTML = '<html><script>alert(document.cookie)</script></html>';

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`uploads on ${variant.name}`, () => {
    let testDb: TestDb;
    let arena: ArenaApp;
    let session: string;
    beforeAll(async () => {
      testDb = await variant.open();
      arena = await startApp(testDb.db, { uploadQuota: { count: 3, bytes: 10_000_000 } });
      const [demo] = DEMO_ACCOUNTS;
      session = (await login(arena, demo!.mobile, demo!.password)).data.token;
    });
    afterAll(async () => {
      await arena?.close();
      await testDb?.drop();
    });
    const uploadToken = async () => (await call(arena, 'POST', '/api/Member/getQiniuToken', undefined, session)).data.token as string;
    const upload = async (body: Buffer, token: string, type = 'image/png') =>
      (
        await arena.app.inject({ method: 'POST', url: '/uploads', payload: body, headers: { 'content-type': type, lang: 'en', token } })
      ).json();

    it('serves a polyglot (a real PNG with HTML appended) re-encoded: pixels only, no HTML, as image/png with nosniff', async () => {
      const res = await upload(Buffer.concat([PNG, Buffer.from(HTML)]), await uploadToken());
      expect(res.code).toBe(0);
      const served = await arena.app.inject({ url: `/uploads/${res.data.key}` });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes('<script')).toBe(false);
      expect(served.rawPayload.includes('<html')).toBe(false);
    });

    it('refuses an HTML file with a PNG signature, and a PNG sent as a JPEG', async () => {
      const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.from(HTML)]);
      expect(await upload(fake, await uploadToken())).toMatchObject({ code: 1, msg: 'Only png or jpg images can be uploaded' });
      expect(await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), PNG]), await uploadToken(), 'image/jpeg')).toMatchObject({
        code: 1,
      });
    });

    it('spends a token on one upload', async () => {
      const token = await uploadToken();
      expect((await upload(PNG, token)).code).toBe(0);
      expect(await upload(PNG, token)).toMatchObject({ code: 1, msg: 'This upload token has been used; get a new one' });
    });

    it('stops a user at the daily quota', async () => {
      // Two stored above; the third fills the quota of 3.
      expect((await upload(PNG, await uploadToken())).code).toBe(0);
      expect(await upload(PNG, await uploadToken())).toMatchObject({ code: 1, msg: /Daily upload limit reached \(3 images/ });
    });
  });
}

describe('rate limits shared through Redis (REDIS_URL)', () => {
  const apps: ArenaApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('counts one budget across two server instances', async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(
        await startApp(await openPglite(null), { redisUrl: 'redis://127.0.0.1:6379', rateLimit: { perMinute: 6, expensivePerMinute: 0 } }),
      );
    }
    // An address of its own for this run: the Redis keys outlive the test by up to a minute.
    const from = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await apps[i % 2]!.app.inject({ url: '/api/universal/getHot', remoteAddress: from });
      codes.push(res.json().code);
    }
    expect(codes).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
  });
});
