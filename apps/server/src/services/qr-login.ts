import { randomBytes, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { Config } from '../config';
import type { Db } from '../db/index';
import { UserError } from '../envelope';
import { toUser } from '../format';
import { type Accounts, USER_COLUMNS, type UserRow } from './accounts';
import { imSignature, newToken } from './crypto';
import type { DeviceType, Place, Requester } from './qr-requester';

// QR login (spec §4 Login, WIRE.md Score socket). The web asks for a code (user/getLoginQrcode) and
// claims it on its score socket with {"type":"login","code"}. A logged-in phone scans it
// (user/qrcodeScan → the web is pushed scanCode_Login) and confirms (user/qrcodeConfirm → a session is
// created for the web and pushed as webLoginSuccess with the login data). A code lives 5 minutes and
// logs in once.
//
// Issue 12 (confirm page, number matching): the code remembers who asked for it (device, OS, browser,
// place, masked address, time), which the scan answers so the phone can see whose login it confirms.
// The desktop is shown a two-digit number after the scan and the phone must pick it among three: a
// link forwarded by an attacker then cannot be confirmed by a victim who does not see the attacker's
// screen. A wrong pick kills the code. Matching is always required: the server has no way to tell a
// genuine app scan from a crafted request (no app attestation exists), so no caller may skip it.

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

/** The numbers of the match: two digits, so each reads at a glance on the desktop and the phone. */
const MATCH_MIN = 10;
const MATCH_MAX = 99;

/** The number and two other two-digit numbers, in random order. */
export function choicesFor(number: number): number[] {
  const picks = new Set([number]);
  while (picks.size < 3) picks.add(randomInt(MATCH_MIN, MATCH_MAX + 1));
  const list = [...picks];
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

interface ScanRow {
  expires_at: Date;
  created_at: Date;
  requester_device: DeviceType;
  requester_os: string;
  requester_browser: string;
  requester_place: Place;
  requester_ip: string;
  match_number: number | null;
  match_choices: string | null;
}

/** What user/qrcodeScan answers: the code's life left, who asked for it, and the numbers to pick from. */
export interface ScanAnswer {
  status: 'scanned';
  expires_in: number;
  requester: Omit<Requester, 'ip'> & { ip: string; requested_at: number };
  choices: number[];
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

  async create(origin: string, requester: Requester, userAgent = ''): Promise<{ code: string; img: string; expires_in: number }> {
    const code = newToken();
    const now = this.now();
    // Codes nobody can use any more go; they are only kept while they can still log someone in.
    await this.db.query('delete from qr_logins where expires_at < $1', [new Date(now - QR_VALID_MS)]);
    await this.db.query(
      `insert into qr_logins (code, created_at, expires_at, origin, requester_device, requester_os, requester_browser,
         requester_place, requester_ip, match_number, requester_user_agent) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        code,
        new Date(now),
        new Date(now + QR_VALID_MS),
        origin,
        requester.device,
        requester.os,
        requester.browser,
        requester.place,
        requester.ip,
        randomInt(MATCH_MIN, MATCH_MAX + 1),
        userAgent.slice(0, 512),
      ],
    );
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

  /**
   * The phone scanned the code: waiting → scanned (again by the same user is harmless). Answers who
   * asked for it and the numbers to choose from; the choices are fixed by the first scan, so scanning
   * again cannot be used to narrow them down to the one that stays.
   */
  async scan(code: string, userId: number): Promise<ScanAnswer> {
    const now = this.now();
    const [row] = await this.db.query<ScanRow>(
      `update qr_logins set status = 'scanned', user_id = $2, scanned_at = coalesce(scanned_at, $3)
        where code = $1 and expires_at > $3 and (status = 'waiting' or (status = 'scanned' and user_id = $2))
        returning expires_at, created_at, requester_device, requester_os, requester_browser, requester_place,
          requester_ip, match_number, match_choices`,
      [code, userId, new Date(now)],
    );
    if (!row) throw await this.refusal(code, userId);
    let choices = row.match_choices;
    if (!choices) {
      // The first scan: draw the decoys now that the number is known (one statement would need the
      // number in SQL; a second, guarded update keeps the first scan's choices if two scans race).
      const drawn = choicesFor(Number(row.match_number));
      const [fixed] = await this.db.query<{ match_choices: string }>(
        `update qr_logins set match_choices = coalesce(match_choices, $2) where code = $1 returning match_choices`,
        [code, drawn.join(',')],
      );
      choices = fixed?.match_choices ?? drawn.join(',');
    }
    this.changed(code);
    return {
      status: 'scanned',
      expires_in: Math.max(0, Math.round((new Date(row.expires_at).getTime() - now) / 1000)),
      requester: {
        device: row.requester_device,
        os: row.requester_os,
        browser: row.requester_browser,
        place: row.requester_place,
        ip: row.requester_ip,
        requested_at: Math.floor(new Date(row.created_at).getTime() / 1000),
      },
      choices: choices.split(',').map(Number),
    };
  }

  /** The number the desktop shows once the code is scanned (pushed with scanCode_Login). */
  async matchNumber(code: string): Promise<number | undefined> {
    const [row] = await this.db.query<{ match_number: number | null }>('select match_number from qr_logins where code = $1', [code]);
    return row?.match_number ?? undefined;
  }

  /**
   * The phone confirmed with the number it picked: scanned → confirmed, only by the user who scanned
   * and only with the desktop's number. A wrong pick cancels the code (the desktop is told and offers a
   * new one): one guess per code, so guessing one in three cannot be retried.
   */
  async confirm(code: string, userId: number, number: number): Promise<void> {
    const now = new Date(this.now());
    const [row] = await this.db.query<{ status: string }>(
      `update qr_logins set status = case when match_number = $4 then 'confirmed' else 'cancelled' end,
         confirmed_at = case when match_number = $4 then $3 else confirmed_at end
        where code = $1 and status = 'scanned' and user_id = $2 and expires_at > $3 returning status`,
      [code, userId, now, number],
    );
    if (!row) throw await this.refusal(code, userId);
    this.changed(code);
    if (row.status !== 'confirmed') throw new UserError('server.qr.wrongNumber');
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
    const [row] = await this.db.query<{ user_id: number; origin: string; requester_user_agent: string }>(
      `update qr_logins set status = 'consumed', consumed_at = $3
        where code = $1 and watcher = $2 and status = 'confirmed' and expires_at > $3 returning user_id, origin, requester_user_agent`,
      [code, watcher, now],
    );
    if (!row) return undefined;
    const [user] = await this.db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [row.user_id]);
    if (!user) return undefined;
    // The session is the desktop's: it carries the desktop's User-Agent, not the phone's.
    return loginData(this.accounts, this.imSecret, this.now(), user, row.origin, row.requester_user_agent);
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
  /** `number`: the one the phone must pick (number matching, issue 12). */
  scanned: (number: number | undefined) => ({ code: 200, data: { type: 'scanCode_Login', ...(number === undefined ? {} : { number }) } }),
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
        watch.client.send(QR_FRAMES.scanned(await qr.matchNumber(code)));
      } else if (status === 'confirmed') {
        // Scanned and confirmed between two looks: the page still shows its success mark first.
        if (watch.told !== 'scanned') watch.client.send(QR_FRAMES.scanned(await qr.matchNumber(code)));
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
