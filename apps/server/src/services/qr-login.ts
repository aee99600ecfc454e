import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { UserError } from '../envelope';
import { toUser } from '../format';
import { type Accounts, USER_COLUMNS, type UserRow } from './accounts';
import { imSignature, newToken } from './crypto';

// QR login (spec §4 Login, WIRE.md Score socket). The web asks for a code (user/getLoginQrcode) and
// claims it on its score socket with {"type":"login","code"}. A logged-in phone scans it
// (user/qrcodeScan → the web is pushed scanCode_Login) and confirms (user/qrcodeConfirm → a session is
// created for the web and pushed as webLoginSuccess with the login data). A code lives 5 minutes and
// logs in once.

export const QR_VALID_MS = 5 * 60_000;
/** How often a socket's watched codes are re-read, so a phone served by another instance is seen. */
export const QR_POLL_MS = 1_000;

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'consumed' | 'cancelled' | 'expired';

interface QrRow {
  code: string;
  status: string;
  user_id: number | null;
  origin: string;
  expires_at: Date;
}

/** What the web's login (and a QR login) answers: the user, the session token and the IM signature. */
export type LoginData = ReturnType<typeof toUser> & { token: string; userSig: string };

export class QrLogins {
  private readonly listeners = new Set<(code: string) => void>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly accounts: Accounts,
    private readonly imSecret: string,
  ) {}

  private now() {
    return this.config.now();
  }

  /** Called with a code whenever this instance changes its state. */
  onChange(listener: (code: string) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private changed(code: string) {
    for (const listener of this.listeners) listener(code);
  }

  async create(origin: string): Promise<{ code: string; img: string; expires_in: number }> {
    const code = newToken();
    const now = this.now();
    // Codes nobody can use any more go; they are only kept while they can still log someone in.
    await this.db.query('delete from qr_logins where expires_at < $1', [new Date(now - QR_VALID_MS)]);
    await this.db.query('insert into qr_logins (code, created_at, expires_at, origin) values ($1, $2, $3, $4)', [
      code,
      new Date(now),
      new Date(now + QR_VALID_MS),
      origin,
    ]);
    const img = await QRCode.toDataURL(`${origin}/qr-login?code=${code}`, { margin: 1, width: 240 });
    return { code, img, expires_in: QR_VALID_MS / 1000 };
  }

  private effective(row: QrRow): QrStatus {
    const open = row.status === 'waiting' || row.status === 'scanned' || row.status === 'confirmed';
    if (open && new Date(row.expires_at).getTime() <= this.now()) return 'expired';
    return row.status as QrStatus;
  }

  async status(code: string): Promise<QrStatus | undefined> {
    const [row] = await this.db.query<QrRow>('select code, status, user_id, origin, expires_at from qr_logins where code = $1', [code]);
    return row ? this.effective(row) : undefined;
  }

  async statuses(codes: string[]): Promise<Map<string, QrStatus>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db.query<QrRow>('select code, status, user_id, origin, expires_at from qr_logins where code = any($1)', [
      codes,
    ]);
    return new Map(rows.map((r) => [r.code, this.effective(r)]));
  }

  /**
   * A socket claims a code: the first watcher wins, so someone who merely saw the QR image cannot
   * receive the session. Returns the code's status, or undefined when it is unknown or someone
   * else's.
   */
  async claim(code: string, watcher: string): Promise<QrStatus | undefined> {
    const [row] = await this.db.query<QrRow>(
      `update qr_logins set watcher = $2 where code = $1 and (watcher is null or watcher = $2)
       returning code, status, user_id, origin, expires_at`,
      [code, watcher],
    );
    return row ? this.effective(row) : undefined;
  }

  /** A socket went away: its codes may be claimed again (by the same page after a reconnect). */
  async release(watcher: string): Promise<void> {
    await this.db.query('update qr_logins set watcher = null where watcher = $1', [watcher]);
  }

  /** The phone scanned the code: waiting → scanned (again by the same user is harmless). */
  async scan(code: string, userId: number): Promise<{ status: 'scanned'; expires_in: number }> {
    const now = this.now();
    const [row] = await this.db.query<{ expires_at: Date }>(
      `update qr_logins set status = 'scanned', user_id = $2, scanned_at = coalesce(scanned_at, $3)
        where code = $1 and expires_at > $3 and (status = 'waiting' or (status = 'scanned' and user_id = $2))
        returning expires_at`,
      [code, userId, new Date(now)],
    );
    if (!row) throw await this.refusal(code, userId);
    this.changed(code);
    return { status: 'scanned', expires_in: Math.max(0, Math.round((new Date(row.expires_at).getTime() - now) / 1000)) };
  }

  /** The phone confirmed: scanned → confirmed, only by the user who scanned. */
  async confirm(code: string, userId: number): Promise<void> {
    const now = new Date(this.now());
    const rows = await this.db.query(
      `update qr_logins set status = 'confirmed', confirmed_at = $3
        where code = $1 and status = 'scanned' and user_id = $2 and expires_at > $3 returning code`,
      [code, userId, now],
    );
    if (rows.length === 0) throw await this.refusal(code, userId);
    this.changed(code);
  }

  /** The phone declined: the code is dead. */
  async cancel(code: string, userId: number): Promise<void> {
    const rows = await this.db.query(
      `update qr_logins set status = 'cancelled' where code = $1 and status in ('waiting', 'scanned')
        and (user_id is null or user_id = $2) returning code`,
      [code, userId],
    );
    if (rows.length === 0) throw await this.refusal(code, userId);
    this.changed(code);
  }

  private async refusal(code: string, userId: number): Promise<UserError> {
    const [row] = await this.db.query<QrRow>('select code, status, user_id, origin, expires_at from qr_logins where code = $1', [code]);
    if (!row) return new UserError('server.qr.unknown');
    const status = this.effective(row);
    if (status === 'expired' || status === 'cancelled') return new UserError('server.qr.expired');
    if (status === 'consumed' || (row.user_id !== null && row.user_id !== userId)) return new UserError('server.qr.used');
    if (status === 'waiting') return new UserError('server.qr.scanFirst');
    return new UserError('server.qr.used');
  }

  /**
   * confirmed → consumed, once: creates the web's session and returns the login data. Undefined when
   * the code is not (or no longer) confirmed, e.g. another delivery won.
   */
  async consume(code: string, watcher: string): Promise<LoginData | undefined> {
    const now = new Date(this.now());
    const [row] = await this.db.query<{ user_id: number; origin: string }>(
      `update qr_logins set status = 'consumed', consumed_at = $3
        where code = $1 and watcher = $2 and status = 'confirmed' and expires_at > $3 returning user_id, origin`,
      [code, watcher, now],
    );
    if (!row) return undefined;
    const [user] = await this.db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [row.user_id]);
    if (!user) return undefined;
    return loginData(this.accounts, this.imSecret, this.now(), user, row.origin);
  }
}

