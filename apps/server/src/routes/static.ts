import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { langOf, t } from '../i18n/index';
import { setStaticHeaders } from './caching';
import { WebPage } from './page';

/** Paths served by something other than the web app's history-mode fallback. */
const RESERVED = /^\/(api|dev|ws|im|hls|embed|uploads|storybook|static|pay)(\/|$)/i;

/** The web app (history mode), the embed widget, the built Storybook, and the 404 for everything else. */
export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  const webIndex = join(config.webDist, 'index.html');
  const page = new WebPage(webIndex);
  let decorated = false;
  for (const [root, prefix] of [
    [config.webDist, '/'],
    [config.embedDist, '/embed/'],
    [config.storybookDist, '/storybook/'],
  ] as const) {
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      // The web app's page goes out through WebPage (with the answer's CSP nonce), never as a file.
      index: prefix === '/' ? false : ['index.html'],
      allowedPath: prefix === '/' ? (path: string) => path !== '/index.html' : undefined,
      wildcard: true,
      // Issue 13: the build's `.br` / `.gz` copies (scripts/vite-precompress.ts), the best one the client
      // accepts; our own Cache-Control (routes/caching.ts) instead of send's `max-age=0`.
      preCompressed: true,
      cacheControl: false,
      setHeaders: setStaticHeaders,
    });
    decorated = true;
  }

  // The site's root is the web app's page too (the static plugin, without an index, would refuse it).
  if (existsSync(config.webDist))
    app.get('/', (request, reply) => (existsSync(webIndex) ? page.send(request, reply) : reply.callNotFound()));

  // The embed widget's iframe page (README "Embedding live scores"): /embed/scores?sport=&league=&…
  if (existsSync(join(config.embedDist, 'scores.html'))) {
    app.get('/embed/scores', (_request, reply) => reply.type('text/html').sendFile('scores.html', config.embedDist));
  }

  // Browsers ask for /favicon.ico on every page, the Storybook iframe included.
  const favicon = join(config.webDist, 'favicon.svg');
  app.get('/favicon.ico', (_request, reply) => {
    if (!existsSync(favicon)) return reply.code(404).send({ code: 404, msg: 'Not found', data: null });
    return reply.type('image/svg+xml').sendFile('favicon.svg', config.webDist);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !RESERVED.test(path) && !/\.[a-z0-9]+$/i.test(path);
    const isPage = wantsPage || (request.method === 'GET' && /^\/index\.html$/i.test(path));
    if (isPage && existsSync(webIndex)) return page.send(request, reply);
    return reply.code(404).send({ code: 404, msg: t(langOf(request.headers), 'server.generic.notFound'), data: null });
  });
}
