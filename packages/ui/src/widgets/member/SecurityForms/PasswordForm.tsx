import { type FormEvent, useId, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { CodeField, PasswordField } from '../../../primitives/TextField/TextField';
import * as styles from './SecurityForms.css';
import {
  firstInvalid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordChangeMode,
  passwordChangeProblems,
  type SecurityField,
  type SecurityProblems,
  SMS_CODE_LENGTH,
} from './securityRules';
import { displayMobile, problemText } from './securityText';

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

type Status = { tone: 'ok' | 'error'; text: string } | null;

/** The inputs' names, by rule field: focus goes to the first invalid one. */
const NAMES: Record<SecurityField, string> = { old: 'old_password', code: 'code', password: 'password', confirm: 'confirm_password' };
const modes: readonly PasswordChangeMode[] = ['old', 'code'];
const empty = { old: '', code: '', password: '', confirm: '' };

/**
 * The security page's login password change (issue 14, Member/setPassword): proven with the old
 * password or with an SMS code to the own number, then the new one twice. The rules are checked before
 * sending; each problem is its field's error (aria-invalid, aria-describedby) and focus goes to the
 * first. On success the form clears and says the other devices were signed out (the server ends them).
 */
export function PasswordForm({ mobile, onSendCode, onSubmit, defaultMode = 'old' }: PasswordFormProps) {
  const t = useMessages('ui.member.security');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [mode, setMode] = useState<PasswordChangeMode>(defaultMode);
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<SecurityProblems>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const edit = (field: SecurityField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
    setStatus(null);
  };
  const error = (field: SecurityField) => {
    const problem = problems[field];
    return problem ? problemText(t, problem, false) : undefined;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = passwordChangeProblems({ mode, ...values });
    setProblems(found);
    const first = firstInvalid(found);
    if (first) {
      setStatus({ tone: 'error', text: t('fixErrors') });
      form.current?.querySelector<HTMLInputElement>(`input[name="${NAMES[first]}"]`)?.focus();
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      await onSubmit({ mode, old: mode === 'old' ? values.old : '', code: mode === 'code' ? values.code : '', password: values.password });
      setValues(empty);
      setStatus({ tone: 'ok', text: t('password.changed') });
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('password.title')}
      </h2>
      <p className={styles.muted}>{t('password.description')}</p>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t('password.method')}</legend>
          {modes.map((m) => (
            <label key={m} className={styles.method}>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === m}
                onChange={() => {
                  setMode(m);
                  setProblems({});
                  setStatus(null);
                }}
              />
              {t(m === 'old' ? 'password.methodOld' : 'password.methodCode')}
            </label>
          ))}
        </fieldset>
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
        <div className={styles.row}>
          <Button type="submit" loading={busy}>
            {t('password.submit')}
          </Button>
          <p role={status?.tone === 'error' ? 'alert' : 'status'} className={status?.tone === 'error' ? styles.error : styles.ok}>
            {status?.text}
          </p>
        </div>
      </form>
    </section>
  );
}
