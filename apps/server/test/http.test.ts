import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { type Db, openPglite } from '../src/db/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { call, solveCaptcha, startApp } from './helpers';

// The HTTP edges of the contract routes and the static layer; they do not depend on the database kind.

describe('given a server without a web build', () => {
  let db: Db;
  let arena: ArenaApp;
  beforeAll(async () => {
    db = await openPglite(null);
    arena = await startApp(db, { webDist: join(tmpdir(), 'arena-no-such-dist') });
  });
  afterAll(async () => {
    await arena?.close();
    await db?.close();
  });

  it('when a POST body is form-urlencoded → it is refused (issue 12: JSON only, no cross-site form posts)', async () => {
    const res = await arena.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
      payload: new URLSearchParams({
        mobile: DEMO_ACCOUNTS[0].mobile,
        password: DEMO_ACCOUNTS[0].password,
        ...(await solveCaptcha(arena)),
      }).toString(),
    });
    expect(res.json()).toMatchObject({ code: 1, msg: 'This operation takes a POST with a JSON body', data: null });
  });

  it('when an operation the contract declares POST is called with GET → refused; a declared GET answers both', async () => {
    const viaGet = await call(arena, 'GET', '/api/user/getCode', { mobile: '86-13955550001', type: '2' });
    expect(viaGet).toMatchObject({ code: 1, msg: 'This operation takes a POST with a JSON body' });
    const [sent] = await db.query<{ n: number }>('select count(*)::int as n from sms_codes where mobile = $1', ['86-13955550001']);
    expect(sent!.n).toBe(0);
    expect((await call(arena, 'GET', '/api/Member/SignOut')).msg).toBe('This operation takes a POST with a JSON body');
    expect((await call(arena, 'POST', '/api/Live_streaming/getLiveList', { type: 2 })).code).toBe(0);
  });

  it('when a query string carries a number → it is coerced to the declared type, and a non-number is refused by name', async () => {
    expect((await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: '2' })).code).toBe(0);
    expect((await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: 'two' })).msg).toBe('type: must be a whole number');
  });

  it('when a read (declared GET) is posted with query and body → they are merged into one input', async () => {
    const res = await arena.app.inject({ method: 'POST', url: '/api/Live_streaming/getLiveList?page=1', payload: { type: 2 } });
    expect(res.json()).toMatchObject({ code: 0, data: { current_page: 1 } });
  });

  it('when a write (declared POST) carries its fields in the query string → they are not read (issue 12: JSON body only)', async () => {
    const res = await arena.app.inject({
      method: 'POST',
      url: `/api/user/login?mobile=${DEMO_ACCOUNTS[0].mobile}`,
      headers: { lang: 'en' },
      payload: { password: DEMO_ACCOUNTS[0].password, ...(await solveCaptcha(arena)) },
    });
    expect(res.json()).toMatchObject({ code: 1, msg: 'mobile: is required' });
  });

  it('when the JSON body is malformed → code 1 in the envelope, not a 400', async () => {
    const res = await arena.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, data: null });
  });

  it('when a page path is asked for and there is no web build → the 404 envelope', async () => {
    const res = await arena.app.inject({ method: 'GET', url: '/football' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '未找到', data: null });
  });

  it('when the controller is written in another case → the same operation answers', async () => {
    expect((await call(arena, 'GET', '/api/member/INFO')).code).toBe(700);
    expect(
      (
        await call(arena, 'POST', '/API/USER/LOGIN', {
          mobile: DEMO_ACCOUNTS[0].mobile,
          password: DEMO_ACCOUNTS[0].password,
          ...(await solveCaptcha(arena)),
        })
      ).code,
    ).toBe(0);
  });

  it('when no code was sent to a number → the development sink says so', async () => {
    const res = await arena.app.inject({ method: 'GET', url: '/dev/sms/latest?mobile=86-13955550009' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: null });
  });
});

describe('given a server with a web build', () => {
  let db: Db;
  let arena: ArenaApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'arena-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Arena</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    db = await openPglite(null);
    arena = await startApp(db, { webDist: dist });
  });
  afterAll(async () => {
    await arena?.close();
    await db?.close();
  });

  it('when a history-mode route is asked for → index.html', async () => {
    for (const url of ['/', '/main', '/live?uid=2', '/member/deep/path']) {
      const res = await arena.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Arena</title>');
    }
  });

  it('when a file exists → the file; when a file is missing or the path is reserved → the 404 envelope', async () => {
    expect((await arena.app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/missing.js', '/api/Nope/nope', '/dev/nothing', '/uploads/x', '/hls/room.m3u8']) {
      const res = await arena.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 404, msg: '未找到', data: null });
    }
  });
});

describe('given a configured SMS provider', () => {
  let db: Db;
  let arena: ArenaApp;
  beforeAll(async () => {
    db = await openPglite(null);
    arena = await startApp(db, { smsProvider: { kind: 'webhook', url: 'http://127.0.0.1:9/sms' } });
  });
  afterAll(async () => {
    await arena?.close();
    await db?.close();
  });

  it('when the development sink is asked for → it does not exist', async () => {
    expect(arena.devSms).toBeUndefined();
    const res = await arena.app.inject({ method: 'GET', url: '/dev/sms/latest?mobile=86-13800000001' });
    expect(res.json()).toEqual({ code: 404, msg: '未找到', data: null });
  });

  it('when the provider cannot be reached → a generic failure, no code leaks', async () => {
    const res = await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile: '86-13955550002', type: 1 });
    expect(res).toMatchObject({ code: 1, msg: 'Something went wrong, please try again later', data: null });
    // The failed send does not count against the 60 s limit: a retry reaches the provider again.
    expect(
      await call(arena, 'POST', '/api/user/getCode', { ...(await solveCaptcha(arena)), mobile: '86-13955550002', type: 1 }),
    ).toMatchObject({
      msg: 'Something went wrong, please try again later',
    });
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from sms_codes where mobile = $1', ['86-13955550002']);
    expect(row!.n).toBe(0);
  });
});
