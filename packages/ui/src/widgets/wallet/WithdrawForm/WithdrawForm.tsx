import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { ErrorState } from '../../../primitives/Feedback/Feedback';
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
  withdrawalFee,
} from '../walletRules';
import * as styles from './WithdrawForm.css';

/** Balance/withdrawalRules: the minimum and the fee, the income wallet, and whether a payment password is set. */
export interface WithdrawalRules {
  minimum: number;
  fee_percent: number;
  fee_minimum: number;
  withdrawal_balance: number;
  has_payment_password: boolean;
}

export const withdrawMethods = ['bank', 'alipay'] as const;
export type WithdrawMethod = (typeof withdrawMethods)[number];

/** Where a withdrawal can go, masked by the server ("招商银行 **** 1234", "138****8000"); null when none is bound. */
export type BoundAccounts = Record<WithdrawMethod, string | null>;

export interface WithdrawFormProps {
  /** null while loading. */
  rules: WithdrawalRules | null;
  /** null while loading. */
  accounts: BoundAccounts | null;
  error?: string | null;
  onRetry?: () => void;
  /** The binding page (`/member?type=4`) and the security page (`/member?type=3`). */
  bindHref: string;
  securityHref: string;
  onNavigate?: (href: string) => void;
  /** Applies for the withdrawal; rejects with the message to show. */
  onWithdraw: (amount: number, method: WithdrawMethod, paymentPassword: string) => Promise<void>;
}

/**
 * Withdrawal from the income wallet (issue 14): to the bound bank card or Alipay account (or a link to
 * bind one), an amount of at least the minimum, the fee and the payout worked out as the user types,
 * and the payment password (or a link to set one). The request then waits for review.
 */
export function WithdrawForm({ rules, accounts, error, onRetry, bindHref, securityHref, onNavigate, onWithdraw }: WithdrawFormProps) {
  const t = useMessages('ui.wallet.withdraw');
  const f = useMessages('ui.wallet.field');
  const { coins } = useMoney();
  const id = useId();
  const [method, setMethod] = useState<WithdrawMethod>('bank');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<AmountProblem | null>(null);
  const [passwordError, setPasswordError] = useState<PaymentPasswordProblem | null>(null);
  const [accountError, setAccountError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus>(null);

  const frame = (children: ReactNode, loading = false) => (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={loading || undefined}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      {children}
    </section>
  );

  if (error) return frame(<ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />);
  if (!rules || !accounts) {
    return frame(
      <>
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        <div className={styles.form} aria-hidden="true">
          <Skeleton lines={2} />
          <Skeleton shape="rect" height={62} />
          <Skeleton lines={2} />
          <Skeleton shape="rect" height={62} />
          <Skeleton shape="rect" width={96} height={40} />
        </div>
      </>,
      true,
    );
  }

  const link = (href: string, text: string) => (
    <a className={styles.link} href={href} onClick={(e) => followLink(e, href, onNavigate)}>
      {text}
    </a>
  );
  if (!rules.has_payment_password) {
    return frame(
      <p className={styles.notice}>
        {t('noPaymentPassword')} {link(securityHref, t('setPaymentPassword'))}
      </p>,
    );
  }

  const tenths = parseAmount(amount);
  const fee = tenths != null && tenths > 0 ? withdrawalFee(tenths, rules) : null;
  const payout = tenths != null && fee != null ? Math.max(0, tenths - fee) : null;
  const account = accounts[method];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const a = amountProblem(amount, rules.withdrawal_balance, rules.minimum);
    const p = paymentPasswordProblem(password);
    setAmountError(a);
    setPasswordError(p);
    setAccountError(!account);
    setStatus(null);
    if (a || p || !account) {
      setStatus({ tone: 'error', text: f('fixErrors') });
      const first = !account ? `${id}-method` : a ? `${id}-amount` : `${id}-password`;
      document.getElementById(first)?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onWithdraw(fromTenths(tenths!), method, password);
      setStatus({ tone: 'ok', text: t('done', { coins: coins(fromTenths(tenths!)) }) });
      setAmount('');
      setPassword('');
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  const amountMessage = amountError
    ? f(amountError, { max: coins(rules.withdrawal_balance), min: coins(Math.max(rules.minimum, 0.1)) })
    : undefined;

  return frame(
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{t('available', { coins: coins(rules.withdrawal_balance) })}</p>
      <fieldset id={`${id}-method`} className={styles.group} aria-describedby={`${id}-account`}>
        <legend className={styles.legend}>{t('method')}</legend>
        <div className={styles.choices}>
          {(['bank', 'alipay'] as const).map((m) => (
            <label key={m} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-method`}
                checked={method === m}
                aria-invalid={(accountError && method === m) || undefined}
                onChange={() => {
                  setMethod(m);
                  setAccountError(false);
                }}
              />
              {t(`method.${m}`)}
            </label>
          ))}
        </div>
        <p
          id={`${id}-account`}
          className={account ? styles.muted : accountError ? styles.error : styles.muted}
          data-testid="withdraw-account"
        >
          {account ? t('accountTo', { account }) : t(`noAccount.${method}`)} {account ? null : link(bindHref, t('bind'))}
        </p>
      </fieldset>
      <div id={`${id}-amount`}>
        <TextField
          label={t('amount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setAmountError(null);
          }}
          description={t('amountHint', { min: coins(rules.minimum), percent: rules.fee_percent, feeMin: coins(rules.fee_minimum) })}
          error={amountMessage}
          name="amount"
          isRequired
          autoComplete="off"
        />
      </div>
      <dl className={styles.figures} aria-live="polite" data-testid="withdraw-figures">
        <dt className={styles.figureTerm}>{t('fee')}</dt>
        <dd className={styles.figureValue}>{fee != null ? coins(fromTenths(fee)) : '—'}</dd>
        <dt className={styles.figureTerm}>{t('payout')}</dt>
        <dd className={styles.figureValue}>{payout != null ? coins(fromTenths(payout)) : '—'}</dd>
      </dl>
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
      <FormActions label={t('submit')} busy={busy} status={status} />
    </form>,
  );
}
