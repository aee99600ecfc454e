import { readFileSync, statSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The web app's page (index.html) for `/`, every history-mode route and /index.html, sent with the
// answer's CSP nonce (security/headers.ts) in <meta property="csp-nonce">: the libraries that insert
// <style> at run time (Radix through get-nonce, React Aria) read it there (apps/web/src/cspNonce.ts),
// so the policy needs no 'unsafe-inline'. The page changes with every answer: it carries no ETag or
// Last-Modified (a 304 would pair the stored page's nonce with a new policy's), `no-cache` makes the
// browser ask every time, and @fastify/compress compresses it on the way instead of the build's copies.

const NONCE_MARK = /<head>/i;

export class WebPage {
  private cached: { mtimeMs: number; html: string } | undefined;

  constructor(private readonly file: string) {}

  /** The built page, read again only when the build changed it. */
  private template(): string {
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(this.file, 'utf8') };
    return this.cached.html;
  }

  /** The page for one answer: the nonce is base64 (headers.ts), so it needs no escaping in an attribute. */
  html(nonce: string): string {
    const html = this.template();
    if (!nonce) return html;
    return html.replace(NONCE_MARK, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.html(request.cspNonce));
  }
}
