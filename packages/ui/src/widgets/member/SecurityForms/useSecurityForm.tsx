import { useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import * as styles from './SecurityForms.css';
import { firstInvalid, type SecurityField, type SecurityProblems } from './securityRules';
import { problemText } from './securityText';

// What the security page's two forms (login password, payment password) share: the four fields' values,
// each field's problem, the busy flag and the line that reports the outcome, and the way a submit goes —
// check the rules first (each problem at its field, focus on the first), then send, clear and say so.

type Status = { tone: 'ok' | 'error'; text: string } | null;
const empty: Record<SecurityField, string> = { old: '', code: '', password: '', confirm: '' };

export function useSecurityForm(names: Record<SecurityField, string>, payment: boolean) {
  const t = useMessages('ui.member.security');
  const form = useRef<HTMLFormElement>(null);
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
    return problem ? problemText(t, problem, payment) : undefined;
  };
  /** Another way of proving ownership was chosen: the old way's problems and outcome no longer apply. */
  const clearOutcome = () => {
    setProblems({});
    setStatus(null);
  };
  /** Shows `found` at the fields; when there is none, sends, clears the fields and reports `done`. */
  const submit = async (found: SecurityProblems, send: () => Promise<void>, done: string) => {
    if (busy) return;
    setProblems(found);
    const first = firstInvalid(found);
    if (first) {
      setStatus({ tone: 'error', text: t('fixErrors') });
      form.current?.querySelector<HTMLInputElement>(`input[name="${names[first]}"]`)?.focus();
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      await send();
      setValues(empty);
      setStatus({ tone: 'ok', text: done });
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  return { t, form, values, edit, error, clearOutcome, submit, busy, status };
}

/** The radio group that chooses how the owner proves it is them (old password or an SMS code). */
export function MethodChoice<M extends string>(props: {
  legend: string;
  name: string;
  options: readonly M[];
  label: (option: M) => string;
  value: M;
  onChange: (option: M) => void;
}) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option} className={styles.method}>
          <input type="radio" name={props.name} checked={props.value === option} onChange={() => props.onChange(option)} />
          {props.label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** The submit button and the outcome line: an alert for a refusal, a status for success. */
export function SubmitRow({ label, busy, status }: { label: string; busy: boolean; status: Status }) {
  return (
    <div className={styles.row}>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
      <p role={status?.tone === 'error' ? 'alert' : 'status'} className={status?.tone === 'error' ? styles.error : styles.ok}>
        {status?.text}
      </p>
    </div>
  );
}
