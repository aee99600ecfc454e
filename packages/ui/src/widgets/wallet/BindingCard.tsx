import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../primitives/Button/Button';
import { ErrorState } from '../../primitives/Feedback/Feedback';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './binding.css';
import type { BindProblem } from './walletRules';

export interface BindingField<F extends string> {
  name: F;
  label: string;
  description?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  autoComplete?: string;
  required?: boolean;
}

/** The card's own words; each binding's catalog has them under its prefix (`ui.wallet.alipay.loading`, …). */
const TEXT_KEYS = ['loading', 'loadFailed', 'none', 'replace', 'cancel', 'bind', 'bound'] as const;
export type BindingTextKey = (typeof TEXT_KEYS)[number];

/** The card's words read from a binding's messages (`useMessages('ui.wallet.bankCard')`). */
export const bindingTexts = (t: (key: BindingTextKey) => string) =>
  Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as Record<BindingTextKey, string>;

export interface BindingCardProps<F extends string> {
  title: string;
  texts: Record<BindingTextKey, string>;
  /** The bound account as label/value pairs (masked by the server); null when none; undefined while loading. */
  bound: readonly { label: string; value: string }[] | null | undefined;
  error?: string | null;
  onRetry?: () => void;
  fields: readonly BindingField<F>[];
  problemsOf: (value: Record<F, string>) => Partial<Record<F, BindProblem>>;
  onBind: (value: Record<F, string>) => Promise<void>;
  testId?: string;
}

type Status = { tone: 'ok' | 'error'; text: string } | null;

/**
 * A payout account on the binding page (issue 14): shown masked with "replace", or the form to bind one
 * with each field's error tied to it (aria-describedby, aria-invalid) and focus on the first. After
 * binding, the new account shows and the heading takes focus.
 */
export function BindingCard<F extends string>({
  title,
  texts,
  bound,
  error,
  onRetry,
  fields,
  problemsOf,
  onBind,
  testId,
}: BindingCardProps<F>) {
  const f = useMessages('ui.wallet.field');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const empty = () => Object.fromEntries(fields.map((x) => [x.name, ''])) as Record<F, string>;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Record<F, string>>(empty);
  const [problems, setProblems] = useState<Partial<Record<F, BindProblem>>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const frame = (children: ReactNode, loading = false) => (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={loading || undefined} data-testid={testId}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={`${styles.heading} ${styles.headingTarget}`}>
        {title}
      </h2>
      {children}
      <p role={status?.tone === 'error' ? 'alert' : 'status'} className={status?.tone === 'error' ? styles.error : styles.ok}>
        {status?.text}
      </p>
    </section>
  );

  if (error) return frame(<ErrorState title={texts.loadFailed} message={error} onRetry={onRetry} />);
  if (bound === undefined) {
    return frame(
      <>
        <p role="status" className={styles.muted}>
          {texts.loading}
        </p>
        <div aria-hidden="true">
          <Skeleton shape="rect" height={96} />
        </div>
      </>,
      true,
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = problemsOf(draft);
    setProblems(found);
    setStatus(null);
    const first = fields.find((x) => found[x.name]);
    if (first) {
      setStatus({ tone: 'error', text: f('fixErrors') });
      document.getElementById(`${id}-${first.name}`)?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onBind(draft);
      setEditing(false);
      setDraft(empty());
      setStatus({ tone: 'ok', text: texts.bound });
      setTimeout(() => headingRef.current?.focus(), 0);
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  if (bound && !editing) {
    return frame(
      <>
        <dl className={styles.bound}>
          {bound.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt className={styles.term}>{row.label}</dt>
              <dd className={styles.value}>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button
            variant="soft"
            tone="neutral"
            onClick={() => {
              setEditing(true);
              setStatus(null);
              setTimeout(() => document.getElementById(`${id}-${fields[0]!.name}`)?.querySelector('input')?.focus(), 0);
            }}
          >
            {texts.replace}
          </Button>
        </div>
      </>,
    );
  }

  return frame(
    <form className={styles.form} onSubmit={submit} noValidate>
      {bound ? null : <p className={styles.muted}>{texts.none}</p>}
      {fields.map((x) => {
        const problem = problems[x.name];
        return (
          <div key={x.name} id={`${id}-${x.name}`}>
            <TextField
              label={x.label}
              value={draft[x.name]}
              onChange={(v) => {
                setDraft((d) => ({ ...d, [x.name]: v }));
                setProblems((p) => ({ ...p, [x.name]: undefined }));
              }}
              description={x.description}
              error={problem ? f(problem) : undefined}
              inputMode={x.inputMode}
              autoComplete={x.autoComplete ?? 'off'}
              name={x.name}
              isRequired={x.required}
            />
          </div>
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {texts.bind}
        </Button>
        {bound ? (
          <Button
            variant="soft"
            tone="neutral"
            onClick={() => {
              setEditing(false);
              setProblems({});
              setStatus(null);
              setTimeout(() => headingRef.current?.focus(), 0);
            }}
          >
            {texts.cancel}
          </Button>
        ) : null}
      </div>
    </form>,
  );
}