/** A new session for `user` and what a login answers (user/login, QR login). */
export async function loginData(
  accounts: Accounts,
  imSecret: string,
  now: number,
  user: UserRow,
  origin: string,
  userAgent?: string,
): Promise<LoginData> {
  const { token, id } = await accounts.openSession(user.id, userAgent);
  // Issue 12: the sig names the session, so it ends with it (sign-out, new password, expiry).
  return { ...toUser(user, origin), token, userSig: imSignature(imSecret, String(user.id), now, undefined, id) };
}

// ── The socket side ──

/** A connection of the score hub, as much of it as QR login needs (services.hub, src/hub). */
export interface QrHubClient {
  readonly id: number;
  send(frame: unknown): void;
}

/** The score hub's extension points that QR login uses. */
export interface QrHub {
  onClientMessage(type: string, handler: (client: QrHubClient, frame: Record<string, unknown>) => void): void;
  onClientClose(handler: (client: QrHubClient) => void): void;
}

/** Frames pushed to the web (WIRE.md: code 200). `qrLoginExpired` tells it to offer a new code. */
export const QR_FRAMES = {
  scanned: { code: 200, data: { type: 'scanCode_Login' } },
  expired: { code: 200, data: { type: 'qrLoginExpired' } },
  success: (data: LoginData) => ({ code: 200, data: { type: 'webLoginSuccess', ...data } }),
} as const;

