import { type FormEvent, useId, useState } from 'react';
import { CodeField, PasswordField } from '../../../primitives/TextField/TextField';
import * as styles from './SecurityForms.css';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordChangeMode,
  passwordChangeProblems,
  type SecurityField,
  SMS_CODE_LENGTH,
} from './securityRules';
import { displayMobile } from './securityText';
import { MethodChoice, SubmitRow, useSecurityForm } from './useSecurityForm';

export interface PasswordChangeValues {
  mode: PasswordChangeMode;
  /** The old password (mode `old`), else empty. */
  old: string;
  /** The SMS code (mode `code`), else empty. */
  code: string;
  password: string;
}

export interface PasswordFormProps {
  /** The own number as Member/securityInfo masks it ("86-*******8000"): where codes go; null while loading. */
  mobile: string | null;
  /** Asks for an SMS code (getCode type 2) to the own number; resolve false when none was sent (no countdown). */
  onSendCode: () => Promise<boolean>;
  /** Changes the password; rejects with the message to show (the server's code-1 message). */
  onSubmit: (values: PasswordChangeValues) => Promise<void>;
  /** The way shown first; the old password unless told. */
  defaultMode?: PasswordChangeMode;
}

/** The inputs' names, by rule field: focus goes to the first invalid one. */
const NAMES: Record<SecurityField, string> = { old: 'old_password', code: 'code', password: 'password', confirm: 'confirm_password' };
const modes: readonly PasswordChangeMode[] = ['old', 'code'];

/**
 * The security page's login password change (issue 14, Member/setPassword): proven with the old
 * password or with an SMS code to the own number, then the new one twice. The rules are checked before
 * sending; each problem is its field's error (aria-invalid, aria-describedby) and focus goes to the
 * first. On success the form clears and says the other devices were signed out (the server ends them).
 */
export function PasswordForm({ mobile, onSendCode, onSubmit, defaultMode = 'old' }: PasswordFormProps) {
  const id = useId();
  const [mode, setMode] = useState<PasswordChangeMode>(defaultMode);
  const { t, form, values, edit, error, clearOutcome, submit, busy, status } = useSecurityForm(NAMES, false);

  const onSubmit_ = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      passwordChangeProblems({ mode, ...values }),
      () => onSubmit({ mode, old: mode === 'old' ? values.old : '', code: mode === 'code' ? values.code : '', password: values.password }),
      t('password.changed'),
    );
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('password.title')}
      </h2>
      <p className={styles.muted}>{t('password.description')}</p>
      <form ref={form} className={styles.form} onSubmit={onSubmit_} noValidate>
        <MethodChoice
          legend={t('password.method')}
          name={`${id}-mode`}
          options={modes}
          label={(m) => t(m === 'old' ? 'password.methodOld' : 'password.methodCode')}
          value={mode}
          onChange={(m) => {
            setMode(m);
            clearOutcome();
          }}
        />
        {mode === 'old' ? (
          <PasswordField
            label={t('password.old')}
            name={NAMES.old}
            autoComplete="current-password"
            value={values.old}
            onChange={edit('old')}
            error={error('old')}
            isRequired
          />
        ) : (
          <CodeField
            label={t('code')}
            name={NAMES.code}
            placeholder={t('codePlaceholder')}
            description={mobile ? t('codeHint', { mobile: displayMobile(mobile) }) : undefined}
            value={values.code}
            onChange={(v) => edit('code')(v.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
            onSend={onSendCode}
            error={error('code')}
            isRequired
          />
        )}
        <PasswordField
          label={t('password.new')}
          name={NAMES.password}
          autoComplete="new-password"
          description={t('password.newHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          value={values.password}
          onChange={edit('password')}
          error={error('password')}
          isRequired
        />
        <PasswordField
          label={t('password.confirm')}
          name={NAMES.confirm}
          autoComplete="new-password"
          value={values.confirm}
          onChange={edit('confirm')}
          error={error('confirm')}
          isRequired
        />
        <SubmitRow label={t('password.submit')} busy={busy} status={status} />
      </form>
    </section>
  );
}
