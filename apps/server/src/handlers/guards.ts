import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import { isOperator } from '../money/operators';
import type { UserRow } from '../services/accounts';

/** The caller, or WIRE.md's 700 (not logged in) for a handler that needs one. */
export function requireUser(user: UserRow | undefined): UserRow {
  if (!user) throw new UserError('server.auth.notLoggedIn', {}, 700);
  return user;
}

/**
 * Issue 14: the caller, when an operator (users.is_operator: the development seed's demo operator, or
 * OPERATOR_MOBILES in production); anyone else gets code 1 saying the page is for operators.
 */
export async function requireOperator(q: Queryable, user: UserRow | undefined): Promise<UserRow> {
  const me = requireUser(user);
  if (!(await isOperator(q, me.id))) throw new UserError('server.wallet.operatorsOnly');
  return me;
}
