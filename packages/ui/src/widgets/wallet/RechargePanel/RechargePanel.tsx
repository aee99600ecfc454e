import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { useMoney } from '../useMoney';
import * as styles from './RechargePanel.css';

/** A recharge package (chargerules/getList): `coin` gold coins plus `give` bonus for `money` yuan. */
export interface ChargePackage {
  id: number;
  name: string;
  coin: number;
  give: number;
  money: number;
}

export const payTypes = ['alipay', 'wechat', 'bank'] as const;
export type PayType = (typeof payTypes)[number];

/** chargerules/provider: whether recharge can be paid here, and how. */
export interface RechargeProvider {
  available: boolean;
  payTypes: readonly PayType[];
}

export interface RechargePanelProps {
  /** null while loading. */
  packages: readonly ChargePackage[] | null;
  /** null while loading. */
  provider: RechargeProvider | null;
  error?: string | null;
  onRetry?: () => void;
  /** Creates the order and goes to its payment address; rejects with the message to show. */
  onPay: (packageId: number, payType: PayType) => Promise<void>;
}

type Status = { tone: 'ok' | 'error'; text: string } | null;

/**
 * Recharge (issue 14): the packages (coins, bonus, price), a pay type, and Pay, which goes to the
 * payment page. Without a payment provider it says recharge is not available here.
 */
export function RechargePanel({ packages, provider, error, onRetry, onPay }: RechargePanelProps) {
  const t = useMessages('ui.wallet.recharge');
  const { coins, yuan } = useMoney();
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [payType, setPayType] = useState<PayType | null>(null);
  const [missing, setMissing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const firstPayType = provider?.payTypes[0] ?? null;

  useEffect(() => setPayType((p) => (p && provider?.payTypes.includes(p) ? p : firstPayType)), [provider, firstPayType]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (paying) return;
    if (chosen == null || !payType) {
      setMissing(true);
      setStatus({ tone: 'error', text: t('choosePackage') });
      document.getElementById(`${id}-pkg-0`)?.focus();
      return;
    }
    setPaying(true);
    setStatus(null);
    try {
      await onPay(chosen, payType);
      setStatus({ tone: 'ok', text: t('redirecting') });
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setPaying(false);
    }
  };

  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!packages || !provider) {
    body = (
      <div aria-busy="true">
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
        <div className={styles.packages} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} shape="rect" height={92} />
          ))}
        </div>
        <div className={styles.skeletonTail} aria-hidden="true">
          <Skeleton width={220} />
          <Skeleton shape="rect" width={96} height={40} />
        </div>
      </div>
    );
  } else if (!provider.available) body = <p className={styles.notice}>{t('unavailable')}</p>;
  else if (packages.length === 0) body = <EmptyState title={t('empty')} />;
  else {
    body = (
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.packages} aria-describedby={missing ? `${id}-status` : undefined}>
          <legend className={styles.legend}>{t('packages')}</legend>
          {packages.map((p, i) => (
            <label key={p.id} className={styles.packageCard} data-invalid={(missing && chosen == null) || undefined}>
              <input
                id={`${id}-pkg-${i}`}
                className={styles.radio}
                type="radio"
                name={`${id}-package`}
                checked={chosen === p.id}
                aria-invalid={(missing && chosen == null) || undefined}
                onChange={() => {
                  setChosen(p.id);
                  setMissing(false);
                  setStatus(null);
                }}
              />
              <span className={styles.coin}>{t('coins', { coins: coins(p.coin) })}</span>
              <span className={styles.bonus}>{p.give > 0 ? t('bonus', { coins: coins(p.give) }) : '\u00a0'}</span>
              <span className={styles.price}>{t('price', { money: yuan(p.money) })}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('payType')}</legend>
          <div className={styles.choices}>
            {provider.payTypes.map((pt) => (
              <label key={pt} className={styles.choice}>
                <input type="radio" name={`${id}-pay`} checked={payType === pt} onChange={() => setPayType(pt)} />
                {t(`payType.${pt}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={paying}>
            {t('pay')}
          </Button>
          <p
            id={`${id}-status`}
            role={status?.tone === 'error' ? 'alert' : 'status'}
            className={status?.tone === 'error' ? styles.error : styles.ok}
          >
            {status?.text}
          </p>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
