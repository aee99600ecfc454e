import { UserError } from '../envelope';
import type { UserRow } from '../services/accounts';

/** The caller, or WIRE.md's 700 (not logged in) for a handler that needs one. */
export function requireUser(user: UserRow | undefined): UserRow {
  if (!user) throw new UserError('server.auth.notLoggedIn', {}, 700);
  return user;
}
