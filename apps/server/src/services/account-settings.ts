import { wholeNumber } from '../security/limits-config';
import { COUNTRY_CODES } from './country-codes';

/** Issue 12 settings for accounts (README, "Running in production"). */
export interface AccountSettings {
  /** Country codes SMS codes are sent to (SMS_COUNTRY_CODES, comma-separated; default: the sign-up list). */
  smsCountryCodes: string[];
  /** SMS codes one client address may ask for an hour (SMS_SENDS_PER_ADDRESS_PER_HOUR, default 20). */
  smsSendsPerClient: number;
  /** A session ends this many days after login whatever happens (SESSION_MAX_AGE_DAYS, default 30). */
  sessionMaxAgeDays: number;
  /** A session ends after this many days unused (SESSION_IDLE_DAYS, default 7). */
  sessionIdleDays: number;
}

/** The per-address cap on SMS sends when SMS_SENDS_PER_ADDRESS_PER_HOUR is not set. */
export const SENDS_PER_CLIENT_DEFAULT = 20;

export function accountSettingsFromEnv(env: NodeJS.ProcessEnv): AccountSettings {
  const codes = (env.SMS_COUNTRY_CODES ?? '')
    .split(',')
    .map((c) => c.trim().replace(/^\+/, ''))
    .filter(Boolean);
  for (const code of codes) if (!/^[0-9]{1,4}$/.test(code)) throw new Error(`SMS_COUNTRY_CODES: "${code}" is no country code (1–4 digits)`);
  return {
    smsCountryCodes: codes.length ? codes : COUNTRY_CODES.map((c) => c.code),
    smsSendsPerClient: wholeNumber(env, 'SMS_SENDS_PER_ADDRESS_PER_HOUR', SENDS_PER_CLIENT_DEFAULT, 1),
    sessionMaxAgeDays: positive('SESSION_MAX_AGE_DAYS', env.SESSION_MAX_AGE_DAYS, 30),
    sessionIdleDays: positive('SESSION_IDLE_DAYS', env.SESSION_IDLE_DAYS, 7),
  };
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number of days > 0, not "${value}"`);
  return n;
}
