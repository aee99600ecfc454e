import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

// Issue 12 "Headers": one strict Content-Security-Policy for the web app and the API, a looser one for
// the built Storybook (its preview runs inline scripts and eval), and the embed's iframe page, which any
// site may frame. HSTS only when the answer travels over HTTPS. e2e/csp.spec.ts visits every page and
// expects zero `securitypolicyviolation` events.

type Directives = Record<string, string[]>;
export type HeaderProfile = 'app' | 'storybook' | 'frame';

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce this answer's Content-Security-Policy allows inline styles with ('' outside the web app). */
    cspNonce: string;
  }
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** `'sha256-…'` sources for the inline <script>/<style> blocks of a built HTML page (Vite may inline some). */
export function inlineHashes(file: string): { script: string[]; style: string[] } {
  const out = { script: [] as string[], style: [] as string[] };
  if (!existsSync(file)) return out;
  const html = readFileSync(file, 'utf8');
  for (const [, tag, attrs, body] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    if (tag!.toLowerCase() === 'script' && /\bsrc\s*=/i.test(attrs!)) continue;
    if (!body) continue;
    const hash = hashOf(body);
    (tag!.toLowerCase() === 'script' ? out.script : out.style).push(hash);
  }
  return out;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin.replace(/^null$/, '')].filter(Boolean);
  } catch {
    return [];
  }
}

/** The third-party hosts a configured driver needs (Tencent captcha, Tencent IM); none by default. */
function driverSources(config: Config): { script: string[]; connect: string[]; frame: string[]; img: string[] } {
  const out = { script: [] as string[], connect: [] as string[], frame: [] as string[], img: [] as string[] };
  if (config.captcha.driver === 'tencent') {
    // TJCaptcha.js (apps/web/src/features/auth/captcha.ts) loads its frame and images from these hosts.
    out.script.push('https://turing.captcha.qcloud.com', 'https://*.captcha.qcloud.com');
    out.frame.push('https://turing.captcha.qcloud.com', 'https://*.captcha.qcloud.com');
    out.connect.push('https://*.captcha.qcloud.com');
    out.img.push('https://*.captcha.qcloud.com', 'https://*.captcha.gtimg.com');
  }
  if (config.live.imDriver === 'tim') {
    out.connect.push('https://*.tim.qq.com', 'wss://*.tim.qq.com', 'https://*.im.qcloud.com', 'wss://*.im.qcloud.com');
  }
  return out;
}

/** The policies, computed once at start (the built pages' inline hashes included). */
export function policies(config: Config, https: boolean): Record<HeaderProfile, Directives> {
  const web = inlineHashes(join(config.webDist, 'index.html'));
  const frame = inlineHashes(join(config.embedDist, 'scores.html'));
  const drivers = driverSources(config);
  const base: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'font-src': ["'self'", 'data:'],
    // Avatars and covers can be data:/blob: previews before upload; hls.js plays through MSE (blob:).
    'img-src': ["'self'", 'data:', 'blob:', ...drivers.img],
    'media-src': ["'self'", 'blob:'],
    // hls.js may run its transmuxer in a worker built from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    // 'self' covers ws(s):// to this host (CSP3); the score socket may live elsewhere (PUBLIC_WS_URL).
    'connect-src': ["'self'", ...originOf(config.publicWsUrl), ...drivers.connect],
    'script-src': ["'self'", ...web.script, ...drivers.script],
    'script-src-attr': ["'none'"],
    // No inline styles but those carrying this answer's nonce (added per request, below): Radix's modal
    // dialogs (react-remove-scroll) insert a stylesheet computed from the scrollbar's width, which no
    // hash can name, and React Aria inserts two more; the page's <meta property="csp-nonce"> hands them
    // the nonce (routes/page.ts, apps/web/src/cspNonce.ts).
    // index.html's own <style> (the boot shell's rules, apps/web/vite-boot-shell.ts) by its hash.
    'style-src': ["'self'", ...web.style],
    'frame-src': ["'self'", ...drivers.frame],
    'frame-ancestors': ["'none'"],
  };
  if (https) base['upgrade-insecure-requests'] = [];
  return {
    app: base,
    frame: {
      ...base,
      'script-src': ["'self'", ...frame.script],
      'style-src': ["'self'", ...frame.style],
      'frame-src': ["'none'"],
      // The embed's iframe page (README "Embedding live scores") is made to be framed by any site.
      'frame-ancestors': ['*'],
    },
    // Storybook's preview boots with inline scripts and evaluates story sources: a looser policy, only
    // under /storybook/, still framed by nothing but itself (the manager frames iframe.html).
    storybook: {
      ...base,
      'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'frame-ancestors': ["'self'"],
    },
  };
}

export function profileOf(path: string): HeaderProfile {
  if (/^\/storybook(\/|$)/i.test(path)) return 'storybook';
  if (/^\/embed\/scores\/?$/i.test(path)) return 'frame';
  return 'app';
}

/** Resources another site may load with <script>/<img> (the embed's script, pictures): CORP cross-origin. */
const SHARED = /^\/(embed|art|uploads|favicon\.)/i;

/**
 * Whether the answer travels over HTTPS: the request itself (through a trusted proxy's
 * X-Forwarded-Proto), or a public origin that says https.
 */
function overHttps(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  return request.protocol === 'https' || (publicOrigin ?? '').startsWith('https:');
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const { publicOrigin } = config;
  // ──
  const byTransport = { http: policies(config, false), https: policies(config, true) };
  const common: FastifyHelmetOptions = {
    global: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  };
  await app.register(fastifyHelmet, common);
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const https = overHttps(request, publicOrigin);
    const profile = profileOf(path);
    let directives = byTransport[https ? 'https' : 'http'][profile];
    if (profile === 'app') {
      // A fresh nonce for every answer: only the page served with it (routes/page.ts) can use it.
      request.cspNonce = randomBytes(16).toString('base64');
      directives = { ...directives, 'style-src': [...(directives['style-src'] ?? []), `'nonce-${request.cspNonce}'`] };
    }
    await reply.helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // frame-ancestors says it for current browsers; X-Frame-Options for the old ones.
      xFrameOptions: profile === 'frame' ? false : profile === 'storybook' ? { action: 'sameorigin' } : { action: 'deny' },
      crossOriginResourcePolicy: { policy: SHARED.test(path) ? 'cross-origin' : 'same-origin' },
    });
  });
}
