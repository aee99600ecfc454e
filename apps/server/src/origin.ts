import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/**
 * The origin of the URLs the server builds (images, QR login, playlists, uploads). Issue 12: the
 * configured PUBLIC_ORIGIN when set, never the request's Host / X-Forwarded-Host (a client could make
 * us hand others its address). Without it (development) the request's, so localhost just works;
 * X-Forwarded-* count only from a proxy listed in TRUST_PROXY (Fastify's trustProxy).
 */
export function originOf(config: Pick<Config, 'publicOrigin'>, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** The score socket's address for system settings: PUBLIC_WS_URL, else derived from the origin above. */
export function websocketUrlOf(config: Pick<Config, 'publicOrigin' | 'publicWsUrl'>, request: FastifyRequest): string {
  if (config.publicWsUrl) return config.publicWsUrl;
  const origin = new URL(originOf(config, request));
  return `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}/ws`;
}
