import {
  ErrorState,
  type PasswordChangeValues,
  PasswordForm,
  PaymentPasswordForm,
  type PaymentPasswordValues,
  type SecurityInfo,
  SecurityOverview,
} from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CaptchaPrompt } from '../../../session/CaptchaPrompt';
import { notify } from '../../../session/notices';
import { sendCodeAfterCaptcha } from '../../../session/smsCode';
import { session } from '../../../session/store';
import { changePassword, fetchOwnMobile, fetchSecurityInfo, SMS_PURPOSE_PASSWORD, SMS_PURPOSE_PAYMENT, savePaymentPassword } from './api';
import * as styles from './SecurityPage.css';

/**
 * The member centre's security page (`/member?type=3`, issue 14): the masked number and whether a
 * payment password is set; the login password changed with the old one or an SMS code (the server
 * ends every other session); the payment password set, changed, or reset by SMS. SMS codes go to the
 * own number after the captcha (its dialog here), and the send button counts down 60 s. A refusal
 * (code 1) shows in its form and as the app's usual toast; a success as a toast and in the form.
 */
export default function SecurityPage() {
  const intl = useIntl();
  const [info, setInfo] = useState<SecurityInfo | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(null);
    fetchSecurityInfo().then(
      (data) => setInfo({ mobile: data.mobile, hasPaymentPassword: data.has_payment_password }),
      (err: Error) => setFailed(err.message),
    );
  }, []);
  useEffect(load, [load]);

  if (failed) {
    return <ErrorState title={intl.formatMessage({ id: 'app.memberSecurity.loadFailed' })} message={failed} onRetry={load} />;
  }

  /** A code to the own number (the stored login's, else the profile's); false when none went out. */
  const sendCode = (type: typeof SMS_PURPOSE_PASSWORD | typeof SMS_PURPOSE_PAYMENT) => async () => {
    const mobile = session.user?.mobile || (await fetchOwnMobile().catch(() => undefined));
    return mobile ? sendCodeAfterCaptcha(mobile, type) : false;
  };

  const savePassword = async (v: PasswordChangeValues) => {
    await changePassword(v.mode === 'old' ? { password: v.password, old_password: v.old } : { password: v.password, code: v.code });
    notify(intl.formatMessage({ id: 'app.memberSecurity.passwordChanged' }), 'positive');
  };

  const savePayment = async (v: PaymentPasswordValues) => {
    await savePaymentPassword({
      password: v.password,
      confirm_password: v.confirm,
      ...(v.mode === 'change' ? { old_password: v.old } : {}),
      ...(v.mode === 'reset' ? { code: v.code } : {}),
    });
    notify(
      intl.formatMessage({ id: v.mode === 'set' ? 'app.memberSecurity.paymentSaved' : 'app.memberSecurity.paymentChanged' }),
      'positive',
    );
    setInfo((i) => (i ? { ...i, hasPaymentPassword: true } : i));
  };

  return (
    <div className={styles.page}>
      <SecurityOverview info={info} />
      <div className={styles.columns}>
        <PasswordForm mobile={info?.mobile ?? null} onSendCode={sendCode(SMS_PURPOSE_PASSWORD)} onSubmit={savePassword} />
        <PaymentPasswordForm
          hasPaymentPassword={info?.hasPaymentPassword ?? null}
          mobile={info?.mobile ?? null}
          onSendCode={sendCode(SMS_PURPOSE_PAYMENT)}
          onSubmit={savePayment}
        />
      </div>
      <CaptchaPrompt />
    </div>
  );
}
