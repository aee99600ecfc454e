import { type FormEvent, useEffect, useState } from 'react';
import { type Messages, useMessages } from '../../i18n/useMessages';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { Icon } from '../../primitives/Icon/Icon';
import { PhoneField } from '../../primitives/PhoneField/PhoneField';
import { CodeField, PasswordField, TextField } from '../../primitives/TextField/TextField';
import { type CaptchaPrompt, CaptchaStep } from './CaptchaStep';
import * as styles from './LoginDialog.css';

/** Spec §4 Login dialog mode: QR (default), code (= password login), register, forgot. */
export const loginModes = ['qr', 'login', 'register', 'forgot'] as const;
export type LoginMode = (typeof loginModes)[number];

export const qrStates = ['loading', 'shown', 'scanned', 'expired', 'error'] as const;
export type QrState = (typeof qrStates)[number];

export interface CountryCodeOption {
  id: number;
  /** Dialling code without +, e.g. "86". */
  code: string;
  name: string;
}

export interface LoginValues {
  /** WIRE.md: "<country code>-<number>", e.g. "86-13800138000". */
  mobile: string;
  password: string;
  remember: boolean;
}
export interface RegisterValues {
  mobile: string;
  code: string;
  password: string;
  invite: string;
}
export interface ForgotValues {
  mobile: string;
  code: string;
  password: string;
}

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: LoginMode;
  /** Text links switch modes; switching resets the form. */
  onModeChange: (mode: LoginMode) => void;
  /** State of the QR code in QR mode. */
  qrState: QrState;
  /** The QR image (a data URL from getLoginQrcode). */
  qrImage?: string;
  /**
   * After the scan: the number the phone must pick (number matching, issue 12), shown big in place of
   * the QR image. Without it the scanned state shows the check mark alone.
   */
  qrNumber?: number;
  onQrRefresh: () => void;
  /** Country codes from system settings (spec §3); the default is 86. */
  countryCodes: readonly CountryCodeOption[];
  defaultCountryCode?: string;
  /** A remembered account (local storage `account`) to prefill, as "86-13800138000". */
  rememberedMobile?: string;
  /** Sends an SMS code: type 1 register, 2 otherwise. Resolve false when it was not sent. */
  onSendCode: (mobile: string, type: 1 | 2) => Promise<boolean>;
  onLogin: (values: LoginValues) => void;
  onRegister: (values: RegisterValues) => void;
  onForgot: (values: ForgotValues) => void;
  /** A request is on its way: the submit button spins. */
  pending?: boolean;
  /** A success line at the top of the phone form (e.g. after registering). */
  notice?: string;
  captcha?: CaptchaPrompt;
  onCaptchaAnswer: (answer: string) => void;
  onCaptchaRefresh: () => void;
  onCaptchaCancel: () => void;
}

// spec §5: mobile required, max 11 digits; SMS code 6; password at least 6.
const MOBILE = /^\d{5,11}$/;
const CODE = /^\d{6}$/;

function splitMobile(value: string | undefined, fallback: string) {
  const m = /^(\d{1,4})-(\d+)$/.exec(value ?? '');
  return m ? { country: m[1]!, number: m[2]! } : { country: fallback, number: '' };
}

