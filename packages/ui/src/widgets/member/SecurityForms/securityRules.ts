// The security page's rules (issue 14), the same as the contract's for Member/setPassword and
// Member/paymentPassword: a login password of 6–64 characters, an SMS code of 6 digits (spec §5: max 6),
// a payment password of at least 6 digits (spec §5; the contract caps it at 16), both entries equal.
// The forms check these before sending, so a person sees the problem at the field, not after a round trip.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const SMS_CODE_LENGTH = 6;
export const PAYMENT_PASSWORD_MIN_LENGTH = 6;
export const PAYMENT_PASSWORD_MAX_LENGTH = 16;

/** How a password change proves it is the owner: the old password, or an SMS code to the own number. */
export type PasswordChangeMode = 'old' | 'code';

export type SecurityProblem =
  | 'oldRequired'
  | 'codeRequired'
  | 'codeFormat'
  | 'passwordRequired'
  | 'passwordLength'
  | 'confirmMismatch'
  | 'paymentFormat';

/** The field a problem belongs to, in the order the form shows them (focus goes to the first). */
export type SecurityField = 'old' | 'code' | 'password' | 'confirm';

export type SecurityProblems = Partial<Record<SecurityField, SecurityProblem>>;

const codeProblem = (code: string): SecurityProblem | undefined =>
  !code ? 'codeRequired' : new RegExp(`^[0-9]{${SMS_CODE_LENGTH}}$`).test(code) ? undefined : 'codeFormat';

export interface PasswordChange {
  mode: PasswordChangeMode;
  old: string;
  code: string;
  password: string;
  confirm: string;
}

/** The problems of a login password change, by field; empty when it may be sent. */
export function passwordChangeProblems(v: PasswordChange): SecurityProblems {
  const problems: SecurityProblems = {};
  if (v.mode === 'old' && !v.old) problems.old = 'oldRequired';
  if (v.mode === 'code') {
    const code = codeProblem(v.code);
    if (code) problems.code = code;
  }
  const length = [...v.password].length;
  if (!v.password) problems.password = 'passwordRequired';
  else if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) problems.password = 'passwordLength';
  if (v.password && v.confirm !== v.password) problems.confirm = 'confirmMismatch';
  return problems;
}

/** How a payment password is saved: the first one, a change with the old one, a reset by SMS code. */
export type PaymentMode = 'set' | 'change' | 'reset';

export interface PaymentChange {
  mode: PaymentMode;
  old: string;
  code: string;
  password: string;
  confirm: string;
}

const paymentFormat = new RegExp(`^[0-9]{${PAYMENT_PASSWORD_MIN_LENGTH},${PAYMENT_PASSWORD_MAX_LENGTH}}$`);

/** The problems of a payment password form, by field; empty when it may be sent. */
export function paymentProblems(v: PaymentChange): SecurityProblems {
  const problems: SecurityProblems = {};
  if (v.mode === 'change' && !v.old) problems.old = 'oldRequired';
  if (v.mode === 'reset') {
    const code = codeProblem(v.code);
    if (code) problems.code = code;
  }
  if (!v.password) problems.password = 'passwordRequired';
  else if (!paymentFormat.test(v.password)) problems.password = 'paymentFormat';
  if (v.password && v.confirm !== v.password) problems.confirm = 'confirmMismatch';
  return problems;
}

/** The first field with a problem, in the form's order: where focus goes after a refused submit. */
export function firstInvalid(problems: SecurityProblems): SecurityField | undefined {
  return (['old', 'code', 'password', 'confirm'] as const).find((f) => problems[f]);
}
