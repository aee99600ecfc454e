import type { Config } from '../config';
import type { Db } from '../db/index';
import { UserError } from '../envelope';
import { newToken, sha256 } from './crypto';
import { clearLogin, reserveLogin } from './login-throttle';
import { SmsCodes, type SmsSender } from './sms-codes';

export { PURPOSE_PAYMENT, PURPOSE_REGISTER, PURPOSE_RESET, PURPOSE_VERIFIED, type SmsSender } from './sms-codes';

/** Development sink: the log and GET /dev/sms/latest. Only used when no provider is configured. */
export class DevSmsSink implements SmsSender {
  private readonly latest = new Map<string, string>();
  constructor(private readonly log: (msg: string) => void) {}
  async send(mobile: string, code: string) {
    this.latest.set(mobile, code);
    this.log(`SMS code for ${mobile}: ${code} (development sink)`);
  }
  latestFor(mobile: string): string | undefined {
    return this.latest.get(mobile);
  }
}

/** A configured provider: POSTs `{ mobile, code }` to a webhook that delivers the SMS. */
export class WebhookSms implements SmsSender {
  constructor(private readonly url: string) {}
  async send(mobile: string, code: string) {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, code }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
  }
}

/** A user as the server reads it (money columns come back as numeric strings). */
export interface UserRow {
  id: number;
  mobile: string;
  user_nickname: string;
  avatar: string;
  signature: string;
  sex: number;
  balance: string | number;
  balances: string | number;
  withdrawal_balance: string | number;
  exp: string | number;
  is_anchor: 0 | 1;
  is_guard: number;
  is_noble: number;
}

const DAY_MS = 86_400_000;
/** What of a login's User-Agent is kept (issue 14); real ones are far shorter. */
const USER_AGENT_MAX = 512;
/** The member centre lists at most this many sessions (a script logging in in a loop makes thousands). */
export const SESSIONS_LISTED = 50;

/** A live session as the member centre lists it (issue 14). */
export interface SessionRow {
  id: number;
  user_agent: string;
  created_at: Date;
  last_seen_at: Date;
  current: boolean;
}

export const USER_COLUMNS =
  'id, mobile, user_nickname, avatar, signature, sex, balance, balances, withdrawal_balance, exp, is_anchor, is_guard, is_noble';

