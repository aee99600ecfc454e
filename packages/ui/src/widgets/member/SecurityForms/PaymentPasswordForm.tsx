import { type FormEvent, useId, useState } from 'react';
import { CodeField, PasswordField } from '../../../primitives/TextField/TextField';
import * as styles from './SecurityForms.css';
import {
  PAYMENT_PASSWORD_MAX_LENGTH,
  PAYMENT_PASSWORD_MIN_LENGTH,
  type PaymentMode,
  paymentProblems,
  type SecurityField,
  SMS_CODE_LENGTH,
} from './securityRules';
import { displayMobile } from './securityText';
import { MethodChoice, SubmitRow, useSecurityForm } from './useSecurityForm';

export interface PaymentPasswordValues {
  mode: PaymentMode;
  /** The old payment password (mode `change`), else empty. */
  old: string;
  /** The SMS code (mode `reset`), else empty. */
  code: string;
  password: string;
  confirm: string;
}

export interface PaymentPasswordFormProps {
  /** Whether a payment password is set (Member/securityInfo); null while loading. */
  hasPaymentPassword: boolean | null;
  /** The own number as Member/securityInfo masks it: where reset codes go. */
  mobile: string | null;
  /** Asks for an SMS code (getCode type 3) to the own number; resolve false when none was sent (no countdown). */
  onSendCode: () => Promise<boolean>;
  /** Saves it; rejects with the message to show (the server's code-1 message). */
  onSubmit: (values: PaymentPasswordValues) => Promise<void>;
  /** With one set: change it with the old one (default) or reset it by SMS. */
  defaultMode?: Exclude<PaymentMode, 'set'>;
}

const NAMES: Record<SecurityField, string> = {
  old: 'old_payment_password',
  code: 'payment_code',
  password: 'payment_password',
  confirm: 'confirm_payment_password',
};
const ways = ['change', 'reset'] as const;

/**
 * The payment password (issue 14, Member/paymentPassword; spec §5: at least 6 digits, both entries
 * equal): set the first one; with one set, change it with the old one, or reset a forgotten one with an
 * SMS code to the own number. Problems show at their fields; the server's refusals in the form.
 */
export function PaymentPasswordForm({
  hasPaymentPassword,
  mobile,
  onSendCode,
  onSubmit,
  defaultMode = 'change',
}: PaymentPasswordFormProps) {
  const id = useId();
  const [way, setWay] = useState<Exclude<PaymentMode, 'set'>>(defaultMode);
  const { t, form, values, edit, error, clearOutcome, submit, busy, status } = useSecurityForm(NAMES, true);
  const title = hasPaymentPassword === false ? t('payment.setTitle') : t('payment.changeTitle');

  if (hasPaymentPassword === null) {
    return (
      <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy="true">
        <h2 id={`${id}-title`} className={styles.heading}>
          {title}
        </h2>
        <p role="status" className={styles.muted}>
          {t('overview.loading')}
        </p>
        <div className={styles.skeleton} aria-hidden="true" />
      </section>
    );
  }

  // Once the first one is saved the parent reports it set: the form turns to "change", its message stays.
  const mode: PaymentMode = hasPaymentPassword ? way : 'set';
  const digits = (field: SecurityField, max: number) => (v: string) => edit(field)(v.replace(/\D/g, '').slice(0, max));

  const onSubmit_ = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      paymentProblems({ mode, ...values }),
      () =>
        onSubmit({
          mode,
          old: mode === 'change' ? values.old : '',
          code: mode === 'reset' ? values.code : '',
          password: values.password,
          confirm: values.confirm,
        }),
      t(mode === 'set' ? 'payment.saved' : 'payment.changed'),
    );
  };

  const hint = t('payment.newHint', { min: PAYMENT_PASSWORD_MIN_LENGTH, max: PAYMENT_PASSWORD_MAX_LENGTH });
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.muted}>{t('payment.setDescription', { min: PAYMENT_PASSWORD_MIN_LENGTH, max: PAYMENT_PASSWORD_MAX_LENGTH })}</p>
      <form ref={form} className={styles.form} onSubmit={onSubmit_} noValidate>
        {hasPaymentPassword ? (
          <MethodChoice
            legend={t('payment.method')}
            name={`${id}-way`}
            options={ways}
            label={(w) => t(w === 'change' ? 'payment.methodChange' : 'payment.methodReset')}
            value={way}
            onChange={(w) => {
              setWay(w);
              clearOutcome();
            }}
          />
        ) : null}
        {mode === 'change' ? (
          <PasswordField
            label={t('payment.old')}
            name={NAMES.old}
            autoComplete="off"
            inputMode="numeric"
            maxLength={PAYMENT_PASSWORD_MAX_LENGTH}
            value={values.old}
            onChange={digits('old', PAYMENT_PASSWORD_MAX_LENGTH)}
            error={error('old')}
            isRequired
          />
        ) : null}
        {mode === 'reset' ? (
          <CodeField
            label={t('code')}
            name={NAMES.code}
            placeholder={t('codePlaceholder')}
            description={mobile ? t('codeHint', { mobile: displayMobile(mobile) }) : undefined}
            value={values.code}
            onChange={digits('code', SMS_CODE_LENGTH)}
            onSend={onSendCode}
            error={error('code')}
            isRequired
          />
        ) : null}
        <PasswordField
          label={mode === 'set' ? t('payment.new') : t('payment.newChange')}
          name={NAMES.password}
          autoComplete="new-password"
          inputMode="numeric"
          description={hint}
          value={values.password}
          onChange={edit('password')}
          error={error('password')}
          isRequired
        />
        <PasswordField
          label={t('payment.confirm')}
          name={NAMES.confirm}
          autoComplete="new-password"
          inputMode="numeric"
          value={values.confirm}
          onChange={edit('confirm')}
          error={error('confirm')}
          isRequired
        />
        <SubmitRow
          label={t(mode === 'set' ? 'payment.submitSet' : mode === 'change' ? 'payment.submitChange' : 'payment.submitReset')}
          busy={busy}
          status={status}
        />
      </form>
    </section>
  );
}
