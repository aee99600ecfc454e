import type { WebSocket } from 'ws';
import { UserError } from '../envelope';
import { type ImLimits, imLimitsFromEnv } from '../security/limits-config';
import type { Session } from './session';

// Issue 12 "IM socket": abuse budgets of the local IM service (/im), apart from its product rules
// (LIMITS in protocol.ts: one message a second after a burst of 5). A connection must log in within
// a deadline; a user and an address hold a bounded number of connections; every operation — joins and
// quits included, each of which costs database reads and an entry message to a whole room — draws from
// a budget per user and one per address. (Slow readers are dropped in session.ts.)

/** The limits, settings with defaults (IM_* in src/security/limits-config.ts, README "Running in production"). */
export type ImGuardLimits = ImLimits;

/** The defaults: what a start without any IM_* setting uses. */
export const IM_GUARD_LIMITS: ImGuardLimits = imLimitsFromEnv({});

/** WebSocket close code 1008: policy violation (RFC 6455 §7.4.1). */
export const POLICY_VIOLATION = 1008;

/**
 * Close code 4001 (the 4000–4999 range is the application's, RFC 6455 §7.4.2): the login session the
 * socket's userSig names was revoked or expired. The client treats it as signed out, not as a dropped
 * connection to reconnect (packages/realtime, local driver).
 */
export const SESSION_REVOKED = 4001;

class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly now: () => number) {}

  take(key: string, burst: number, perSecond: number): boolean {
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    if (b.tokens < 1) {
      this.buckets.set(key, b);
      return false;
    }
    b.tokens -= 1;
    this.buckets.set(key, b);
    if (this.buckets.size > 100_000) this.prune(burst, perSecond);
    return true;
  }

  private prune(burst: number, perSecond: number) {
    const now = this.now();
    for (const [key, b] of this.buckets) if (b.tokens + ((now - b.at) / 1000) * perSecond >= burst) this.buckets.delete(key);
  }
}

export class ImGuard {
  private readonly byIp = new Map<string, number>();
  private readonly byUser = new Map<string, Set<Session>>();
  private readonly buckets: Buckets;
  private readonly refusals = new WeakMap<Session, number>();

  constructor(
    now: () => number,
    readonly limits: ImGuardLimits = IM_GUARD_LIMITS,
  ) {
    this.buckets = new Buckets(now);
  }

  /** A new socket from `ip`: false (and the socket closed) beyond the cap per address. */
  admit(socket: WebSocket, ip: string): boolean {
    const count = this.byIp.get(ip) ?? 0;
    if (count >= this.limits.connectionsPerIp) {
      socket.close(POLICY_VIOLATION, 'too many connections');
      return false;
    }
    this.byIp.set(ip, count + 1);
    return true;
  }

  /** Closes the socket unless it has logged in by the deadline; returns the timer to clear. */
  deadline(session: Session): NodeJS.Timeout {
    const timer = setTimeout(() => {
      if (!session.userID) session.socket.close(POLICY_VIOLATION, 'login deadline');
    }, this.limits.loginDeadlineMs);
    timer.unref();
    return timer;
  }

  /** Before a login as `userID`: refuses one connection too many for that user. */
  login(session: Session, userID: string) {
    const sessions = this.byUser.get(userID);
    if (sessions && !sessions.has(session) && sessions.size >= this.limits.connectionsPerUser) {
      throw new UserError('server.security.imTooManyConnections', { count: this.limits.connectionsPerUser });
    }
  }

  /** After a login (or logout, with null): keeps the per-user connection count true. */
  loggedIn(session: Session, previous: string | null, userID: string | null) {
    if (previous) this.forget(session, previous);
    if (!userID) return;
    let sessions = this.byUser.get(userID);
    if (!sessions) {
      sessions = new Set();
      this.byUser.set(userID, sessions);
    }
    sessions.add(session);
  }

  /** Every operation draws from the connection's user and address budgets; joins and quits from one more. */
  take(session: Session, ip: string, op: string) {
    const who = session.userID ? `u:${session.userID}` : `s:${ip}`;
    const door = op === 'joinGroup' || op === 'quitGroup';
    const allowed =
      this.buckets.take(who, this.limits.opsBurst, this.limits.opsPerSecond) &&
      this.buckets.take(`ip:${ip}`, this.limits.opsBurst * 4, this.limits.opsPerSecond * 4) &&
      (!door || this.buckets.take(`door:${who}`, this.limits.doorBurst, this.limits.doorPerSecond));
    if (allowed) {
      this.refusals.delete(session);
      return;
    }
    const refusals = (this.refusals.get(session) ?? 0) + 1;
    this.refusals.set(session, refusals);
    if (refusals >= this.limits.refusalsBeforeClose) session.socket.close(POLICY_VIOLATION, 'too many requests');
    throw new UserError('server.im.tooFast');
  }

  release(session: Session, ip: string) {
    const count = (this.byIp.get(ip) ?? 1) - 1;
    if (count <= 0) this.byIp.delete(ip);
    else this.byIp.set(ip, count);
    if (session.userID) this.forget(session, session.userID);
  }

  private forget(session: Session, userID: string) {
    const sessions = this.byUser.get(userID);
    sessions?.delete(session);
    if (sessions?.size === 0) this.byUser.delete(userID);
  }
}