interface Watch {
  client: QrHubClient;
  told: QrStatus;
}

/**
 * Wires QR login into the score hub: `{"type":"login","code"}` claims a code for the sending socket,
 * which then hears scanCode_Login and webLoginSuccess (or qrLoginExpired). Changes made on this
 * instance are pushed at once; the others are picked up by a light poll of the watched codes, so the
 * phone may be served by any instance. Returns a function that stops it.
 */
export function attachQrLogin(hub: QrHub, qr: QrLogins, log: (error: unknown, msg: string) => void = () => undefined, pollMs = QR_POLL_MS) {
  const instance = randomBytes(6).toString('hex');
  const watcherOf = (client: QrHubClient) => `${instance}:${client.id}`;
  const watches = new Map<string, Watch>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const stopPolling = () => {
    if (timer && watches.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  // One delivery at a time per code, so a poll and a local change never push twice.
  const busy = new Set<string>();
  async function deliver(code: string, known?: QrStatus) {
    const watch = watches.get(code);
    if (!watch || busy.has(code)) return;
    busy.add(code);
    try {
      const status = known ?? (await qr.status(code));
      if (!status || status === watch.told) return;
      if (status === 'scanned') {
        watch.told = 'scanned';
        watch.client.send(QR_FRAMES.scanned);
      } else if (status === 'confirmed') {
        // Scanned and confirmed between two looks: the page still shows its success mark first.
        if (watch.told !== 'scanned') watch.client.send(QR_FRAMES.scanned);
        const data = await qr.consume(code, watcherOf(watch.client));
        watches.delete(code);
        if (data) watch.client.send(QR_FRAMES.success(data));
        else watch.client.send(QR_FRAMES.expired);
      } else if (status !== 'waiting') {
        watches.delete(code);
        watch.client.send(QR_FRAMES.expired);
      }
    } catch (error) {
      log(error, `QR login ${code.slice(0, 6)}…: delivery failed`);
    } finally {
      busy.delete(code);
      stopPolling();
    }
  }

  async function poll() {
    const codes = [...watches.keys()].filter((c) => !busy.has(c));
    if (codes.length === 0) return;
    try {
      const statuses = await qr.statuses(codes);
      for (const code of codes) await deliver(code, statuses.get(code) ?? 'expired');
    } catch (error) {
      log(error, 'QR login poll failed');
    }
  }

  const offChange = qr.onChange((code) => {
    void deliver(code);
  });

  hub.onClientMessage('login', (client, frame) => {
    const code = frame.code;
    if (stopped || typeof code !== 'string' || !/^[0-9a-f]{32}$/.test(code)) {
      client.send(QR_FRAMES.expired);
      return;
    }
    void qr.claim(code, watcherOf(client)).then(
      (status) => {
        if (!status || status === 'expired' || status === 'cancelled' || status === 'consumed') {
          client.send(QR_FRAMES.expired);
          return;
        }
        watches.set(code, { client, told: 'waiting' });
        timer ??= setInterval(() => void poll(), pollMs);
        if (status !== 'waiting') void deliver(code, status);
      },
      (error: unknown) => log(error, 'QR login claim failed'),
    );
  });

  hub.onClientClose((client) => {
    let had = false;
    for (const [code, watch] of watches) {
      if (watch.client.id === client.id) {
        watches.delete(code);
        had = true;
      }
    }
    stopPolling();
    if (had) void qr.release(watcherOf(client)).catch((error: unknown) => log(error, 'QR login release failed'));
  });

  return () => {
    stopped = true;
    offChange();
    watches.clear();
    if (timer) clearInterval(timer);
    timer = undefined;
  };
}
