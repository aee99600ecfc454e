import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The web app's page (index.html) for `/`, every history-mode route and /index.html, sent with the
// answer's CSP nonce (security/headers.ts) in <meta property="csp-nonce">: the libraries that insert
// <style> at run time (Radix through get-nonce, React Aria) read it there (apps/web/src/cspNonce.ts),
// so the policy needs no 'unsafe-inline'. The page changes with every answer: it carries no ETag or
// Last-Modified (a 304 would pair the stored page's nonce with a new policy's), `no-cache` makes the
// browser ask every time, and @fastify/compress compresses it on the way instead of the build's copies.
// Issue 13: the page names the route's own JS files as <link rel="modulepreload"> (the build's
// route-preload.json, apps/web/vite-route-preload.ts), so they load beside the entry, not after it.

/** The mobile site's prefix (apps/web/src/lib/mobileSite.ts): /m/main is the route /main. */
const MOBILE_PREFIX = /^\/m(?=\/|$)/i;
const PRELOAD_FILE = 'route-preload.json';

/** A page address's route key, as the web app's routeOf matches it: no /m prefix, lower case, no trailing slash. */
export function routeKey(pathname: string): string {
  return pathname.replace(MOBILE_PREFIX, '').toLowerCase().replace(/\/+$/, '') || '/';
}

const NONCE_MARK = /<head>/i;

export class WebPage {
  private cached: { mtimeMs: number; html: string; preloads: Record<string, string[]> } | undefined;

  constructor(private readonly file: string) {}

  /** The built page and its routes' preloads, read again only when the build changed the page. */
  private template(): { html: string; preloads: Record<string, string[]> } {
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs !== mtimeMs) {
      const preloadFile = join(this.file, '..', PRELOAD_FILE);
      const preloads = existsSync(preloadFile) ? (JSON.parse(readFileSync(preloadFile, 'utf8')) as Record<string, string[]>) : {};
      this.cached = { mtimeMs, html: readFileSync(this.file, 'utf8'), preloads };
    }
    return this.cached;
  }

  /**
   * The page for one answer and address: the nonce is base64 (headers.ts) and the preloaded files are
   * the build's own names (`/assets/…`), so neither needs escaping in an attribute.
   */
  html(nonce: string, pathname = '/'): string {
    const { html, preloads } = this.template();
    const files = Object.hasOwn(preloads, routeKey(pathname)) ? (preloads[routeKey(pathname)] ?? []) : [];
    const links = files
      .filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
      .join('');
    const withLinks = links ? html.replace(/<\/head>/i, `${links}</head>`) : html;
    if (!nonce) return withLinks;
    return withLinks.replace(NONCE_MARK, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.html(request.cspNonce, pathname));
  }
}
