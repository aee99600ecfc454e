import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { ConfirmDialog } from '../../../primitives/Dialog/Dialog';
import { followLink } from '../../../primitives/Link/followLink';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormActions, type FormStatus, PaymentPasswordInput } from '../formParts';
import { useMoney } from '../useMoney';
import {
  type AmountProblem,
  amountProblem,
  fromTenths,
  type PaymentPasswordProblem,
  parseAmount,
  paymentPasswordProblem,
} from '../walletRules';
import * as styles from './ConversionForm.css';

export interface ConversionFormProps {
  /** The income wallet in coins; null while loading. */
  income: number | null;
  /** Whether a payment password is set (Balance/withdrawalRules); without one, a link to set it. */
  hasPaymentPassword: boolean;
  /** The security page, where the payment password is set (`/member?type=3`). */
  securityHref: string;
  onNavigate?: (href: string) => void;
  /** Converts `amount` coins; rejects with the message to show (wrong password, not enough income…). */
  onConvert: (amount: number, paymentPassword: string) => Promise<void>;
}

/**
 * Conversion from the income wallet to the consumption wallet (issue 14, SPEC §8): an amount of at most
 * the income with one decimal and the payment password, then SPEC's warning to confirm (after
 * conversion no cash withdrawal, only consumption). Focus returns to the button after the question.
 */
export function ConversionForm({ income, hasPaymentPassword, securityHref, onNavigate, onConvert }: ConversionFormProps) {
  const t = useMessages('ui.wallet.convert');
  const f = useMessages('ui.wallet.field');
  const { coins } = useMoney();
  const id = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<AmountProblem | null>(null);
  const [passwordError, setPasswordError] = useState<PaymentPasswordProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus>(null);

  const title = (
    <h2 id={`${id}-title`} className={styles.heading}>
      {t('title')}
    </h2>
  );
  const frame = (children: ReactNode, busyNow = false) => (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={busyNow || undefined}>
      {title}
      {children}
    </section>
  );

  if (income == null) {
    return frame(
      <>
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        <div className={styles.form} aria-hidden="true">
          <Skeleton shape="rect" height={62} />
          <Skeleton shape="rect" height={62} />
          <Skeleton shape="rect" width={96} height={40} />
        </div>
      </>,
      true,
    );
  }
  if (!hasPaymentPassword) {
    return frame(
      <p className={styles.notice}>
        {t('noPaymentPassword')}{' '}
        <a className={styles.link} href={securityHref} onClick={(e) => followLink(e, securityHref, onNavigate)}>
          {t('setPaymentPassword')}
        </a>
      </p>,
    );
  }

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const a = amountProblem(amount, income);
    const p = paymentPasswordProblem(password);
    setAmountError(a);
    setPasswordError(p);
    setStatus(null);
    if (a || p) {
      setStatus({ tone: 'error', text: f('fixErrors') });
      document
        .getElementById(a ? `${id}-amount` : `${id}-password`)
        ?.querySelector('input')
        ?.focus();
      return;
    }
    setConfirming(true);
  };

  const convert = async () => {
    const tenths = parseAmount(amount);
    if (tenths == null) return;
    setBusy(true);
    try {
      await onConvert(fromTenths(tenths), password);
      setStatus({ tone: 'ok', text: t('done', { coins: coins(fromTenths(tenths)) }) });
      setAmount('');
      setPassword('');
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return frame(
    <form className={styles.form} onSubmit={check} noValidate>
      <p className={styles.muted}>{t('available', { coins: coins(income) })}</p>
      <div id={`${id}-amount`}>
        <TextField
          label={t('amount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setAmountError(null);
          }}
          inputMode="text"
          description={t('amountHint')}
          error={amountError ? f(amountError, { max: coins(income), min: coins(0.1) }) : undefined}
          name="amount"
          isRequired
          autoComplete="off"
        />
      </div>
      <PaymentPasswordInput
        id={`${id}-password`}
        label={t('paymentPassword')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          setPasswordError(null);
        }}
        problem={passwordError}
      />
      <FormActions label={t('submit')} busy={busy} status={status} buttonRef={submitRef} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          // Opened from the form, not a trigger: focus goes back to the button the question came from.
          if (!open) setTimeout(() => submitRef.current?.focus(), 0);
        }}
        title={t('confirmTitle')}
        message={t('warning')}
        confirmLabel={t('confirm')}
        onConfirm={() => void convert()}
      />
    </form>,
  );
}