/** The login dialog of spec §2 (500 px): QR login, password login, register and forgot password. */
export function LoginDialog(props: LoginDialogProps) {
  const t = useMessages('ui.loginDialog');
  const { open, onOpenChange, mode, onModeChange, countryCodes, defaultCountryCode = '86', rememberedMobile, pending, captcha } = props;
  const remembered = splitMobile(rememberedMobile, defaultCountryCode);

  const [country, setCountry] = useState(remembered.country);
  const [number, setNumber] = useState(remembered.number);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [invite, setInvite] = useState('');
  const [remember, setRemember] = useState(Boolean(rememberedMobile));
  const [warning, setWarning] = useState<string | undefined>();

  // Switching mode resets the form (spec §4); a remembered account stays prefilled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the mode changes
  useEffect(() => {
    setCountry(remembered.country);
    setNumber(mode === 'login' ? remembered.number : '');
    setPassword('');
    setCode('');
    setInvite('');
    setWarning(undefined);
  }, [mode]);

  const mobile = `${country}-${number}`;
  const title = mode === 'register' ? t('titleRegister') : mode === 'forgot' ? t('titleForgot') : t('title');

  function validate(): boolean {
    const missing = !number || !password || (mode !== 'login' && !code);
    if (missing) return (setWarning(t('required')), false);
    if (!MOBILE.test(number)) return (setWarning(t('mobileInvalid')), false);
    if (mode !== 'login' && !CODE.test(code)) return (setWarning(t('codeInvalid')), false);
    if (password.length < 6) return (setWarning(t('passwordShort')), false);
    setWarning(undefined);
    return true;
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (pending || !validate()) return;
    if (mode === 'login') props.onLogin({ mobile, password, remember });
    else if (mode === 'register') props.onRegister({ mobile, code, password, invite: invite.trim() });
    else if (mode === 'forgot') props.onForgot({ mobile, code, password });
  }

  async function sendCode(): Promise<boolean> {
    // spec §5: get-code needs a mobile number; type 1 for register, 2 otherwise.
    if (!number) return (setWarning(t('required')), false);
    if (!MOBILE.test(number)) return (setWarning(t('mobileInvalid')), false);
    setWarning(undefined);
    return props.onSendCode(mobile, mode === 'register' ? 1 : 2);
  }

  const link = (target: LoginMode, label: string) => (
    <button type="button" className={styles.textLink} onClick={() => onModeChange(target)}>
      {label}
    </button>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} width={500}>
      {captcha ? (
        <CaptchaStep
          captcha={captcha}
          onAnswer={props.onCaptchaAnswer}
          onRefresh={props.onCaptchaRefresh}
          onCancel={props.onCaptchaCancel}
        />
      ) : null}
      {mode === 'qr' ? (
        captcha ? null : (
          <QrPanel {...props} t={t} />
        )
      ) : (
        // The form stays mounted under a captcha step (issue 12: getCode asks one), so the code
        // button's countdown and the fields survive it.
        <form className={styles.form} onSubmit={submit} noValidate style={captcha ? { display: 'none' } : undefined}>
          {props.notice ? (
            <p className={styles.notice} role="status">
              <Icon name="check" size={16} /> {props.notice}
            </p>
          ) : null}
          <PhoneField
            label={t('mobile')}
            name="mobile"
            isRequired
            placeholder={t('mobilePlaceholder')}
            countries={countryCodes}
            value={{ countryCode: country, number }}
            onChange={(v) => {
              setCountry(v.countryCode);
              setNumber(v.number);
            }}
          />
          {mode !== 'login' ? (
            <CodeField
              label={t('code')}
              name="code"
              isRequired
              placeholder={t('codePlaceholder')}
              value={code}
              onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
              onSend={sendCode}
              countdown={60}
            />
          ) : null}
          <PasswordField
            label={mode === 'forgot' ? t('newPassword') : t('password')}
            name="password"
            isRequired
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            placeholder={t('passwordPlaceholder')}
            value={password}
            onChange={setPassword}
            onEnter={() => submit()}
          />
          {mode === 'register' ? <TextField label={t('invite')} name="invite" maxLength={32} value={invite} onChange={setInvite} /> : null}
          {mode === 'login' ? (
            <label className={styles.check}>
              <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('remember')}
            </label>
          ) : null}
          {warning ? (
            <p className={styles.warning} role="alert">
              <Icon name="alert" size={16} /> {warning}
            </p>
          ) : null}
          <Button type="submit" size="large" loading={pending}>
            {mode === 'register' ? t('submitRegister') : mode === 'forgot' ? t('submitForgot') : t('submitLogin')}
          </Button>
          <div className={styles.links}>
            {mode === 'login' ? (
              <>
                {link('register', t('toRegister'))}
                {link('forgot', t('toForgot'))}
              </>
            ) : (
              link('login', t('toLogin'))
            )}
            {link('qr', t('toQr'))}
          </div>
        </form>
      )}
    </Dialog>
  );
}

// ── QR mode ──

function QrPanel({ qrState, qrImage, qrNumber, onQrRefresh, onModeChange, t }: LoginDialogProps & { t: Messages<'ui.loginDialog'> }) {
  const dead = qrState === 'expired' || qrState === 'error';
  return (
    <div className={styles.qr}>
      <p className={styles.qrHint}>{t('qrHint')}</p>
      <div className={styles.qrFrame} data-state={qrState} aria-busy={qrState === 'loading' || undefined}>
        {qrImage && qrState !== 'loading' ? (
          <img src={qrImage} alt={t('qrImage')} width={200} height={200} className={styles.qrImage} />
        ) : null}
        {qrState === 'loading' ? <span className={styles.qrCover}>{t('qrLoading')}</span> : null}
        {qrState === 'scanned' && qrNumber !== undefined ? (
          <span className={styles.qrCover}>
            <span className={styles.qrNumber} data-testid="qr-number">
              {qrNumber}
            </span>
          </span>
        ) : qrState === 'scanned' ? (
          <span className={styles.qrCover}>
            <span className={styles.successMark}>
              <Icon name="check" size={40} />
            </span>
          </span>
        ) : null}
        {dead ? (
          <span className={styles.qrCover}>
            <Button size="small" onClick={onQrRefresh}>
              {t('qrRefresh')}
            </Button>
          </span>
        ) : null}
      </div>
      <p className={styles.qrStatus} role="status">
        {qrState === 'scanned' && qrNumber !== undefined
          ? t('qrPickNumber', { number: qrNumber })
          : qrState === 'scanned'
            ? t('qrScanned')
            : qrState === 'expired'
              ? t('qrExpired')
              : qrState === 'error'
                ? t('qrError')
                : ''}
      </p>
      <button type="button" className={styles.textLink} onClick={() => onModeChange('login')}>
        {t('toPhone')}
      </button>
    </div>
  );
}
