/**
 * Per-key fixed-interval and burst limits kept in memory (one server process; several instances would
 * keep them in Redis, DESIGN.md). `take` answers how many milliseconds to wait, 0 when allowed.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** At most `count` actions per `windowMs` for `key`. */
  take(key: string, count: number, windowMs: number): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= count) {
      this.hits.set(key, recent);
      return windowMs - (now - recent[0]!);
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune(windowMs);
    return 0;
  }

  private prune(windowMs: number) {
    const now = this.now();
    for (const [key, times] of this.hits) if (times.every((t) => now - t >= windowMs)) this.hits.delete(key);
  }
}
