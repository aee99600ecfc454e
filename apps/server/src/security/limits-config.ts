// The abuse limits' settings (issue 12), read from the environment by config.ts. Kept apart from the
// plugins that use them (security/rate-limit.ts, services/uploads.ts), which import Config: config.ts
// importing those would make a cycle.

export interface RateLimitConfig {
  /** Requests per minute per client address over all operations; 0 turns the limit off. */
  perMinute: number;
  /** Requests per minute per client address for each expensive operation; 0 turns it off. */
  expensivePerMinute: number;
}

export function rateLimitConfigFromEnv(env: NodeJS.ProcessEnv): RateLimitConfig {
  return {
    perMinute: wholeNumber(env, 'RATE_LIMIT_PER_MINUTE', 1_200, 0),
    expensivePerMinute: wholeNumber(env, 'RATE_LIMIT_EXPENSIVE_PER_MINUTE', 30, 0),
  };
}

export interface UploadQuota {
  /** Files per user per day (UPLOAD_DAILY_COUNT). */
  count: number;
  /** Bytes per user per day, as stored after re-encoding (UPLOAD_DAILY_BYTES). */
  bytes: number;
}

export function uploadQuotaFromEnv(env: NodeJS.ProcessEnv): UploadQuota {
  return { count: wholeNumber(env, 'UPLOAD_DAILY_COUNT', 50, 1), bytes: wholeNumber(env, 'UPLOAD_DAILY_BYTES', 50 * 1024 * 1024, 1) };
}

/** A whole-number setting at least `min` (0 turns a rate limit off); absent or empty → `fallback`. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be a whole number ≥ ${min}${min === 0 ? ' (0 turns it off)' : ''}, not "${value}"`);
  }
  return n;
}
