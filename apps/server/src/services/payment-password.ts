import { UserError } from '../envelope';
import type { Accounts } from './accounts';
import { verifyPassword } from './crypto';

/**
 * Issue 14: money leaving a wallet by the user's own hand (withdrawal, conversion) needs the payment
 * password. The attempt is counted before the check, in the same per-account throttle the payment
 * password's change uses (login-throttle.ts, key `payment:<id>`), so guesses here and there add up;
 * a right password clears it. No password set → code 1 saying where to set one.
 */
export async function checkPaymentPassword(accounts: Accounts, userId: number, password: string): Promise<void> {
  const hash = await accounts.paymentPasswordHash(userId);
  if (!hash) throw new UserError('server.wallet.noPaymentPassword');
  await accounts.reservePayment(userId);
  if (!(await verifyPassword(password, hash))) throw new UserError('server.wallet.wrongPaymentPassword');
  await accounts.clearPayment(userId);
}
