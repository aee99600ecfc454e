export { type PasswordChangeValues, PasswordForm, type PasswordFormProps } from './PasswordForm';
export { PaymentPasswordForm, type PaymentPasswordFormProps, type PaymentPasswordValues } from './PaymentPasswordForm';
export { type SecurityInfo, SecurityOverview, type SecurityOverviewProps } from './SecurityOverview';
export {
  firstInvalid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_PASSWORD_MAX_LENGTH,
  PAYMENT_PASSWORD_MIN_LENGTH,
  type PasswordChange,
  type PasswordChangeMode,
  type PaymentChange,
  type PaymentMode,
  passwordChangeProblems,
  paymentProblems,
  type SecurityField,
  type SecurityProblem,
  type SecurityProblems,
  SMS_CODE_LENGTH,
} from './securityRules';
export { displayMobile } from './securityText';
