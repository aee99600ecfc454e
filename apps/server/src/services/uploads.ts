import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { fail, ok } from '../envelope';
import { langOf, t } from '../i18n/index';
import { originOf } from '../origin';
import { newToken } from './crypto';

// Our own upload store (Member/getQiniuToken gives the token): `POST /uploads` with the image as the
// raw body (Content-Type image/png or image/jpeg, spec §5: png or jpg under 5M) and the token in the
// `token` header (or `?token=`). Files go to <data folder>/uploads and are served at /uploads/<key>.

export const UPLOAD_TOKEN_TTL_S = 3_600;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const TYPES: Record<string, { ext: string; magic: number[] }> = {
  'image/png': { ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  'image/jpeg': { ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
};

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

  /** `<user>.<expiry>.<mac>`: signed, expiring, bound to the user. */
  token(userId: number): { token: string; expires_in: number } {
    const expiry = Math.floor(this.config.now() / 1000) + UPLOAD_TOKEN_TTL_S;
    const payload = `${userId}.${expiry}`;
    return { token: `${payload}.${this.mac(payload)}`, expires_in: UPLOAD_TOKEN_TTL_S };
  }

  /** The user id of a valid, unexpired token. */
  check(token: string | undefined): number | undefined {
    const [user, expiry, mac] = (token ?? '').split('.');
    if (!user || !expiry || !mac || !/^\d+$/.test(user) || !/^\d+$/.test(expiry)) return undefined;
    const expected = Buffer.from(this.mac(`${user}.${expiry}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (Number(expiry) * 1000 <= this.config.now()) return undefined;
    return Number(user);
  }

  /** Stores an image; the content must really be the type it claims. */
  async store(userId: number, contentType: string, body: Buffer): Promise<string> {
    const type = TYPES[contentType];
    if (!type || body.length < type.magic.length || !type.magic.every((b, i) => body[i] === b))
      throw new Error('not an image of that type');
    const key = `${newToken()}.${type.ext}`;
    await writeFile(join(this.dir, key), body, { flag: 'wx' });
    await this.db.query('insert into uploads (key, user_id, content_type, size, created_at) values ($1, $2, $3, $4, $5)', [
      key,
      userId,
      contentType,
      body.length,
      new Date(this.config.now()),
    ]);
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
        const userId = this.check(token);
        if (!userId) return fail(t(lang, 'server.upload.badToken'));
        const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!(contentType in TYPES) || !Buffer.isBuffer(request.body)) return fail(t(lang, 'server.upload.type'));
        try {
          const key = await this.store(userId, contentType, request.body);
          return ok({ key, url: `${originOf(this.config, request)}/uploads/${key}` });
        } catch {
          return fail(t(lang, 'server.upload.type'));
        }
      });
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