export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    readonly sms: SmsSender,
  ) {
    this.codes = new SmsCodes(db, config, sms);
  }

  private readonly codes: SmsCodes;
  private readonly revokedListeners = new Set<(sessionIds: number[]) => void>();

  /**
   * Issue 12: told the ids of login sessions this process revoked (sign-out, sign-out everywhere, a new
   * password, expiry noticed on use), so the IM hub closes their sockets at once. Sessions revoked by
   * another instance are noticed by the hub's periodic re-check (`liveSessions`).
   */
  onRevoked(listener: (sessionIds: number[]) => void): () => void {
    this.revokedListeners.add(listener);
    return () => {
      this.revokedListeners.delete(listener);
    };
  }

  private revoked(rows: { id: string | number }[]) {
    if (rows.length === 0) return;
    const ids = rows.map((r) => Number(r.id));
    for (const listener of this.revokedListeners) listener(ids);
  }

  /** Of these session ids, those still live: not revoked, and neither past the absolute nor the idle limit. */
  async liveSessions(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const now = this.now();
    const { sessionMaxAgeDays, sessionIdleDays } = this.config.accounts;
    const rows = await this.db.query<{ id: string }>(
      `select id from sessions where id = any($1::bigint[]) and revoked_at is null
         and created_at > $2 and coalesce(last_seen_at, created_at) > $3`,
      [ids, new Date(now - sessionMaxAgeDays * DAY_MS), new Date(now - sessionIdleDays * DAY_MS)],
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  private now() {
    return this.config.now();
  }

  async sendCode(mobile: string, purpose: number, client: string) {
    return this.codes.send(mobile, purpose, client);
  }

  /** Checks a code of this purpose (services/sms-codes.ts); returns its id for `useCode`. */
  async checkCode(mobile: string, purpose: number, code: string, client: string): Promise<number> {
    return this.codes.check(mobile, purpose, code, client);
  }

  /** Uses a checked code up; fails if a concurrent request used it first. */
  async useCode(q: Pick<Db, 'query'>, id: number): Promise<void> {
    return this.codes.use(q, id);
  }

  /** Counts a password attempt for the number, or refuses it while locked (services/login-throttle.ts). */
  async reserveLogin(mobile: string): Promise<void> {
    return reserveLogin(this.db, mobile, this.now());
  }

  async clearLogin(mobile: string): Promise<void> {
    return clearLogin(this.db, mobile);
  }

  /** Issue 14: the payment password's own throttle (a key no number can have), so it cannot be guessed. */
  async reservePayment(userId: number): Promise<void> {
    return reserveLogin(this.db, `payment:${userId}`, this.now(), 'server.payment.locked');
  }

  async clearPayment(userId: number): Promise<void> {
    return clearLogin(this.db, `payment:${userId}`);
  }

  async createSession(userId: number, userAgent?: string): Promise<string> {
    return (await this.openSession(userId, userAgent)).token;
  }

  /**
   * A new login session: its token (only the hash is stored) and its id (named by the IM userSig). The
   * login's User-Agent is kept so the member centre can name the device (issue 14).
   */
  async openSession(userId: number, userAgent = ''): Promise<{ token: string; id: number }> {
    const token = newToken();
    const now = new Date(this.now());
    const [row] = await this.db.query<{ id: string }>(
      'insert into sessions (token_hash, user_id, created_at, last_seen_at, user_agent) values ($1, $2, $3, $3, $4) returning id',
      [sha256(token), userId, now, userAgent.slice(0, USER_AGENT_MAX)],
    );
    return { token, id: Number(row!.id) };
  }

  /**
   * The user of a live session. Issue 12 (ASVS 5.0 §7.3): a session ends SESSION_MAX_AGE_DAYS after
   * login and after SESSION_IDLE_DAYS unused; an ended one is revoked, so its IM userSig ends too.
   */
  async userForToken(token: string | undefined): Promise<UserRow | undefined> {
    if (!token || !/^[0-9a-f]{32}$/.test(token)) return undefined;
    const now = this.now();
    const [row] = await this.db.query<UserRow & { session_id: string; created_at: Date; last_seen_at: Date | null }>(
      `select s.id as session_id, s.created_at, s.last_seen_at, ${USER_COLUMNS.split(', ')
        .map((c) => `u.${c}`)
        .join(', ')} from sessions s join users u on u.id = s.user_id
       where s.token_hash = $1 and s.revoked_at is null`,
      [sha256(token)],
    );
    if (!row) return undefined;
    const { session_id, created_at, last_seen_at, ...user } = row;
    const seen = new Date(last_seen_at ?? created_at).getTime();
    const { sessionMaxAgeDays, sessionIdleDays } = this.config.accounts;
    if (new Date(created_at).getTime() + sessionMaxAgeDays * DAY_MS <= now || seen + sessionIdleDays * DAY_MS <= now) {
      this.revoked(
        await this.db.query<{ id: string }>('update sessions set revoked_at = $2 where id = $1 and revoked_at is null returning id', [
          session_id,
          new Date(now),
        ]),
      );
      return undefined;
    }
    // One write a minute at most per session, not one per request.
    if (now - seen > 60_000) await this.db.query('update sessions set last_seen_at = $2 where id = $1', [session_id, new Date(now)]);
    return user as UserRow;
  }

  async revoke(token: string): Promise<void> {
    this.revoked(
      await this.db.query<{ id: string }>('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null returning id', [
        sha256(token),
        new Date(this.now()),
      ]),
    );
  }

  /** Sign out everywhere: every session of the user ends, with its IM userSig. */
  async revokeAll(userId: number): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null returning id',
      [userId, new Date(this.now())],
    );
    this.revoked(rows);
    return rows.length;
  }

  /**
   * The user's live sessions, newest use first (issue 14): those not revoked and not past the age and
   * idle limits `userForToken` applies; `current` marks the one of `token`.
   */
  async sessionsOf(userId: number, token: string | undefined): Promise<SessionRow[]> {
    const now = this.now();
    const { sessionMaxAgeDays, sessionIdleDays } = this.config.accounts;
    const rows = await this.db.query<{ id: string; user_agent: string; created_at: Date; last_seen_at: Date | null; current: boolean }>(
      `select id, user_agent, created_at, last_seen_at, token_hash = $2 as current from sessions
       where user_id = $1 and revoked_at is null and created_at > $3 and coalesce(last_seen_at, created_at) > $4
       order by coalesce(last_seen_at, created_at) desc, id desc limit $5`,
      [
        userId,
        token ? sha256(token) : '',
        new Date(now - sessionMaxAgeDays * DAY_MS),
        new Date(now - sessionIdleDays * DAY_MS),
        SESSIONS_LISTED,
      ],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      user_agent: r.user_agent,
      created_at: new Date(r.created_at),
      last_seen_at: new Date(r.last_seen_at ?? r.created_at),
      current: r.current,
    }));
  }

  /** Ends one session of the user (issue 14); false when it is not theirs or already ended. */
  async revokeSession(userId: number, sessionId: number): Promise<boolean> {
    const rows = await this.db.query(
      'update sessions set revoked_at = $3 where id = $1 and user_id = $2 and revoked_at is null returning id',
      [sessionId, userId, new Date(this.now())],
    );
    return rows.length > 0;
  }

  /** A new account (spec §5), using the register code up in the same transaction; refused if the number is taken. */
  async register(user: { mobile: string; codeId: number; passwordHash: string; nickname: string; avatar: string; invite: string | null }) {
    await this.db.tx(async (q) => {
      const [taken] = await q.query('select 1 from users where mobile = $1', [user.mobile]);
      if (taken) throw new UserError('server.sms.alreadyRegistered');
      await this.useCode(q, user.codeId);
      await q.query('insert into users (mobile, password_hash, user_nickname, avatar, invite) values ($1, $2, $3, $4, $5)', [
        user.mobile,
        user.passwordHash,
        user.nickname,
        user.avatar,
        user.invite,
      ]);
    });
  }

  /** The account of a number with its password hash, for a password login. */
  async withPassword(mobile: string): Promise<(UserRow & { password_hash: string }) | undefined> {
    const [row] = await this.db.query<UserRow & { password_hash: string }>(
      `select ${USER_COLUMNS}, password_hash from users where mobile = $1`,
      [mobile],
    );
    return row;
  }

  async idOf(mobile: string): Promise<number | undefined> {
    const [user] = await this.db.query<{ id: number }>('select id from users where mobile = $1', [mobile]);
    return user?.id;
  }

  /** A new password, using the code up in the same transaction. */
  async resetPassword(userId: number, codeId: number, passwordHash: string): Promise<void> {
    const ended = await this.db.tx(async (q) => {
      await this.useCode(q, codeId);
      await q.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
      // A new password ends every session of the account.
      return q.query<{ id: string }>('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null returning id', [
        userId,
        new Date(this.now()),
      ]);
    });
    // After the commit: a socket closed before it would log in again with a sig still live.
    this.revoked(ended);
  }

  /** The password hash of an account, for a change with the old password. */
  async passwordHash(userId: number): Promise<string | undefined> {
    const [row] = await this.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
    return row?.password_hash;
  }

  /**
   * Issue 14: a new password from the member centre (the old one or a code checked), using the code up
   * in the same transaction. Every other session of the account ends (the IM sockets too); the one
   * that changed it stays.
   */
  async changePassword(userId: number, keepToken: string, passwordHash: string, codeId?: number): Promise<void> {
    const ended = await this.db.tx(async (q) => {
      if (codeId !== undefined) await this.useCode(q, codeId);
      await q.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
      return q.query<{ id: string }>(
        'update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null and token_hash <> $3 returning id',
        [userId, new Date(this.now()), sha256(keepToken)],
      );
    });
    this.revoked(ended);
  }

  /** Changes the given profile columns; one statement, so every field changes or none does. */
  async updateProfile(userId: number, changes: [ProfileColumn, unknown][]): Promise<UserRow | undefined> {
    const sets = changes.map(([c], i) => `${c} = $${i + 2}`).join(', ');
    const [row] = await this.db.query<UserRow>(`update users set ${sets} where id = $1 returning ${USER_COLUMNS}`, [
      userId,
      ...changes.map(([, v]) => v),
    ]);
    return row;
  }

  async paymentPasswordHash(userId: number): Promise<string | null | undefined> {
    const [row] = await this.db.query<{ payment_password_hash: string | null }>('select payment_password_hash from users where id = $1', [
      userId,
    ]);
    return row?.payment_password_hash;
  }

  /** Replaces the payment password, using the code (if it was reset by one) up in the same transaction. */
  async changePaymentPassword(userId: number, codeId: number | undefined, hash: string): Promise<void> {
    await this.db.tx(async (q) => {
      if (codeId !== undefined) await this.useCode(q, codeId);
      await q.query('update users set payment_password_hash = $2 where id = $1', [userId, hash]);
    });
  }

  /** Sets the first payment password; false if there already is one (a concurrent first set must not be overwritten). */
  async setFirstPaymentPassword(userId: number, hash: string): Promise<boolean> {
    const set = await this.db.query(
      'update users set payment_password_hash = $2 where id = $1 and payment_password_hash is null returning id',
      [userId, hash],
    );
    return set.length > 0;
  }
}

/** What a user may change of their profile (Member/updateInfo). */
export type ProfileColumn = 'user_nickname' | 'avatar' | 'signature' | 'sex';

/** The customer-service account users chat with (user/getKefuInfo); made on first use. */
export const KEFU = { mobile: '86-10000000000', nickname: 'Arena 客服', qq: '800000002', email: 'support@arena.example' };

export async function kefuAccount(db: Db, avatar: string): Promise<{ id: number; user_nickname: string; avatar: string }> {
  // '!' is no scrypt hash: nobody can log in as customer service with a password.
  await db.query(
    `insert into users (mobile, password_hash, user_nickname, avatar, signature) values ($1, '!', $2, $3, $4)
     on conflict (mobile) do nothing`,
    [KEFU.mobile, KEFU.nickname, avatar, 'Arena customer service'],
  );
  const [row] = await db.query<{ id: number; user_nickname: string; avatar: string }>(
    'select id, user_nickname, avatar from users where mobile = $1',
    [KEFU.mobile],
  );
  return row!;
}
