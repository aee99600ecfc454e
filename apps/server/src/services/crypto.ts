import { createHash, createHmac, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { UserError } from '../envelope';

const scryptRaw = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEYLEN = 64;

/**
 * Issue 12: scrypt runs on libuv's 4 worker threads, which file and DNS work share; a flood of logins
 * must not take them all. At most SCRYPT_CONCURRENCY hashes run at once, at most SCRYPT_QUEUE wait;
 * beyond that the caller gets a "busy, retry" error at once.
 */
export const SCRYPT_CONCURRENCY = 2;
export const SCRYPT_QUEUE = 32;
let running = 0;
const waiting: (() => void)[] = [];

async function scrypt(password: string, salt: Buffer, keylen: number): Promise<Buffer> {
  if (running >= SCRYPT_CONCURRENCY) {
    if (waiting.length >= SCRYPT_QUEUE) throw new UserError('server.auth.busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await scryptRaw(password, salt, keylen);
  } finally {
    // Hand the slot straight to the next waiter, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes in flight and waiting (for tests). */
export const scryptLoad = () => ({ running, waiting: waiting.length });

/** `scrypt$<salt>$<hash>` with a per-user random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Session tokens: 128 random bits. Only their hash is stored. */
export const newToken = () => randomBytes(16).toString('hex');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** 6-digit SMS codes from the CSPRNG. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * IM signatures (local IM driver): `<expiry>.<hmac>` over the user id; a registered user's sig also
 * names its login session, `<expiry>.<session>.<hmac>`, so that signing out (or a new password) ends
 * the sig with the session (issue 12): the IM service checks the session is still live.
 */
export function imSignature(secret: string, userId: string, now: number, ttlSeconds = 7 * 86_400, session?: number): string {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  const signed = session === undefined ? `${userId}:${expiry}` : `${userId}:${expiry}:${session}`;
  const mac = createHmac('sha256', secret).update(signed).digest('base64url');
  return session === undefined ? `${expiry}.${mac}` : `${expiry}.${session}.${mac}`;
}

/** Whether the sig is genuine and unexpired; a session sig answers its session id, a guest sig 0. */
export function checkImSignature(secret: string, userId: string, sig: string, now: number): number | null {
  const parts = sig.split('.');
  const [expiryText, sessionText, mac] = parts.length === 3 ? parts : [parts[0], undefined, parts[1]];
  const expiry = Number(expiryText);
  if (!mac || !Number.isInteger(expiry) || expiry * 1000 < now) return null;
  if (sessionText !== undefined && !/^\d{1,15}$/.test(sessionText)) return null;
  const signed = sessionText === undefined ? `${userId}:${expiry}` : `${userId}:${expiry}:${sessionText}`;
  const expected = createHmac('sha256', secret).update(signed).digest('base64url');
  if (expected.length !== mac.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(mac))) return null;
  return sessionText === undefined ? 0 : Number(sessionText);
}

export function verifyImSignature(secret: string, userId: string, sig: string, now: number): boolean {
  return checkImSignature(secret, userId, sig, now) !== null;
}
