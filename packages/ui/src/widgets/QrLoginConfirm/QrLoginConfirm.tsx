import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../primitives/Button/Button';
import { Icon } from '../../primitives/Icon/Icon';
import * as styles from './QrLoginConfirm.css';

/**
 * The phone's QR login confirm page (issue 12): who asks to log in — device, browser, approximate place
 * and time — and the number the user must pick among three, the one the computer shows (number
 * matching, as Microsoft and GitHub do): someone forwarded an attacker's link cannot confirm it
 * without seeing the attacker's screen.
 */
export const qrConfirmStates = ['loading', 'request', 'confirming', 'confirmed', 'cancelled', 'wrongNumber', 'expired', 'error'] as const;
export type QrConfirmState = (typeof qrConfirmStates)[number];

export const qrDeviceTypes = ['desktop', 'mobile', 'tablet', 'tv', 'unknown'] as const;
export type QrDeviceType = (typeof qrDeviceTypes)[number];

/** Who asked for the code (user/qrcodeScan `requester`). */
export interface QrLoginRequest {
  device: QrDeviceType;
  /** "Windows 10"; '' when unknown. */
  os: string;
  /** "Chrome 120"; '' when unknown. */
  browser: string;
  /** `local`: the same network; `public`: only the masked address is known. */
  place: 'local' | 'public';
  /** The masked address, e.g. "203.0.113.*". */
  ip: string;
  /** Unix seconds. */
  requestedAt: number;
}

export interface QrLoginConfirmProps {
  state: QrConfirmState;
  /** Set from the `request` state on. */
  request?: QrLoginRequest;
  /** The three numbers to pick from. */
  choices?: readonly number[];
  /** The account that will be logged in on the computer (the phone's user). */
  account?: string;
  /** The server's message for the `error` state. */
  message?: string;
  onConfirm: (number: number) => void;
  onCancel: () => void;
}

const TERMINAL: readonly QrConfirmState[] = ['confirmed', 'cancelled', 'wrongNumber', 'expired', 'error'];

export function QrLoginConfirm({ state, request, choices = [], account, message, onConfirm, onCancel }: QrLoginConfirmProps) {
  const t = useMessages('ui.qrLoginConfirm');
  const intl = useIntl();
  const id = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const terminal = TERMINAL.includes(state);

  // A finished page moves focus to what happened, so a screen reader hears it and the buttons that
  // vanished do not leave focus on nothing.
  useEffect(() => {
    if (terminal) outcomeRef.current?.focus();
  }, [terminal]);

  if (state === 'loading') {
    return (
      <section className={styles.card} aria-busy="true" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      </section>
    );
  }

  if (terminal) {
    const good = state === 'confirmed';
    const text =
      state === 'confirmed'
        ? t('confirmed')
        : state === 'cancelled'
          ? t('cancelled')
          : state === 'wrongNumber'
            ? t('wrongNumber')
            : state === 'expired'
              ? t('expired')
              : (message ?? t('error'));
    return (
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <div className={styles.outcome} role={good ? 'status' : 'alert'}>
          <span className={styles.mark} data-tone={good ? 'positive' : 'critical'} aria-hidden="true">
            <Icon name={good ? 'check' : 'alert'} size={32} />
          </span>
          <h1 id={`${id}-title`} className={styles.title} ref={outcomeRef} tabIndex={-1}>
            {text}
          </h1>
          {state === 'wrongNumber' || state === 'expired' ? <p className={styles.muted}>{t('refreshHint')}</p> : null}
        </div>
      </section>
    );
  }

  const busy = state === 'confirming';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (picked === null) {
      setMissing(true);
      firstChoice.current?.focus();
      return;
    }
    onConfirm(picked);
  };
  const deviceName = request ? [t(`device_${request.device}`), request.os].filter(Boolean).join(' · ') : '';
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h1>
      {account ? <p className={styles.account}>{t('account', { name: account })}</p> : null}
      {request ? (
        <dl className={styles.details} aria-label={t('requestLabel')}>
          <dt className={styles.term}>{t('device')}</dt>
          <dd className={styles.value}>{deviceName}</dd>
          <dt className={styles.term}>{t('browser')}</dt>
          <dd className={styles.value}>{request.browser || t('unknown')}</dd>
          <dt className={styles.term}>{t('place')}</dt>
          <dd className={styles.value}>{request.place === 'local' ? t('placeLocal') : t('placePublic', { ip: request.ip })}</dd>
          <dt className={styles.term}>{t('time')}</dt>
          <dd className={styles.value}>{intl.formatDate(request.requestedAt * 1000, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </dl>
      ) : null}
      <p className={styles.warning}>{t('warning')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset
          className={styles.fieldset}
          disabled={busy}
          aria-describedby={missing ? `${id}-missing` : undefined}
          aria-invalid={missing || undefined}
        >
          <legend className={styles.legend}>{t('numberLegend')}</legend>
          <div className={styles.choices}>
            {choices.map((n, i) => (
              <label key={n} className={styles.choice}>
                <input
                  ref={i === 0 ? firstChoice : undefined}
                  className={styles.radio}
                  type="radio"
                  name={`${id}-number`}
                  value={n}
                  checked={picked === n}
                  onChange={() => {
                    setPicked(n);
                    setMissing(false);
                  }}
                />
                {n}
              </label>
            ))}
          </div>
          {missing ? (
            <p id={`${id}-missing`} className={styles.warning} role="alert">
              {t('numberMissing')}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="large" loading={busy}>
            {busy ? t('confirming') : t('confirm')}
          </Button>
          <Button variant="ghost" tone="neutral" disabled={busy} onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
