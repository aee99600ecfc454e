import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { openPglite } from '../src/db/index';
import { catalogs, hasMessage, langOf, t } from '../src/i18n/index';
import { call, login, startApp } from './helpers';

// Server messages are shown to users (spec §8), so they are catalogued in zh / en / vi like the rest.
describe('server messages', () => {
  let arena: ArenaApp;
  beforeAll(async () => {
    arena = await startApp(await openPglite(null));
  });
  afterAll(() => arena.close());

  it('given no language → zh, the spec’s own words (spec §8: 请登录后操作)', async () => {
    expect(await call(arena, 'GET', '/api/Member/info', undefined, undefined, null)).toMatchObject({ code: 700, msg: '请登录后操作' });
  });

  it('given a `lang` header → that language, for validation and handler messages alike', async () => {
    expect((await call(arena, 'POST', '/api/user/login', { password: 'secret1' }, undefined, 'vi')).msg).toBe('số điện thoại: bắt buộc');
    expect((await call(arena, 'POST', '/api/user/login', { password: 'secret1' }, undefined, 'zh')).msg).toBe('手机号：必填');
    const wrong = { mobile: '86-13800000001', password: 'not-the-password' };
    expect((await login(arena, wrong.mobile, wrong.password, 'zh')).msg).toBe('手机号或密码错误');
    expect((await login(arena, wrong.mobile, wrong.password, 'en')).msg).toBe('Incorrect mobile number or password');
    expect((await call(arena, 'POST', '/api/user/login', wrong, undefined, 'vi')).msg).toBe(
      'Vui lòng hoàn thành bước xác minh bảo mật trước',
    );
  });

  it('given only Accept-Language → its first language we speak', () => {
    expect(langOf({ 'accept-language': 'fr-FR,vi;q=0.8,en;q=0.5' })).toBe('vi');
    expect(langOf({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(langOf({ lang: 'de', 'accept-language': 'de' })).toBe('zh');
  });

  it('fills placeholders and leaves a text that is not an id as it is', () => {
    expect(t('en', 'server.sms.wait', { seconds: 45 })).toBe('Please wait 45 seconds before requesting another code');
    expect(t('zh', 'a literal')).toBe('a literal');
  });

  it('every message id the server code uses is in the catalogs', () => {
    const src = new URL('../src', import.meta.url).pathname;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) files.push(path);
      }
    };
    walk(src);
    const used = new Set(
      files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['`](server\.[a-zA-Z]+\.[a-zA-Z0-9.]+)['`]/g)].map((m) => m[1]!)),
    );
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((id) => !hasMessage(id) && !id.endsWith('.'))).toEqual([]);
    expect(Object.keys(catalogs.en).sort()).toEqual(Object.keys(catalogs.zh).sort());
  });
});
