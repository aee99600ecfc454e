import type { Db } from '../db/index';

/** Issue 14: the accounts of OPERATOR_MOBILES become operators (at every start; never un-made here). */
export async function appointOperators(db: Db, mobiles: readonly string[]): Promise<void> {
  if (mobiles.length === 0) return;
  await db.query('update users set is_operator = true where mobile = any($1) and not is_operator', [[...mobiles]]);
}
