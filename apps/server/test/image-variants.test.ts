import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { openPglite } from '../src/db/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { formatFor } from '../src/services/image-variants';
import { call, login, startApp } from './helpers';

// Issue 13 "Images": an upload at the size shown, in the most compact format the browser accepts.

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('image variants of uploads', () => {
  let arena: ArenaApp;
  let key: string;
  let original: Buffer;
  let session: string;
  beforeAll(async () => {
    arena = await startApp(await openPglite(null));
    const [demo] = DEMO_ACCOUNTS;
    session = (await login(arena, demo!.mobile, demo!.password)).data.token;
    const token = (await call(arena, 'POST', '/api/Member/getQiniuToken', undefined, session)).data.token as string;
    // A 16:9 cover with some detail, as a streamer would upload it.
    original = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#2a6' } })
      .composite([{ input: Buffer.from('<svg width="1280" height="720"><circle cx="640" cy="360" r="300" fill="#fc0"/></svg>') }])
      .png()
      .toBuffer();
    const res = await arena.app.inject({
      method: 'POST',
      url: '/uploads',
      payload: original,
      headers: { 'content-type': 'image/png', token },
    });
    key = res.json().data.key;
  });
  afterAll(() => arena?.close());

  const get = (url: string, accept?: string) => arena.app.inject({ url, headers: accept ? { accept } : {} });

  it('picks AVIF, then WebP, then the upload’s own format from Accept', () => {
    expect(formatFor(CHROME_ACCEPT, 'png')).toBe('avif');
    expect(formatFor('image/webp,*/*', 'jpeg')).toBe('webp');
    expect(formatFor('*/*', 'jpeg')).toBe('jpeg');
    expect(formatFor(undefined, 'png')).toBe('png');
  });

  it('answers ?w=320 in AVIF at 320 pixels wide to a browser that takes AVIF, far smaller than the upload', async () => {
    const res = await get(`/uploads/${key}?w=320`, CHROME_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('heif');
    expect([meta.width, meta.height]).toEqual([320, 180]);
    expect(res.rawPayload.length).toBeLessThan(original.length / 5);
  });

  it('answers WebP to a browser that takes WebP only, and the PNG resized to one that takes neither', async () => {
    const webp = await get(`/uploads/${key}?w=640`, 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(640);
    const png = await get(`/uploads/${key}?w=160`, '*/*');
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(160);
  });

  it('makes a variant once: parallel first requests and a later one get the same bytes', async () => {
    const first = await Promise.all([1, 2, 3].map(() => get(`/uploads/${key}?w=480`, CHROME_ACCEPT)));
    const later = await get(`/uploads/${key}?w=480`, CHROME_ACCEPT);
    for (const res of [...first, later]) expect(res.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
  });

  it('never enlarges, and leaves widths it does not make and unknown files to the static files', async () => {
    const wide = await get(`/uploads/${key}?w=960`, CHROME_ACCEPT);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(960);
    // A picture narrower than the width asked for keeps its own width.
    const tiny = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const token = (await call(arena, 'POST', '/api/Member/getQiniuToken', undefined, session)).data.token as string;
    const small = (
      await arena.app.inject({ method: 'POST', url: '/uploads', payload: tiny, headers: { 'content-type': 'image/png', token } })
    ).json();
    expect((await sharp((await get(`/uploads/${small.data.key}?w=640`, CHROME_ACCEPT)).rawPayload).metadata()).width).toBe(100);
    const odd = await get(`/uploads/${key}?w=333`, CHROME_ACCEPT);
    expect(odd.headers['content-type']).toBe('image/png');
    expect(odd.rawPayload.equals((await get(`/uploads/${key}`)).rawPayload)).toBe(true);
    const missing = await get('/uploads/0123456789abcdef0123456789abcdef.png?w=320', CHROME_ACCEPT);
    expect(missing.statusCode).toBe(404);
    const traversal = await get('/uploads/..%2f..%2fetc%2fpasswd?w=320', CHROME_ACCEPT);
    expect(traversal.body).not.toContain('root:');
    expect(traversal.headers['content-type']).not.toMatch(/^image\//);
  });
});
