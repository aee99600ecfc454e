import { useId } from 'react';
import { visuallyHidden } from '../../../css/visuallyHidden.css';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { useMoney } from '../useMoney';
import * as styles from './WalletSummary.css';

/** The user's wallets (User/getUserInfo, Balance/withdrawalRules), in coins. */
export interface WalletBalances {
  /** The consumption wallet: gold coins spent on gifts, guard, nobility. */
  balance: number;
  /** Yellow diamonds. */
  balances: number;
  /** The income wallet: what can be withdrawn or converted. */
  withdrawal_balance: number;
}

export type WalletAction = 'recharge' | 'convert' | 'withdraw';

export interface WalletSummaryProps {
  /** null while loading. */
  wallet: WalletBalances | null;
  error?: string | null;
  onRetry?: () => void;
  /** The buttons under the figures; each opens its part of the wallet. */
  onAction?: (action: WalletAction) => void;
}

const figures = [
  { key: 'balance', label: 'coins', hint: 'coinsHint' },
  { key: 'balances', label: 'diamonds', hint: 'diamondsHint' },
  { key: 'withdrawal_balance', label: 'income', hint: 'incomeHint' },
] as const;

/**
 * The wallet's figures (issue 14): gold coins (the consumption wallet), yellow diamonds and the income
 * wallet, with recharge, conversion and withdrawal at hand. Loading keeps the same size.
 */
export function WalletSummary({ wallet, error, onRetry, onAction }: WalletSummaryProps) {
  const t = useMessages('ui.wallet.summary');
  const { coins } = useMoney();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={(!wallet && !error) || undefined}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      {error ? (
        <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />
      ) : (
        <>
          <dl className={styles.wallets}>
            {figures.map((f) => (
              <div key={f.key} className={styles.wallet} data-testid={`wallet-${f.key}`}>
                <dt className={styles.term}>{t(f.label)}</dt>
                <dd className={styles.value}>{wallet ? coins(wallet[f.key]) : <Skeleton width={96} />}</dd>
                <dd className={styles.hint}>{t(f.hint)}</dd>
              </div>
            ))}
          </dl>
          {wallet ? null : (
            <p role="status" className={visuallyHidden}>
              {t('loading')}
            </p>
          )}
          {onAction ? (
            <div className={styles.actions}>
              <Button onClick={() => onAction('recharge')}>{t('recharge')}</Button>
              <Button variant="soft" tone="neutral" onClick={() => onAction('convert')} disabled={!wallet}>
                {t('convert')}
              </Button>
              <Button variant="soft" tone="neutral" onClick={() => onAction('withdraw')} disabled={!wallet}>
                {t('withdraw')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
