import type { Queryable } from '../db/index';
import { UserError } from '../envelope';

// Issue 15: a form field that names an uploaded image (ID photos, a room's cover) must name a file the
// caller stored in our own upload store (POST /uploads: png or jpg under 5 MB, re-encoded). Clients send
// the store's `url` (`<origin>/uploads/<key>`), the path `/uploads/<key>` or the bare key; the database
// keeps the path, which `absolute()` turns back into a URL for any origin.

const KEY = /^[0-9a-f]{32}\.(png|jpg)$/;

/** The key a reference names, or undefined when it is not a reference to our store. */
export function uploadKeyOf(ref: string): string | undefined {
  const trimmed = ref.trim();
  let path = trimmed;
  const url = /^https?:\/\/[^/]+(\/.*)$/.exec(trimmed);
  if (url) path = url[1]!;
  const key = path.startsWith('/uploads/') ? path.slice('/uploads/'.length) : path;
  return KEY.test(key) ? key : undefined;
}

/**
 * The stored path (`/uploads/<key>`) of an image `userId` uploaded, or code 1 (`messageId`, naming what
 * the image is for) when the reference is not one of their png / jpg uploads.
 */
export async function requireOwnUpload(q: Queryable, userId: number, ref: string, messageId: string): Promise<string> {
  const key = uploadKeyOf(ref);
  if (!key) throw new UserError(messageId);
  const [row] = await q.query<{ content_type: string }>('select content_type from uploads where key = $1 and user_id = $2', [key, userId]);
  if (!row || !['image/png', 'image/jpeg'].includes(row.content_type)) throw new UserError(messageId);
  return `/uploads/${key}`;
}
