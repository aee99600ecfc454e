import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { fail, ok, UserError } from '../envelope';
import { langOf, t } from '../i18n/index';
import { originOf } from '../origin';
import { newToken } from './crypto';
import { ImageVariants } from './image-variants';

// Our own upload store (Member/getQiniuToken gives the token): `POST /uploads` with the image as the
// raw body (Content-Type image/png or image/jpeg, spec §5: png or jpg under 5M) and the token in the
// `token` header (or `?token=`). Files go to <data folder>/uploads and are served at /uploads/<key>.
// Issue 12: a token stores one file only; a user stores at most UPLOAD_DAILY_COUNT files and
// UPLOAD_DAILY_BYTES bytes a day; every image is decoded and encoded afresh (sharp), so what our origin
// serves is pixels and nothing else — no appended HTML, no metadata, no polyglot.

export const UPLOAD_TOKEN_TTL_S = 3_600;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const TYPES: Record<string, { ext: string; magic: number[]; format: 'png' | 'jpeg' }> = {
  'image/png': { ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], format: 'png' },
  'image/jpeg': { ext: 'jpg', magic: [0xff, 0xd8, 0xff], format: 'jpeg' },
};

/** Decoding budget: a small file can claim a huge canvas (a "pixel bomb"); 40 megapixels is plenty. */
const MAX_PIXELS = 40_000_000;

/** The image decoded and encoded afresh in its own format, or undefined when it is not one. */
export async function reencode(body: Buffer, format: 'png' | 'jpeg'): Promise<Buffer | undefined> {
  try {
    const image = sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) return undefined;
    // rotate(): apply the EXIF orientation before the metadata (EXIF, XMP, comments) is dropped.
    const out = image.rotate();
    return format === 'png' ? await out.png().toBuffer() : await out.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  } catch {
    return undefined;
  }
}

export class Uploads {
  readonly dir: string;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly secret: string,
  ) {
    this.dir = config.dataDir ? join(config.dataDir, 'uploads') : mkdtempSync(join(tmpdir(), 'arena-uploads-'));
    mkdirSync(this.dir, { recursive: true });
  }

  private mac(payload: string) {
    return createHmac('sha256', this.secret).update(`upload:${payload}`).digest('base64url');
  }

  /** `<user>.<expiry>.<nonce>.<mac>`: signed, expiring, bound to the user, spent by one upload. */
  token(userId: number): { token: string; expires_in: number } {
    const expiry = Math.floor(this.config.now() / 1000) + UPLOAD_TOKEN_TTL_S;
    const payload = `${userId}.${expiry}.${newToken()}`;
    return { token: `${payload}.${this.mac(payload)}`, expires_in: UPLOAD_TOKEN_TTL_S };
  }

  /** The user and nonce of a valid, unexpired token (spent or not). */
  check(token: string | undefined): { userId: number; nonce: string } | undefined {
    const [user, expiry, nonce, mac] = (token ?? '').split('.');
    if (!user || !expiry || !nonce || !mac || !/^\d+$/.test(user) || !/^\d+$/.test(expiry)) return undefined;
    const expected = Buffer.from(this.mac(`${user}.${expiry}.${nonce}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (Number(expiry) * 1000 <= this.config.now()) return undefined;
    return { userId: Number(user), nonce };
  }

  /**
   * Stores an image: it must really be the type it claims, it is re-encoded, the token is spent and the
   * day's quota checked in one transaction (the user's row locked, so parallel uploads queue).
   */
  async store(userId: number, nonce: string, contentType: string, body: Buffer): Promise<string> {
    const type = TYPES[contentType];
    if (!type || body.length < type.magic.length || !type.magic.every((b, i) => body[i] === b)) throw new UserError('server.upload.type');
    const clean = await reencode(body, type.format);
    if (!clean) throw new UserError('server.upload.type');
    const key = `${newToken()}.${type.ext}`;
    const now = new Date(this.config.now());
    const quota = this.config.uploadQuota;
    await this.db.tx(async (q) => {
      await q.query('select id from users where id = $1 for update', [userId]);
      const spent = await q.query(
        'insert into upload_tokens_used (nonce, user_id, used_at) values ($1, $2, $3) on conflict do nothing returning nonce',
        [nonce, userId, now],
      );
      if (!spent.length) throw new UserError('server.security.uploadTokenUsed');
      const [day] = await q.query<{ count: string; bytes: string }>(
        'select count(*) as count, coalesce(sum(size), 0) as bytes from uploads where user_id = $1 and created_at > $2',
        [userId, new Date(this.config.now() - 86_400_000)],
      );
      if (Number(day!.count) + 1 > quota.count || Number(day!.bytes) + clean.length > quota.bytes) {
        throw new UserError('server.security.uploadQuota', { count: quota.count, megabytes: Math.floor(quota.bytes / 1024 / 1024) });
      }
      await q.query('insert into uploads (key, user_id, content_type, size, created_at) values ($1, $2, $3, $4, $5)', [
        key,
        userId,
        contentType,
        clean.length,
        now,
      ]);
      // Written inside the transaction: a failed write rolls the record back, never a record without a file.
      await writeFile(join(this.dir, key), clean, { flag: 'wx' });
    });
    return key;
  }

  async register(app: FastifyInstance): Promise<void> {
    await app.register(async (scope) => {
      scope.setErrorHandler((error: Error & { code?: string }, request, reply) => {
        const lang = langOf(request.headers);
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(200).send(fail(t(lang, 'server.upload.tooLarge')));
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') {
          return reply.code(200).send(fail(t(lang, 'server.upload.type')));
        }
        request.log.error({ err: error }, 'upload failed');
        return reply.code(200).send(fail(t(lang, 'server.generic.failure')));
      });
      for (const type of Object.keys(TYPES)) {
        scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) => done(null, body));
      }
      scope.post('/uploads', { bodyLimit: UPLOAD_MAX_BYTES }, async (request) => {
        const lang = langOf(request.headers);
        const header = request.headers.token;
        const token = (Array.isArray(header) ? header[0] : header) ?? (request.query as { token?: string }).token;
        const checked = this.check(token);
        if (!checked) return fail(t(lang, 'server.upload.badToken'));
        const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!(contentType in TYPES) || !Buffer.isBuffer(request.body)) return fail(t(lang, 'server.upload.type'));
        try {
          const key = await this.store(checked.userId, checked.nonce, contentType, request.body);
          return ok({ key, url: `${originOf(this.config, request)}/uploads/${key}` });
        } catch (error) {
          if (error instanceof UserError) return fail(t(lang, error.id, error.params));
          throw error;
        }
      });
      // `?w=` asks for a resized AVIF/WebP copy (issue 13); without it, the upload as stored.
      scope.addHook('onRequest', new ImageVariants(this.dir).hook);
      scope.register(fastifyStatic, {
        root: this.dir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        setHeaders: (res) => {
          res.setHeader('x-content-type-options', 'nosniff');
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    });
  }
}
