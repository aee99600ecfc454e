export {
  type CaptchaPrompt,
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
