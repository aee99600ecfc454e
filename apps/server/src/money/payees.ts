import type { Queryable } from '../db/index';
import { UserError } from '../envelope';
import type { Payee } from './masking';

// Issue 14: the bank card and the Alipay account withdrawals are paid to (migrations/011_wallet.sql),
// one of each per user, replaced by binding again.

const CONTROL = /[\p{Cc}\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const MOBILE = /^1[3-9][0-9]{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A holder's name: trimmed, no control or text-direction characters (shown to the operator). */
function cleanName(value: string, field: 'real_name' | 'bank_name' | 'branch'): string {
  const text = value.trim();
  if (CONTROL.test(text)) throw new UserError('server.wallet.controlCharacters', { field });
  return text;
}

export interface BankCardInput {
  real_name: string;
  bank_name: string;
  card_number: string;
  branch?: string;
}

export async function bindBankCard(q: Queryable, userId: number, input: BankCardInput, now: Date): Promise<Payee & { method: 'bank' }> {
  const card = {
    real_name: cleanName(input.real_name, 'real_name'),
    bank_name: cleanName(input.bank_name, 'bank_name'),
    card_number: input.card_number,
    branch: cleanName(input.branch ?? '', 'branch'),
  };
  if (!card.real_name) throw new UserError('server.wallet.realNameRequired');
  if (!card.bank_name) throw new UserError('server.wallet.bankNameRequired');
  await q.query(
    `insert into bank_cards (user_id, real_name, bank_name, card_number, branch, updated_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set real_name = $2, bank_name = $3, card_number = $4, branch = $5, updated_at = $6`,
    [userId, card.real_name, card.bank_name, card.card_number, card.branch, now],
  );
  return { method: 'bank', ...card };
}

export async function bindAlipay(
  q: Queryable,
  userId: number,
  input: { real_name: string; account: string },
  now: Date,
): Promise<Payee & { method: 'alipay' }> {
  const realName = cleanName(input.real_name, 'real_name');
  if (!realName) throw new UserError('server.wallet.realNameRequired');
  const account = input.account.trim();
  if (!MOBILE.test(account) && !EMAIL.test(account)) throw new UserError('server.wallet.alipayAccount');
  await q.query(
    `insert into alipay_accounts (user_id, real_name, account, updated_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set real_name = $2, account = $3, updated_at = $4`,
    [userId, realName, account, now],
  );
  return { method: 'alipay', real_name: realName, account };
}

/** The user's payee for a method, in full; undefined when none is bound. */
export async function payeeOf(q: Queryable, userId: number, method: 'bank' | 'alipay'): Promise<Payee | undefined> {
  if (method === 'bank') {
    const [row] = await q.query<{ real_name: string; bank_name: string; card_number: string; branch: string }>(
      'select real_name, bank_name, card_number, branch from bank_cards where user_id = $1',
      [userId],
    );
    return row ? { method: 'bank', ...row } : undefined;
  }
  const [row] = await q.query<{ real_name: string; account: string }>('select real_name, account from alipay_accounts where user_id = $1', [
    userId,
  ]);
  return row ? { method: 'alipay', ...row } : undefined;
}
