import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { UserError } from '../envelope';

// Issue 12 "Rate limits on every public operation": abuse limits per client address with
// @fastify/rate-limit, shared between server instances through Redis when REDIS_URL is set. One budget
// per address per minute for every operation (RATE_LIMIT_PER_MINUTE), and a tighter one of its own for
// each expensive operation — SMS, password work, uploads (RATE_LIMIT_EXPENSIVE_PER_MINUTE). Product rules
// per user (one barrage per 2 s, src/live/rates.ts) stay where they are: they are not abuse limits.
// WIRE.md: the answer is an envelope with HTTP 200, code 1, "too many requests, retry in N s", and a
// Retry-After header.

/** Operations that send SMS, hash passwords or store files: each with a tight budget of its own. */
export const EXPENSIVE =
  /^\/(api\/user\/(login|registered|getCode|forgotPassword|getLoginQrcode)|api\/Member\/(getQiniuToken|paymentPassword|setPassword)|api\/Captcha\/(get|check)|uploads)\/?$/i;

/** What the budgets cover: the operations, the sockets' handshakes, uploads, development routes. */
const COUNTED = /^\/(api|uploads|ws|im|dev)(\/|$)/i;

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const { perMinute, expensivePerMinute } = config.rateLimit;
  // Give each expensive route its own, tighter budget (the plugin reads `config.rateLimit` of a route).
  // This hook runs before the plugin's, which is registered after it.
  app.addHook('onRoute', (route) => {
    if (!EXPENSIVE.test(route.url)) return;
    route.config = {
      ...(route.config as object),
      rateLimit: expensivePerMinute > 0 ? { max: expensivePerMinute, timeWindow: 60_000 } : false,
    } as typeof route.config;
  });
  if (perMinute <= 0 && expensivePerMinute <= 0) return;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    global: perMinute > 0,
    max: perMinute > 0 ? perMinute : Number.MAX_SAFE_INTEGER,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'arena-rate-limit-' } : {}),
    // A Redis outage must not take the site down with it.
    skipOnError: true,
    allowList: (request) => !COUNTED.test(pathOf(request)),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      new UserError('server.security.tooManyRequests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
