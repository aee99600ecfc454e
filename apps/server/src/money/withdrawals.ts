import type { Db, Queryable } from '../db/index';
import { UserError } from '../envelope';
import { pageRows } from '../paging';
import { writeNotice } from '../services/notices';
import { unix } from '../time';
import { KIND } from './ledger';
import { maskDestination, type Payee } from './masking';
import { payeeOf } from './payees';
import { credit, debit, money, once, tenthsText, toTenths } from './wallet';
import type { WalletSettings } from './wallet-settings';

// Issue 14: withdrawals from the income wallet (migrations/011_wallet.sql). Applying takes the amount
// from the wallet in the transaction that records the withdrawal; an operator then approves it (paid
// out) or rejects it (the amount comes back, recorded). The status moves from 0 once only.

export type Method = 'bank' | 'alipay';

/**
 * The fee in tenths: `feePercent` of the amount, at least `feeMinimum` (rounded to the wallets' 0.1),
 * and always less than the amount (the settings keep the minimum fee below the minimum withdrawal).
 */
export function feeTenths(amountTenths: number, settings: WalletSettings): number {
  return Math.min(amountTenths - 1, Math.max(toTenths(settings.feeMinimum), Math.round((amountTenths * settings.feePercent) / 100)));
}

/** The wallets and whether a payment password is set: what Balance/withdrawalRules shows beside the rules. */
export async function walletFacts(q: Queryable, userId: number) {
  const [row] = await q.query<{ balance: string; balances: string; withdrawal_balance: string; has: boolean }>(
    'select balance, balances, withdrawal_balance, payment_password_hash is not null as has from users where id = $1',
    [userId],
  );
  return {
    balance: money(row?.balance),
    balances: money(row?.balances),
    withdrawal_balance: money(row?.withdrawal_balance),
    has_payment_password: Boolean(row?.has),
  };
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  amount: string;
  fee: string;
  method: Method;
  account: string;
  payee: Payee;
  status: 0 | 1 | 2;
  reason: string;
  created_at: Date;
  reviewed_at: Date | null;
}

const COLUMNS = 'id, user_id, amount, fee, method, account, payee, status, reason, created_at, reviewed_at';

/** A withdrawal as the contract's `Withdrawal` says (the account masked as applied for). */
export function withdrawalOut(row: WithdrawalRow) {
  return {
    id: row.id,
    amount: money(row.amount),
    fee: money(row.fee),
    method: row.method,
    account: row.account,
    status: row.status,
    reason: row.reason,
    addtime: unix(new Date(row.created_at).getTime()),
    reviewed_at: row.reviewed_at ? unix(new Date(row.reviewed_at).getTime()) : null,
  };
}

/** Below WITHDRAWAL_MINIMUM → code 1 naming the minimum. */
export function checkMinimum(amountTenths: number, settings: WalletSettings): void {
  if (amountTenths < toTenths(settings.withdrawalMinimum)) {
    throw new UserError('server.wallet.belowMinimum', { minimum: settings.withdrawalMinimum.toFixed(1) });
  }
}

/**
 * Applies for a withdrawal of `amountTenths` to the user's bound account of `method`. Refused (code 1)
 * below the minimum, with nothing bound, or beyond the income wallet; once per request id.
 */
