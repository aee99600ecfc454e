import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/index';
import { UserError } from '../envelope';
import { wholeNumber } from '../security/limits-config';
import { newToken, sha256 } from './crypto';

// Spec §5: a captcha must pass (ret 0) before password login or register; forgot-password skips it.
// The client solves a captcha and receives `{ ret: 0, ticket, randstr }` (the shape of Tencent's
// captcha callback); login / registered carry `ticket` and `randstr`, and the server checks them
// with the configured driver. Each ticket opens exactly one login or register attempt.

export const CHALLENGE_VALID_MS = 2 * 60_000;
export const TICKET_VALID_MS = 2 * 60_000;
/** Challenges one client address may ask for per window by default (a person needs a handful). */
export const CHALLENGE_LIMIT = 20;
export const CHALLENGE_WINDOW_MS = 60_000;

export type CaptchaConfig =
  | {
      driver: 'local';
      /** Challenges one client address may ask for a minute (CAPTCHA_LOCAL_PER_MINUTE, default CHALLENGE_LIMIT). */
      perMinute: number;
    }
  | {
      driver: 'tencent';
      /** CaptchaAppId of the Tencent Cloud captcha console. */
      appId: number;
      /** AppSecretKey of that captcha app (server side only). */
      appSecretKey: string;
      /** A Tencent Cloud API key pair allowed to call captcha:DescribeCaptchaResult. */
      secretId: string;
      secretKey: string;
      /** API host; captcha.tencentcloudapi.com (mainland) or captcha.intl.tencentcloudapi.com. */
      endpoint: string;
    };

/** What the client needs to show a captcha (Captcha/get). */
export type CaptchaPrompt = { driver: 'local'; id: string; question: string; expires_in: number } | { driver: 'tencent'; app_id: number };

export interface CaptchaDriver {
  readonly kind: 'local' | 'tencent';
  prompt(client: string): Promise<CaptchaPrompt>;
  /** True when the ticket is genuine, unused and fresh; uses it up. */
  verify(ticket: string, randstr: string, client: string): Promise<boolean>;
}

/**
 * The default driver, which works offline: an arithmetic question issued and checked by this server.
 * It is a speed bump (one answer per question, short expiry, a rate limit per address), meant for
 * development and closed networks; production sets CAPTCHA_DRIVER=tencent.
 */
export class LocalCaptcha implements CaptchaDriver {
  readonly kind = 'local' as const;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly limit = CHALLENGE_LIMIT,
  ) {}

  async prompt(client: string): Promise<CaptchaPrompt> {
    const now = this.now();
    const { question, answer } = arithmetic();
    const id = newToken();
    await this.db.tx(async (q) => {
      await q.query('select pg_advisory_xact_lock(hashtext($1))', [`captcha:${client}`]);
      const [recent] = await q.query<{ n: number }>(
        'select count(*)::int as n from captcha_challenges where client = $1 and created_at > $2',
        [client, new Date(now - CHALLENGE_WINDOW_MS)],
      );
      if ((recent?.n ?? 0) >= this.limit) throw new UserError('server.captcha.tooMany');
      // Old challenges are of no use to anyone: keep the table small.
      await q.query('delete from captcha_challenges where expires_at < $1', [new Date(now - CHALLENGE_WINDOW_MS)]);
      await q.query('insert into captcha_challenges (id, answer_hash, client, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
        id,
        sha256(`${id}:${answer}`),
        client,
        new Date(now),
        new Date(now + CHALLENGE_VALID_MS),
      ]);
    });
    return { driver: 'local', id, question, expires_in: CHALLENGE_VALID_MS / 1000 };
  }

  /** Checks an answer. One try per question: right or wrong, the question is used up. */
  async answer(id: string, answer: string): Promise<{ ret: 0; ticket: string; randstr: string }> {
    const now = this.now();
    const [row] = await this.db.query<{ answer_hash: string; expires_at: Date }>(
      'update captcha_challenges set answered_at = $2 where id = $1 and answered_at is null returning answer_hash, expires_at',
      [id, new Date(now)],
    );
    if (!row) throw new UserError('server.captcha.unknown');
    if (new Date(row.expires_at).getTime() <= now) throw new UserError('server.captcha.expired');
    const given = answer.trim().replace(/^\+/, '');
    if (!/^-?\d{1,4}$/.test(given) || sha256(`${id}:${Number(given)}`) !== row.answer_hash) throw new UserError('server.captcha.wrong');
    const ticket = newToken() + newToken();
    const randstr = `@${randomBytes(3).toString('base64url')}`;
    await this.db.query('insert into captcha_tickets (ticket_hash, randstr, created_at, expires_at) values ($1, $2, $3, $4)', [
      sha256(ticket),
      randstr,
      new Date(now),
      new Date(now + TICKET_VALID_MS),
    ]);
    return { ret: 0, ticket, randstr };
  }

  async verify(ticket: string, randstr: string): Promise<boolean> {
    const now = new Date(this.now());
    const used = await this.db.query(
      'update captcha_tickets set used_at = $3 where ticket_hash = $1 and randstr = $2 and used_at is null and expires_at > $3 returning 1',
      [sha256(ticket), randstr, now],
    );
    return used.length === 1;
  }
}

