export { CaptchaDialog, type CaptchaDialogProps } from './CaptchaDialog';
export { type CaptchaPrompt, CaptchaStep, type CaptchaStepProps } from './CaptchaStep';
export {
  type CountryCodeOption,
  type ForgotValues,
  LoginDialog,
  type LoginDialogProps,
  type LoginMode,
  type LoginValues,
  loginModes,
  type QrState,
  qrStates,
  type RegisterValues,
} from './LoginDialog';
