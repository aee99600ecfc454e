import type { Db, Queryable } from '../db/index';

/** Issue 14: the accounts of OPERATOR_MOBILES become operators (at every start; never un-made here). */
export async function appointOperators(db: Db, mobiles: readonly string[]): Promise<void> {
  if (mobiles.length === 0) return;
  await db.query('update users set is_operator = true where mobile = any($1) and not is_operator', [[...mobiles]]);
}

/** Whether a user is an operator (handlers/guards.ts requireOperator). */
export async function isOperator(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query<{ is_operator: boolean }>('select is_operator from users where id = $1', [userId]);
  return Boolean(row?.is_operator);
}
