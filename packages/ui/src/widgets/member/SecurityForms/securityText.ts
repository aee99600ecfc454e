import type { Messages } from '../../../i18n/useMessages';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_PASSWORD_MAX_LENGTH,
  PAYMENT_PASSWORD_MIN_LENGTH,
  type SecurityProblem,
  SMS_CODE_LENGTH,
} from './securityRules';

// What the security forms say about a problem (its field's error text) and how they show the number
// the server masked; shared by PasswordForm, PaymentPasswordForm and SecurityOverview.

/** The text of a rule's problem; the payment form names the payment password where it differs. */
export function problemText(t: Messages<'ui.member.security'>, problem: SecurityProblem, payment: boolean): string {
  switch (problem) {
    case 'oldRequired':
      return t(payment ? 'problem.paymentOldRequired' : 'problem.oldRequired');
    case 'passwordRequired':
      return t(payment ? 'problem.paymentRequired' : 'problem.passwordRequired');
    case 'codeFormat':
      return t('problem.codeFormat', { length: SMS_CODE_LENGTH });
    case 'passwordLength':
      return t('problem.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    case 'paymentFormat':
      return t('problem.paymentFormat', { min: PAYMENT_PASSWORD_MIN_LENGTH, max: PAYMENT_PASSWORD_MAX_LENGTH });
    default:
      return t(`problem.${problem}`);
  }
}

/** Member/securityInfo's masked number as people read it: "86-*******8000" → "+86 *******8000". */
export function displayMobile(masked: string): string {
  const dash = masked.indexOf('-');
  return dash < 0 ? masked : `+${masked.slice(0, dash)} ${masked.slice(dash + 1)}`;
}
