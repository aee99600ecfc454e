import { useId } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import * as styles from './SecurityForms.css';
import { displayMobile } from './securityText';

export interface SecurityInfo {
  /** The own number as Member/securityInfo masks it ("86-*******8000"). */
  mobile: string;
  hasPaymentPassword: boolean;
}

export interface SecurityOverviewProps {
  /** Member/securityInfo; null while loading. */
  info: SecurityInfo | null;
}

/** The security page's facts (issue 14): the bound number, masked, and whether a payment password is set. */
export function SecurityOverview({ info }: SecurityOverviewProps) {
  const t = useMessages('ui.member.security');
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={info ? undefined : true}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('overview.title')}
      </h2>
      {info ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('overview.mobile')}</dt>
          <dd className={styles.value} data-testid="security-mobile">
            {displayMobile(info.mobile)}
          </dd>
          <dt className={styles.term}>{t('overview.payment')}</dt>
          <dd className={styles.value}>
            <span className={styles.badge} data-set={info.hasPaymentPassword} data-testid="payment-state">
              {t(info.hasPaymentPassword ? 'overview.paymentSet' : 'overview.paymentNotSet')}
            </span>
            <span className={styles.muted}>{t('overview.paymentHint')}</span>
          </dd>
        </dl>
      ) : (
        <p role="status" className={styles.muted}>
          {t('overview.loading')}
        </p>
      )}
    </section>
  );
}
