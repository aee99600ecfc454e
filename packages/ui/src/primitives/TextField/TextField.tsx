import { type ReactNode, useEffect, useRef, useState } from 'react';
import { TextField as AriaTextField, Input, Label } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button, IconButton } from '../Button/Button';
import { FieldMessages } from './FieldMessages';
import * as styles from './TextField.css';

export interface TextFieldProps {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Text under the field. */
  description?: string;
  /** An error to show; marks the field invalid. */
  error?: string;
  placeholder?: string;
  maxLength?: number;
  /** Shows "count/max" when a maxLength is set. */
  showCount?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  type?: 'text' | 'password' | 'tel' | 'email' | 'search';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'search';
  autoComplete?: string;
  name?: string;
  /** Content before the input (e.g. a country code). */
  prefix?: ReactNode;
  /** Content inside the field's border, after the input. */
  suffix?: ReactNode;
  /** Content beside the field, before it (e.g. a country-code select). */
  before?: ReactNode;
  /** Content beside the field (e.g. a send-code button). */
  after?: ReactNode;
  onEnter?: () => void;
}

export function TextField({
  label,
  value,
  defaultValue,
  onChange,
  description,
  error,
  placeholder,
  maxLength,
  showCount,
  isRequired,
  isDisabled,
  type = 'text',
  inputMode,
  autoComplete,
  name,
  prefix,
  suffix,
  before,
  after,
  onEnter,
}: TextFieldProps) {
  const intl = useIntl();
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  return (
    <AriaTextField
      className={styles.field}
      value={current}
      onChange={(v) => {
        if (value === undefined) setInner(v);
        onChange?.(v);
      }}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      maxLength={maxLength}
      type={type}
      name={name}
      autoComplete={autoComplete}
      inputMode={inputMode}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter) onEnter();
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.row}>
        {before}
        <div className={styles.inputWrap} data-invalid={Boolean(error) || undefined}>
          {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
          <Input className={styles.input} placeholder={placeholder} />
          {showCount && maxLength ? (
            <span className={styles.count} aria-hidden="true">
              {intl.formatMessage({ id: 'ui.textField.count' }, { count: current.length, max: maxLength })}
            </span>
          ) : null}
          {suffix}
        </div>
        {after}
      </div>
      <FieldMessages description={description} error={error} />
    </AriaTextField>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

/** A password with a show/hide toggle; spec §5: at least 6 characters (the caller validates). */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      suffix={
        <IconButton
          icon={visible ? 'eyeOff' : 'eye'}
          label={intl.formatMessage({ id: visible ? 'ui.passwordField.hide' : 'ui.passwordField.show' })}
          aria-pressed={visible}
          size="small"
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}

export interface CodeFieldProps extends Omit<TextFieldProps, 'after' | 'maxLength' | 'inputMode'> {
  /** Sends the code; resolve `false` (or reject) when it was not sent, so no countdown starts. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing (sent) must type-check
  onSend: () => Promise<boolean | void> | boolean | void;
  /** Seconds before another code may be requested; spec §4: 60. */
  countdown?: number;
}

/** An SMS code (spec §5: max 6) with a send button that counts down and stays disabled until zero. */
export function CodeField({ onSend, countdown = 60, ...props }: CodeFieldProps) {
  const intl = useIntl();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);

  const send = async () => {
    if (left > 0 || sending) return;
    setSending(true);
    let sent: boolean | undefined = false;
    try {
      sent = (await onSend()) ?? undefined;
    } catch {
      sent = false;
    } finally {
      setSending(false);
    }
    if (sent === false) return;
    setLeft(countdown);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) clearInterval(timer.current);
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  return (
    <TextField
      {...props}
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      after={
        <Button variant="soft" tone="brand" onClick={send} disabled={left > 0} loading={sending}>
          {left > 0
            ? intl.formatMessage({ id: 'ui.codeField.resend' }, { seconds: left })
            : intl.formatMessage({ id: 'ui.codeField.send' })}
        </Button>
      }
    />
  );
}
