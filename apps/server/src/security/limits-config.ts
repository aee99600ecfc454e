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

/**
 * The local IM service's abuse limits (src/im/guard.ts, issue 12), each a setting with the value it had
 * as a constant for default. Rates are per minute in the settings (whole numbers read better there) and
 * per second inside the guard's token buckets.
 */
export interface ImLimits {
  /** A socket that has not logged in by then is closed (IM_LOGIN_DEADLINE_MS). */
  loginDeadlineMs: number;
  /** Logged-in connections one user may hold (IM_CONNECTIONS_PER_USER). */
  connectionsPerUser: number;
  /** Open connections from one address (IM_CONNECTIONS_PER_IP). */
  connectionsPerIp: number;
  /** Every operation: a burst, then so many per second (per user, and ×4 per address). */
  opsBurst: number;
  opsPerSecond: number;
  /** Joins and quits, on top of that: a burst, then so many per second per user. */
  doorBurst: number;
  doorPerSecond: number;
  /** Refusals in a row after which the connection is closed (a client that ignores the answers). */
  refusalsBeforeClose: number;
  /** A reader whose unsent backlog passes this many bytes is dropped (IM_MAX_BUFFERED_BYTES). */
  maxBufferedBytes: number;
  /** How often open sockets' login sessions are checked again (IM_SESSION_CHECK_MS; 0 turns it off). */
  sessionCheckMs: number;
  /** Private messages (issue 16) one user may send in a burst, then so many a minute (IM_PRIVATE_*). */
  privateBurst: number;
  privatePerMinute: number;
}

export function imLimitsFromEnv(env: NodeJS.ProcessEnv): ImLimits {
  return {
    loginDeadlineMs: wholeNumber(env, 'IM_LOGIN_DEADLINE_MS', 15_000, 1),
    connectionsPerUser: wholeNumber(env, 'IM_CONNECTIONS_PER_USER', 10, 1),
    connectionsPerIp: wholeNumber(env, 'IM_CONNECTIONS_PER_IP', 50, 1),
    opsBurst: wholeNumber(env, 'IM_OPS_BURST', 40, 1),
    opsPerSecond: wholeNumber(env, 'IM_OPS_PER_MINUTE', 600, 1) / 60,
    doorBurst: wholeNumber(env, 'IM_JOINS_BURST', 10, 1),
    doorPerSecond: wholeNumber(env, 'IM_JOINS_PER_MINUTE', 60, 1) / 60,
    refusalsBeforeClose: wholeNumber(env, 'IM_REFUSALS_BEFORE_CLOSE', 50, 1),
    maxBufferedBytes: wholeNumber(env, 'IM_MAX_BUFFERED_BYTES', 1024 * 1024, 1024),
    sessionCheckMs: wholeNumber(env, 'IM_SESSION_CHECK_MS', 30_000, 0),
    privateBurst: wholeNumber(env, 'IM_PRIVATE_BURST', 10, 1),
    privatePerMinute: wholeNumber(env, 'IM_PRIVATE_PER_MINUTE', 60, 1),
  };
}

/** A whole-number setting at least `min` (0 turns a rate limit off); absent or empty → `fallback`. */
export function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be a whole number ≥ ${min}${min === 0 ? ' (0 turns it off)' : ''}, not "${value}"`);
  }
  return n;
}
