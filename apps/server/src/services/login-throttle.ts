import type { Db } from '../db/index';
import { UserError } from '../envelope';

// Issue 12 (ASVS 5.0 §6.3.1): password guessing is throttled per account, not only per address. An
// attempt is counted before the password is checked (one conditional upsert, so a parallel burst
// cannot get past the count); from the 5th failure on, each failure locks the number for a time that
// doubles (1 min, 2 min, 4 min … at most a day). A right password clears the count; a day without
// attempts starts it over.
export const FREE_FAILURES = 5;
const FIRST_LOCK_S = 60;
const MAX_LOCK_S = 86_400;

/**
 * Counts an attempt for `mobile`, or refuses it while the number is locked. Issue 14: other secrets of
 * the account (the payment password) use their own key in the same table, with their own message.
 */
export async function reserveLogin(db: Db, mobile: string, now: number, lockedKey = 'server.auth.locked'): Promise<void> {
  const at = new Date(now);
  const rows = await db.query(
    `insert into login_throttle (mobile, failures, locked_until, updated_at) values ($1, 1, null, $2)
     on conflict (mobile) do update set
       failures = case when login_throttle.updated_at < $2::timestamptz - interval '1 day' then 1 else login_throttle.failures + 1 end,
       locked_until = case
         when login_throttle.updated_at >= $2::timestamptz - interval '1 day' and login_throttle.failures + 1 >= $3
         then $2::timestamptz + make_interval(secs => least($5::float8, $4::float8 * power(2, login_throttle.failures + 1 - $3)))
         else null end,
       updated_at = $2
     where login_throttle.locked_until is null or login_throttle.locked_until <= $2
     returning failures`,
    [mobile, at, FREE_FAILURES, FIRST_LOCK_S, MAX_LOCK_S],
  );
  if (rows.length > 0) return;
  const [row] = await db.query<{ locked_until: Date }>('select locked_until from login_throttle where mobile = $1', [mobile]);
  const minutes = Math.max(1, Math.ceil((new Date(row?.locked_until ?? now).getTime() - now) / 60_000));
  throw new UserError(lockedKey, { minutes });
}

/** A right password: the number starts over. */
export async function clearLogin(db: Db, mobile: string): Promise<void> {
  await db.query('delete from login_throttle where mobile = $1', [mobile]);
}
