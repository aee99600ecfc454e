import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { type Db, openPglite } from '../src/db/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { solveCaptcha, startApp } from './helpers';

// The embeddable score widget (apps/embed) runs on other sites: its script and iframe page are served
// under /embed/, and the public calls it reads answer cross-origin GETs.

describe('given a server with an embed build', () => {
  let db: Db;
  let arena: ArenaApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'arena-embed-dist-'));
    writeFileSync(join(dist, 'scores.js'), 'console.log("scores")');
    writeFileSync(join(dist, 'scores.html'), '<!doctype html><title>Arena</title><script src="scores.js" data-frame></script>');
    db = await openPglite(null);
    arena = await startApp(db, { embedDist: dist });
  });
  afterAll(async () => {
    await arena?.close();
    await db?.close();
  });

  it('when the script and the iframe page are asked for → /embed/scores.js and /embed/scores (with a query)', async () => {
    const script = await arena.app.inject({ method: 'GET', url: '/embed/scores.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("scores")');
    const page = await arena.app.inject({ method: 'GET', url: '/embed/scores?sport=football&locale=en&limit=5' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('data-frame');
  });

  it('when another origin reads the match lists and system settings → allowed (any origin, no credentials)', async () => {
    for (const url of [
      '/api/Football/football_match?status=0&limit=5',
      '/api/football/football_match',
      '/api/Basketball/getList?limit=5',
      '/api/hot_match/all_match',
      '/api/universal/getHot',
    ]) {
      const res = await arena.app.inject({ method: 'GET', url, headers: { origin: 'http://127.0.0.1:9999' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().code, url).toBe(0);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  it('when another origin calls anything else (login, a user call) → no CORS header', async () => {
    const login = await arena.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { origin: 'http://127.0.0.1:9999' },
      payload: { mobile: DEMO_ACCOUNTS[0].mobile, password: DEMO_ACCOUNTS[0].password, ...(await solveCaptcha(arena)) },
    });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
    const info = await arena.app.inject({ method: 'GET', url: '/api/member/info', headers: { origin: 'http://127.0.0.1:9999' } });
    expect(info.headers['access-control-allow-origin']).toBeUndefined();
  });
});
