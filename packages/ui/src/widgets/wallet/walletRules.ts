// The wallet's rules (issue 14), the same as the contract's for Balance/*, Bank_card/* and the payment
// password: amounts are gold coins with one decimal (unit 0.1), worked in integer tenths so 0.1 + 0.2
// is 0.3; the withdrawal fee is fee_percent of the amount, at least fee_minimum, taken from the amount
// (the payout is amount − fee); a card number of 12–24 digits; an Alipay account is a mobile number or
// an e-mail address; a payment password of at least 6 digits (spec §5; the contract caps it at 16).

export const PAYMENT_PASSWORD_PATTERN = /^[0-9]{6,16}$/;
export const CARD_NUMBER_PATTERN = /^[0-9]{12,24}$/;
export const REAL_NAME_MAX_LENGTH = 30;
export const BANK_NAME_MAX_LENGTH = 50;
export const BRANCH_MAX_LENGTH = 100;
export const ALIPAY_ACCOUNT_MAX_LENGTH = 60;

/** Integer tenths of a coin amount (a number from the server, e.g. 12.3 → 123). */
export const toTenths = (coins: number) => Math.round(coins * 10);
/** Coins from integer tenths (123 → 12.3). */
export const fromTenths = (tenths: number) => tenths / 10;

/** An amount typed by the user: digits with at most one decimal; its tenths, or null when not one. */
export function parseAmount(raw: string): number | null {
  // A decimal comma (vi) is a decimal point.
  const s = raw.trim().replace(',', '.');
  if (!/^\d{1,12}(\.\d)?$/.test(s)) return null;
  return toTenths(Number(s));
}

export type AmountProblem = 'amountRequired' | 'amountFormat' | 'amountZero' | 'amountBelowMinimum' | 'amountAboveBalance';

/** What is wrong with an amount typed against a wallet of `available` coins and an optional minimum. */
export function amountProblem(raw: string, available: number, minimum = 0): AmountProblem | null {
  if (!raw.trim()) return 'amountRequired';
  const tenths = parseAmount(raw);
  if (tenths == null) return 'amountFormat';
  if (tenths <= 0) return 'amountZero';
  if (tenths < toTenths(minimum)) return 'amountBelowMinimum';
  if (tenths > toTenths(available)) return 'amountAboveBalance';
  return null;
}

export interface FeeRules {
  fee_percent: number;
  fee_minimum: number;
}

/**
 * The fee in tenths for an amount in tenths: max(fee_minimum, amount × fee_percent / 100), rounded to
 * the tenth and always below the amount, as the server works it out (apps/server/src/money/withdrawals.ts
 * feeTenths), so the payout shown is the payout made.
 */
export function withdrawalFee(amountTenths: number, rules: FeeRules): number {
  return Math.min(amountTenths - 1, Math.max(toTenths(rules.fee_minimum), Math.round((amountTenths * rules.fee_percent) / 100)));
}

export type PaymentPasswordProblem = 'passwordRequired' | 'passwordFormat';

export function paymentPasswordProblem(raw: string): PaymentPasswordProblem | null {
  if (!raw) return 'passwordRequired';
  return PAYMENT_PASSWORD_PATTERN.test(raw) ? null : 'passwordFormat';
}

export type BankCardField = 'real_name' | 'bank_name' | 'card_number' | 'branch';
export type BindProblem =
  | 'realNameRequired'
  | 'realNameTooLong'
  | 'bankNameRequired'
  | 'bankNameTooLong'
  | 'cardNumberRequired'
  | 'cardNumberFormat'
  | 'branchTooLong'
  | 'accountRequired'
  | 'accountFormat';

export interface BankCardInput {
  real_name: string;
  bank_name: string;
  card_number: string;
  branch: string;
}

/** A card number as typed (spaces between groups allowed) → its digits. */
export const cardDigits = (raw: string) => raw.replace(/[\s-]/g, '');

const realNameProblem = (raw: string): BindProblem | undefined => {
  const s = raw.trim();
  if (!s) return 'realNameRequired';
  if ([...s].length > REAL_NAME_MAX_LENGTH) return 'realNameTooLong';
  return undefined;
};

export function bankCardProblems(v: BankCardInput): Partial<Record<BankCardField, BindProblem>> {
  const out: Partial<Record<BankCardField, BindProblem>> = {};
  const name = realNameProblem(v.real_name);
  if (name) out.real_name = name;
  const bank = v.bank_name.trim();
  if (!bank) out.bank_name = 'bankNameRequired';
  else if ([...bank].length > BANK_NAME_MAX_LENGTH) out.bank_name = 'bankNameTooLong';
  const digits = cardDigits(v.card_number);
  if (!digits) out.card_number = 'cardNumberRequired';
  else if (!CARD_NUMBER_PATTERN.test(digits)) out.card_number = 'cardNumberFormat';
  if ([...v.branch.trim()].length > BRANCH_MAX_LENGTH) out.branch = 'branchTooLong';
  return out;
}

export type AliPayField = 'real_name' | 'account';
export interface AliPayInput {
  real_name: string;
  account: string;
}

const MOBILE = /^\+?[0-9]{5,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function aliPayProblems(v: AliPayInput): Partial<Record<AliPayField, BindProblem>> {
  const out: Partial<Record<AliPayField, BindProblem>> = {};
  const name = realNameProblem(v.real_name);
  if (name) out.real_name = name;
  const account = v.account.trim();
  if (!account) out.account = 'accountRequired';
  else if (account.length < 5 || account.length > ALIPAY_ACCOUNT_MAX_LENGTH || !(MOBILE.test(account) || EMAIL.test(account)))
    out.account = 'accountFormat';
  return out;
}
