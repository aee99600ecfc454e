// Issue 13 (fast on a phone): how long a browser keeps what the static routes send.
import { basename, sep } from 'node:path';

const YEAR = 'public, max-age=31536000, immutable';
/** Vite names every built asset `assets/<name>-<hash>.<ext>`: its content never changes under that name. */
const HASHED = /-[\w-]{8,}\.[a-z0-9]+$/i;
/** `scores.js` keeps its name (third-party pages load it), so it may change under it: minutes, not a year. */
const EMBED_SCRIPT = 'public, max-age=300';

/** The Cache-Control of a static file, by its path on disk (the `.br`/`.gz` copy's name is read as the file's). */
export function cacheControlOf(path: string): string {
  const file = path.replace(/\.(br|gz)$/, '');
  const name = basename(file);
  if (file.includes(`${sep}assets${sep}`) && HASHED.test(name)) return YEAR;
  if (name === 'scores.js') return EMBED_SCRIPT;
  // index.html, the history-mode fallback and anything else unhashed: revalidated (ETag / Last-Modified).
  return 'no-cache';
}

/** @fastify/static's `setHeaders`: the cache policy, and `Vary` because the same URL has three encodings. */
export function setStaticHeaders(res: { setHeader(name: string, value: string): unknown }, path: string): void {
  res.setHeader('cache-control', cacheControlOf(path));
  res.setHeader('vary', 'Accept-Encoding');
}
