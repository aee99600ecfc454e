import { UserError } from '../envelope';

/** A refusal the user can wait out: the message says when, and `retryAfter` (seconds) tells the client. */
export class RetryLater extends UserError {
  constructor(
    id: string,
    readonly retryAfter: number,
  ) {
    super(id, { seconds: retryAfter });
  }
}

/**
 * Issue 16: each user's allowance of private messages (C2C, chat groups, Group/saveMsg records) over all
 * their connections and devices — a token bucket of `burst` refilled one per `everySeconds` (the
 * IM_PRIVATE_BURST and IM_PRIVATE_PER_MINUTE settings: 10, then one a second), apart from room chat's
 * per-connection allowance, so a busy room does not stop a private conversation and the other way
 * round. Runs on the hub's clock.
 */
export class PrivateSendLimit {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    private readonly now: () => number,
    private readonly burst: number,
    private readonly everySeconds: number,
  ) {}

  /** Takes one message from `uid`'s allowance, or throws RetryLater with the seconds until one is back. */
  take(uid: number) {
    const now = this.now();
    const perMs = 1 / (this.everySeconds * 1000);
    const b = this.buckets.get(uid) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + (now - b.at) * perMs);
    b.at = now;
    this.buckets.set(uid, b);
    if (b.tokens < 1) throw new RetryLater('server.im.privateTooFast', Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)));
    b.tokens -= 1;
    // Full buckets hold nothing worth keeping: dropped now and then so the map stays small.
    if (this.buckets.size > 50_000) {
      for (const [key, v] of this.buckets) if (v.tokens + (now - v.at) * perMs >= this.burst) this.buckets.delete(key);
    }
  }
}
