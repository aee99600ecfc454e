/**
 * Reconnection delays: exponential with full jitter (a random delay between 0 and min(cap, base × 2^n)),
 * so that thousands of clients dropped by one server restart do not come back at the same instant.
 */
export interface BackoffOptions {
  /** First ceiling, in ms (default 500). */
  baseMs?: number;
  /** Largest ceiling, in ms (default 30 000). */
  maxMs?: number;
  /** [0, 1), injectable for tests (default Math.random). */
  random?: () => number;
}

export class Backoff {
  private attempts = 0;
  private readonly baseMs: number;
  private readonly maxMs: number;
  private readonly random: () => number;

  constructor(options: BackoffOptions = {}) {
    this.baseMs = options.baseMs ?? 500;
    this.maxMs = options.maxMs ?? 30_000;
    this.random = options.random ?? Math.random;
  }

  /** Failed attempts since the last reset. */
  get attempt(): number {
    return this.attempts;
  }

  /** The ceiling of the next delay. */
  ceiling(): number {
    return Math.min(this.maxMs, this.baseMs * 2 ** Math.min(this.attempts, 30));
  }

  /** The next delay, and one more attempt counted. */
  next(): number {
    const delay = Math.floor(this.random() * this.ceiling());
    this.attempts += 1;
    return delay;
  }

  /** After a connection that stayed up: start again from the smallest delays. */
  reset(): void {
    this.attempts = 0;
  }
}
