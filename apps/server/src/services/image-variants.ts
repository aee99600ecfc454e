import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';

// Issue 13 "Images": an uploaded picture (room covers, avatars) at the size it is shown and in the
// most compact format the browser takes. `/uploads/<key>?w=320` answers AVIF to a browser whose
// Accept names image/avif, WebP to one naming image/webp, else the upload's own format — resized to
// one of a few widths (never enlarged), so the cache holds a bounded set. Each variant is made once,
// on first request, and kept beside the uploads (`.variants/`); concurrent first requests share one
// encode. The upload itself stays what `/uploads/<key>` serves without `w`.

/** The widths a card or avatar asks for (1× and 2× of the sizes the widgets show). */
export const VARIANT_WIDTHS = [64, 128, 160, 320, 480, 640, 960] as const;
type Format = 'avif' | 'webp' | 'png' | 'jpeg';

const KEY = /^[a-f0-9]{16,64}\.(png|jpg)$/;
const QUALITY: Record<Format, object> = {
  // AVIF at effort 4 encodes a 320-pixel cover in well under a second on one core; 50 looks like JPEG 80.
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75 },
  png: { compressionLevel: 9 },
  jpeg: { quality: 80, mozjpeg: true },
};

/** The best format the request's Accept header names, or the upload's own. */
export function formatFor(accept: string | undefined, own: 'png' | 'jpeg'): Format {
  if (/\bimage\/avif\b/i.test(accept ?? '')) return 'avif';
  if (/\bimage\/webp\b/i.test(accept ?? '')) return 'webp';
  return own;
}

export class ImageVariants {
  private readonly dir: string;
  private readonly making = new Map<string, Promise<Buffer>>();

  constructor(private readonly uploads: string) {
    this.dir = join(uploads, '.variants');
    mkdirSync(this.dir, { recursive: true });
  }

  /** The variant's bytes: from the cache, or encoded now (once, however many ask at the same time). */
  private variant(key: string, width: number, format: Format): Promise<Buffer> {
    const name = `${key.replace(/\.\w+$/, '')}.${width}.${format}`;
    const file = join(this.dir, name);
    if (existsSync(file)) return readFile(file);
    let pending = this.making.get(name);
    if (!pending) {
      pending = (async () => {
        const bytes = await sharp(join(this.uploads, key))
          .resize({ width, withoutEnlargement: true })
          .toFormat(format, QUALITY[format])
          .toBuffer();
        // Written under a temporary name and renamed: a reader never sees half a file.
        const temporary = `${file}.${process.pid}.tmp`;
        // A failed write only costs the next request an encode.
        await writeFile(temporary, bytes)
          .then(() => rename(temporary, file))
          .catch(() => undefined);
        return bytes;
      })().finally(() => this.making.delete(name));
      this.making.set(name, pending);
    }
    return pending;
  }

  /**
   * An onRequest hook for the uploads' scope: answers `?w=` requests, leaves every other request to
   * the static files. An unknown width or key is left to them too (they answer the file or a 404).
   */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path, search] = request.url.split('?', 2);
    if (!search || !path?.startsWith('/uploads/')) return;
    const width = Number(new URLSearchParams(search).get('w'));
    const key = path.slice('/uploads/'.length);
    if (!(VARIANT_WIDTHS as readonly number[]).includes(width) || !KEY.test(key) || !existsSync(join(this.uploads, key))) return;
    const format = formatFor(request.headers.accept, key.endsWith('.png') ? 'png' : 'jpeg');
    const bytes = await this.variant(key, width, format);
    await reply
      .header('content-type', `image/${format}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      // The same address answers three formats: a cache must key on what the browser accepts.
      .header('vary', 'Accept')
      .send(bytes);
  };
}
