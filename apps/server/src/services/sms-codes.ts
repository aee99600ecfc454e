import type { Config } from '../config';
import type { Db } from '../db/index';
import { UserError } from '../envelope';
import { newSmsCode, safeEqualHex, sha256 } from './crypto';
import { DAY, giveBack, HOUR, sweep, take } from './limits';

// Spec §5: single use, 10 minutes, void after 5 wrong tries; one send per number per 60 s.
// Issue 12 (ASVS 5.0 §6.3, §6.6): every attempt is reserved before the comparison, failures are
// capped per number across its codes and per client address, sends are capped per address, per
// number and per country code, and only to the allowed country codes.
export const SMS_RESEND_SECONDS = 60;
export const SMS_VALID_MS = 10 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;
/** Wrong codes per number per hour, across all its codes. */
export const WRONG_CODES_PER_NUMBER = 10;
/** Wrong codes per client address per hour. */
export const WRONG_CODES_PER_CLIENT = 30;
/** Codes one number may receive per day. */
export const SENDS_PER_NUMBER = 10;
/** Codes one country code may receive per hour (a pumping attack goes to expensive destinations). */
export const SENDS_PER_COUNTRY = 1_000;

export const PURPOSE_REGISTER = 1;
/** The login password (forgot password). */
export const PURPOSE_RESET = 2;
export const PURPOSE_PAYMENT = 3;
export const PURPOSE_VERIFIED = 4;

export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}

export class SmsCodes {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    readonly sms: SmsSender,
  ) {}

  /**
   * Sends a code. The answer is the same whether or not the number has an account (no enumeration,
   * ASVS §6.3.8): a code that could not be used (register for a taken number, anything else for a
   * free one) is recorded like any other, so limits and waits match, but never sent.
   */
  async send(mobile: string, purpose: number, client: string): Promise<{ expires_in: number; resend_in: number }> {
    const country = mobile.split('-')[0] ?? '';
    if (!this.config.accounts.smsCountryCodes.includes(country)) throw new UserError('server.sms.country', { code: `+${country}` });
    const [registered] = await this.db.query('select 1 from users where mobile = $1', [mobile]);
    const deliver = purpose === PURPOSE_REGISTER ? !registered : !!registered;
    const code = newSmsCode();
    const now = this.config.now();
    // The 60 s check, the caps and the insert happen in one transaction so two quick requests can't
    // both send, and a refused request uses no budget.
    const [sent] = await this.db.tx(async (q) => {
      await q.query('select pg_advisory_xact_lock(hashtext($1))', [`sms:${mobile}`]);
      const [last] = await q.query<{ created_at: Date }>(
        'select created_at from sms_codes where mobile = $1 order by created_at desc limit 1',
        [mobile],
      );
      if (last) {
        const wait = Math.ceil(SMS_RESEND_SECONDS - (now - new Date(last.created_at).getTime()) / 1000);
        if (wait > 0) throw new UserError('server.sms.wait', { seconds: wait });
      }
      if (!(await take(q, `sms-send:client:${client}`, this.config.accounts.smsSendsPerClient, HOUR, now)))
        throw new UserError('server.sms.tooManySends');
      if (!(await take(q, `sms-send:number:${mobile}`, SENDS_PER_NUMBER, DAY, now))) throw new UserError('server.sms.tooManySends');
      if (!(await take(q, `sms-send:country:${country}`, SENDS_PER_COUNTRY, HOUR, now))) throw new UserError('server.sms.tooManySends');
      await sweep(q, now);
      return q.query<{ id: number }>(
        'insert into sms_codes (mobile, purpose, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5) returning id',
        [mobile, purpose, sha256(`${mobile}:${code}`), new Date(now), new Date(now + SMS_VALID_MS)],
      );
    });
    if (deliver) {
      try {
        await this.sms.send(mobile, code);
      } catch (error) {
        // A code that never left must not hold the 60 s limit against the user's retry.
        await this.db.query('delete from sms_codes where id = $1', [sent!.id]);
        throw error;
      }
    }
    return { expires_in: SMS_VALID_MS / 1000, resend_in: SMS_RESEND_SECONDS };
  }

  /**
   * Checks a code of this purpose. The attempt is reserved first with one conditional update, so
   * parallel guesses cannot compare more than SMS_MAX_ATTEMPTS times; then one unit of the number's
   * and the client's failure budgets; a right code gives those back. Returns the code's id, to be used
   * up with `use` inside the caller's transaction.
   */
  async check(mobile: string, purpose: number, code: string, client: string): Promise<number> {
    const now = this.config.now();
    const [row] = await this.db.query<{ id: number; expires_at: Date }>(
      `select id, expires_at from sms_codes
       where mobile = $1 and purpose = $2 and used_at is null order by created_at desc limit 1`,
      [mobile, purpose],
    );
    if (!row) throw new UserError('server.sms.requestFirst');
    if (new Date(row.expires_at).getTime() <= now) throw new UserError('server.sms.expired');
    const [reserved] = await this.db.query<{ code_hash: string }>(
      'update sms_codes set attempts = attempts + 1 where id = $1 and used_at is null and attempts < $2 returning code_hash',
      [row.id, SMS_MAX_ATTEMPTS],
    );
    if (!reserved) throw new UserError('server.sms.tooManyAttempts');
    const numberKey = `sms-wrong:number:${mobile}`;
    const clientKey = `sms-wrong:client:${client}`;
    if (!(await take(this.db, numberKey, WRONG_CODES_PER_NUMBER, HOUR, now))) throw new UserError('server.sms.tooManyFailures');
    if (!(await take(this.db, clientKey, WRONG_CODES_PER_CLIENT, HOUR, now))) throw new UserError('server.sms.tooManyFailures');
    if (!safeEqualHex(reserved.code_hash, sha256(`${mobile}:${code}`))) throw new UserError('server.sms.incorrect');
    await giveBack(this.db, numberKey, HOUR, now);
    await giveBack(this.db, clientKey, HOUR, now);
    return row.id;
  }

  /** Uses a checked code up; fails if a concurrent request used it first. */
  async use(q: Pick<Db, 'query'>, id: number): Promise<void> {
    const used = await q.query('update sms_codes set used_at = $2 where id = $1 and used_at is null returning id', [
      id,
      new Date(this.config.now()),
    ]);
    if (used.length === 0) throw new UserError('server.sms.used');
  }
}
