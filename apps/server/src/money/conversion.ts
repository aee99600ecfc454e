import type { Db } from '../db/index';
import { KIND } from './ledger';
import { credit, debit, once } from './wallet';

/**
 * Issue 14 (SPEC §8): income converted into gold coins, 1 : 1 — after conversion it can be spent but
 * not withdrawn. One transaction, two ledger records (conversionOut on the income wallet, conversionIn
 * on the consumption wallet); refused beyond the income wallet; once per request id.
 */
export function convertIncome(db: Db, userId: number, amountTenths: number, requestId: string | undefined, now: number) {
  return db.tx((q) =>
    once(q, userId, requestId, 'conversion', [userId], async () => {
      const entry = { ref: 'conversion', at: now };
      const withdrawalBalance = await debit(q, userId, amountTenths, { ...entry, kind: KIND.conversionOut }, 'withdrawal_balance');
      const balance = await credit(q, userId, amountTenths, { ...entry, kind: KIND.conversionIn });
      return { balance, withdrawal_balance: withdrawalBalance };
    }),
  );
}
