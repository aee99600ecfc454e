// Issue 13 (fast on a phone): the API's larger answers (match lists, room lists) go out compressed.
// Built assets are not compressed here: they have `.br` / `.gz` copies made at build time
// (routes/static.ts, `preCompressed`), which this plugin leaves alone (their Content-Encoding is set).

import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text only: JSON, HTML, CSS, JS, SVG. Not @fastify/compress's default, which also takes
 * `application/octet-stream`; video segments (`video/mp2t`, already compressed) and raster images never match.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)(?:;|$)|image\/svg\+xml|[^;]*\+json(?:;|$))/u;

/** Registered before every route: the plugin attaches itself to the routes added after it. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are not accepted compressed: nothing sends them so, and it is one more way to be flooded.
    globalDecompression: false,
    // Below about a packet, compressing saves nothing the round trip would notice.
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Brotli at quality 4 compresses about as fast as gzip and smaller; 11 is for build time only.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
}