export function applyForWithdrawal(
  db: Db,
  userId: number,
  input: { amountTenths: number; method: Method; requestId: string | undefined },
  settings: WalletSettings,
  now: number,
) {
  checkMinimum(input.amountTenths, settings);
  return db.tx((q) =>
    once(q, userId, input.requestId, 'withdrawal', [userId], async () => {
      const payee = await payeeOf(q, userId, input.method);
      if (!payee) throw new UserError(input.method === 'bank' ? 'server.wallet.noBankCard' : 'server.wallet.noAlipay');
      const fee = feeTenths(input.amountTenths, settings);
      // The withdrawal first, so its ledger record can name it; a refused debit rolls both back.
      const [row] = await q.query<WithdrawalRow>(
        `insert into withdrawals (user_id, amount, fee, method, payee, account, status, created_at)
         values ($1, $2, $3, $4, $5, $6, 0, $7) returning ${COLUMNS}`,
        [
          userId,
          tenthsText(input.amountTenths),
          tenthsText(fee),
          input.method,
          JSON.stringify(payee),
          maskDestination(payee),
          new Date(now),
        ],
      );
      const withdrawalBalance = await debit(
        q,
        userId,
        input.amountTenths,
        { kind: KIND.withdrawal, ref: `withdrawal:${row!.id}`, at: now },
        'withdrawal_balance',
      );
      return { withdrawal: withdrawalOut(row!), withdrawal_balance: withdrawalBalance };
    }),
  );
}

/** A user's withdrawals, newest first. */
export async function withdrawalsOf(q: Queryable, userId: number, page: { limit: number; offset: number }) {
  const { rows, total } = await pageRows<WithdrawalRow & { total: number }>(
    q,
    `select ${COLUMNS}, count(*) over ()::int as total from withdrawals where user_id = $1 order by id desc limit $2 offset $3`,
    (take, skip) => [userId, take, skip],
    page,
  );
  return { rows: rows.map(withdrawalOut), total };
}

/** Withdrawals of a status for the operator, oldest first, with who applied and the full destination. */
export async function withdrawalsForReview(q: Queryable, status: 0 | 1 | 2, page: { limit: number; offset: number }) {
  const { rows, total } = await pageRows<WithdrawalRow & { user_nickname: string; total: number }>(
    q,
    `select ${COLUMNS.split(', ')
      .map((c) => `w.${c}`)
      .join(', ')}, u.user_nickname, count(*) over ()::int as total
       from withdrawals w join users u on u.id = w.user_id where w.status = $1 order by w.id limit $2 offset $3`,
    (take, skip) => [status, take, skip],
    page,
  );
  return {
    rows: rows.map((r) => ({ ...withdrawalOut(r), user_id: r.user_id, user_nickname: r.user_nickname, payee: payeeOut(r.payee) })),
    total,
  };
}

/** The full destination the operator pays to (Operator/withdrawalList only). */
function payeeOut(payee: Payee) {
  return payee.method === 'bank'
    ? { real_name: payee.real_name, bank_name: payee.bank_name, card_number: payee.card_number, branch: payee.branch }
    : { real_name: payee.real_name, account: payee.account };
}

/**
 * An operator's decision on a waiting withdrawal: approved → 1; rejected → 2 and the amount back in
 * the income wallet (kind withdrawalRefund), in the same transaction. The status moves from 0 once
 * only (`update … where status = 0`), so a second review (or two at once) is refused and refunds nothing.
 */
export function reviewWithdrawal(db: Db, id: number, approve: boolean, reason: string, operatorId: number, now: number) {
  return db.tx(async (q) => {
    const [row] = await q.query<WithdrawalRow>(
      `update withdrawals set status = $2, reason = $3, reviewed_at = $4, reviewed_by = $5 where id = $1 and status = 0 returning ${COLUMNS}`,
      [id, approve ? 1 : 2, approve ? '' : reason, new Date(now), operatorId],
    );
    if (!row) {
      const [exists] = await q.query('select id from withdrawals where id = $1', [id]);
      throw new UserError(exists ? 'server.wallet.alreadyReviewed' : 'server.wallet.withdrawalNotFound');
    }
    if (!approve) {
      await credit(
        q,
        row.user_id,
        toTenths(row.amount),
        { kind: KIND.withdrawalRefund, ref: `withdrawal:${id}`, at: now },
        'withdrawal_balance',
      );
    }
    // Issue 16: the user's notice of the review, in the review's transaction (rolled back with it).
    await writeNotice(
      q,
      row.user_id,
      'withdrawal',
      { approved: approve ? 1 : 0, id, amount: money(row.amount), reason: approve ? '' : reason },
      now,
    );
    return withdrawalOut(row);
  });
}
