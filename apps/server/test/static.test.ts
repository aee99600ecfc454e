import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { type Db, openPglite } from '../src/db/index';
import { startApp } from './helpers';

// Issue 13 (fast on a phone): what the static layer and the API send over the wire — the build's
// brotli/gzip copies, the cache policy, and compressed API lists. A dist folder of its own, so the
// tests do not depend on a build having run.

const SCRIPT = `export const app = ${JSON.stringify('arena '.repeat(400))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC12_xY.js"></script></head><body>${'<!-- shell -->'.repeat(100)}</body></html>`;
const EMBED = `customElements.define('arena-scores', class extends HTMLElement {});${' '.repeat(2000)}`;

/** A file and its `.br` / `.gz` copies, as scripts/vite-precompress.ts writes them. */
function withCopies(path: string, body: string): void {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
}

describe('given a web build with brotli and gzip copies', () => {
  let db: Db;
  let arena: ArenaApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arena-static-'));
    const web = join(dir, 'web');
    const embed = join(dir, 'embed');
    mkdirSync(join(web, 'assets'), { recursive: true });
    mkdirSync(embed);
    withCopies(join(web, 'index.html'), INDEX);
    withCopies(join(web, 'assets', 'index-AbC12_xY.js'), SCRIPT);
    // What apps/web/vite-route-preload.ts writes: a route's JS beyond the entry's, one entry not a build file.
    writeFileSync(
      join(web, 'route-preload.json'),
      JSON.stringify({ '/main': ['/assets/HomePage-Qw3_x.js', '/assets/store-9z.js'], '/score-live': ['/assets/x.js"><script>'] }),
    );
    withCopies(join(embed, 'scores.js'), EMBED);
    db = await openPglite(null);
    arena = await startApp(db, { webDist: web, embedDist: embed, storybookDist: join(dir, 'none') });
  });
  afterAll(async () => {
    await arena?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    arena.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('when the client accepts brotli → the .br copy goes out, with the type of the file and Vary', async () => {
    const res = await get('/assets/index-AbC12_xY.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it("names the route's own chunks as modulepreload in its page, on the desktop and the mobile site, and no others", async () => {
    for (const url of ['/main', '/m/main', '/MAIN/', '/m/main?x=1']) {
      const body = (await get(url)).body;
      expect(body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-Qw3_x.js"><link rel="modulepreload" crossorigin href="/assets/store-9z.js"></head>',
      );
    }
    for (const url of ['/anchor', '/m/anchor', '/', '/mmain', '/score-live', '/__proto__', '/constructor'])
      expect((await get(url)).body).not.toContain('modulepreload');
  });

  it('when the client accepts gzip only → the .gz copy', async () => {
    const res = await get('/assets/index-AbC12_xY.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('when the client accepts no encoding → the file itself, still with Vary', async () => {
    const res = await get('/assets/index-AbC12_xY.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('when a hashed asset is asked for → cached for a year, immutable', async () => {
    const res = await get('/assets/index-AbC12_xY.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when index.html or a history-mode route is asked for → compressed, asked for again every time, with its own style nonce', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/score-live', '/m/anchor']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // No validator: a 304 would pair the stored page's nonce with this answer's policy.
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['last-modified'], url).toBeUndefined();
      // Issue 12: the page hands the libraries that insert <style> the nonce its policy allows.
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce!);
      const page = INDEX.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}">`);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
    expect(nonces.size).toBe(4);
  });

  it("when the embed's scores.js is asked for → compressed, cached for minutes only (its name has no hash)", async () => {
    const res = await get('/embed/scores.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('when an API list is larger than a kilobyte → it goes out compressed; a small answer does not', async () => {
    const list = await get('/api/Football/football_match?page=1', 'gzip, deflate, br');
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString());
    expect(body.code).toBe(0);
    expect(list.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 2);

    const gzipOnly = await get('/api/Football/football_match?page=1', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString()).code).toBe(0);

    const small = await get('/api/member/info', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(700);
  });
});