/** A question a person answers in a second: a + b, a − b (never negative) or a × b. */
export function arithmetic(rand: (min: number, max: number) => number = randomInt): { question: string; answer: number } {
  const kind = rand(0, 3);
  if (kind === 0) {
    const a = rand(1, 21);
    const b = rand(1, 21);
    return { question: `${a} + ${b} = ?`, answer: a + b };
  }
  if (kind === 1) {
    const a = rand(5, 31);
    const b = rand(1, a);
    return { question: `${a} - ${b} = ?`, answer: a - b };
  }
  const a = rand(2, 10);
  const b = rand(2, 10);
  return { question: `${a} × ${b} = ?`, answer: a * b };
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * Tencent Cloud API 3.0 request signing (TC3-HMAC-SHA256) for a JSON POST to `/`. Returns the headers
 * to send with `body`.
 */
export function tc3Headers(input: {
  host: string;
  service: string;
  action: string;
  version: string;
  body: string;
  secretId: string;
  secretKey: string;
  timestamp: number;
}): Record<string, string> {
  const contentType = 'application/json; charset=utf-8';
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${contentType}`,
    `host:${input.host}`,
    '',
    'content-type;host',
    sha256Hex(input.body),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    Authorization: `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`,
    'Content-Type': contentType,
    Host: input.host,
    'X-TC-Action': input.action,
    'X-TC-Timestamp': String(input.timestamp),
    'X-TC-Version': input.version,
  };
}

/**
 * The production driver: Tencent Cloud captcha. The browser shows Tencent's widget (TJCaptcha.js)
 * with `app_id`; its callback gives `ret 0`, `ticket` and `randstr`, which the server verifies with
 * DescribeCaptchaResult (CaptchaCode 1 = pass). A provider that cannot be reached fails closed.
 */
export class TencentCaptcha implements CaptchaDriver {
  readonly kind = 'tencent' as const;

  constructor(
    private readonly config: Extract<CaptchaConfig, { driver: 'tencent' }>,
    private readonly now: () => number,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async prompt(): Promise<CaptchaPrompt> {
    return { driver: 'tencent', app_id: this.config.appId };
  }

  async verify(ticket: string, randstr: string, client: string): Promise<boolean> {
    const url = new URL(this.config.endpoint);
    const body = JSON.stringify({
      CaptchaType: 9,
      Ticket: ticket,
      UserIp: client,
      Randstr: randstr,
      CaptchaAppId: this.config.appId,
      AppSecretKey: this.config.appSecretKey,
    });
    const headers = tc3Headers({
      host: url.host,
      service: 'captcha',
      action: 'DescribeCaptchaResult',
      version: '2019-07-22',
      body,
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      timestamp: Math.floor(this.now() / 1000),
    });
    let answer: { Response?: { CaptchaCode?: number; Error?: { Code: string; Message: string } } };
    try {
      const res = await this.fetcher(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) });
      answer = (await res.json()) as typeof answer;
    } catch {
      throw new UserError('server.captcha.unavailable');
    }
    if (answer.Response?.Error) throw new UserError('server.captcha.unavailable');
    return answer.Response?.CaptchaCode === 1;
  }
}

export function createCaptcha(config: CaptchaConfig, db: Db, now: () => number): CaptchaDriver {
  return config.driver === 'tencent' ? new TencentCaptcha(config, now) : new LocalCaptcha(db, now, config.perMinute);
}

/** Refuses the request (code 1) unless it carries a ticket the driver accepts. */
export async function requireCaptcha(driver: CaptchaDriver, input: { ticket?: string; randstr?: string }, client: string): Promise<void> {
  const ticket = input.ticket ?? '';
  const randstr = input.randstr ?? '';
  if (!ticket || !randstr) throw new UserError('server.captcha.required');
  if (!(await driver.verify(ticket, randstr, client))) throw new UserError('server.captcha.failed');
}

/** CAPTCHA_DRIVER and its companions (README, configuration). */
export function captchaConfigFromEnv(env: NodeJS.ProcessEnv): CaptchaConfig {
  const driver = env.CAPTCHA_DRIVER || 'local';
  if (driver === 'local') return { driver: 'local', perMinute: wholeNumber(env, 'CAPTCHA_LOCAL_PER_MINUTE', CHALLENGE_LIMIT, 1) };
  if (driver !== 'tencent') throw new Error(`CAPTCHA_DRIVER must be "local" (default) or "tencent", not "${driver}"`);
  const missing = ['TENCENT_CAPTCHA_APP_ID', 'TENCENT_CAPTCHA_APP_SECRET_KEY', 'TENCENTCLOUD_SECRET_ID', 'TENCENTCLOUD_SECRET_KEY'].filter(
    (k) => !env[k],
  );
  if (missing.length) throw new Error(`CAPTCHA_DRIVER=tencent needs ${missing.join(', ')}`);
  const appId = Number(env.TENCENT_CAPTCHA_APP_ID);
  if (!Number.isInteger(appId) || appId <= 0) throw new Error('TENCENT_CAPTCHA_APP_ID must be the numeric CaptchaAppId');
  return {
    driver: 'tencent',
    appId,
    appSecretKey: env.TENCENT_CAPTCHA_APP_SECRET_KEY!,
    secretId: env.TENCENTCLOUD_SECRET_ID!,
    secretKey: env.TENCENTCLOUD_SECRET_KEY!,
    endpoint: env.TENCENT_CAPTCHA_ENDPOINT || 'https://captcha.tencentcloudapi.com/',
  };
}
