import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import * as styles from './LevelCard.css';

export interface LevelCardProps {
  level: number;
  /** Wealth experience (spec §5: 1 yellow diamond = 1 experience, in steps of 0.1). */
  exp: number;
  /** The experience the next level starts at; null at the top level (User.next_level_exp). */
  nextLevelExp: number | null;
  /** The level icon (User.exp_icon). */
  expIcon?: string;
  /** `"<country code>-<number>"` as the account stores it; shown masked. */
  mobile?: string;
}

/**
 * A phone number with its middle hidden, as Chinese sites show it: 86-13800000001 → +86 138****0001.
 * Short numbers keep their first and last two digits at most.
 */
export function maskMobile(mobile: string): string {
  const [code, number] = mobile.includes('-') ? (mobile.split('-', 2) as [string, string]) : ['', mobile];
  const keepHead = number.length >= 9 ? 3 : Math.min(2, Math.floor(number.length / 4));
  const keepTail = number.length >= 8 ? 4 : Math.min(2, Math.floor(number.length / 4));
  const hidden = Math.max(number.length - keepHead - keepTail, 0);
  const masked = `${number.slice(0, keepHead)}${'*'.repeat(hidden)}${number.slice(number.length - keepTail)}`;
  return code ? `+${code} ${masked}` : masked;
}

/** The personal centre's level (issue 14): the level, the experience, what the next level needs, and the masked phone number. */
export function LevelCard({ level, exp, nextLevelExp, expIcon, mobile }: LevelCardProps) {
  const intl = useIntl();
  const t = useMessages('ui.member.level');
  const id = useId();
  const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
  // Progress inside the current level (levels are equal steps: the previous one starts where this one did).
  const start = nextLevelExp == null ? 0 : Math.max(nextLevelExp - nextLevelExp / level, 0);
  const percent = nextLevelExp == null ? 100 : Math.min(100, Math.max(0, ((exp - start) / (nextLevelExp - start)) * 100));
  const need = nextLevelExp == null ? 0 : Math.max(0, Math.round((nextLevelExp - exp) * 10) / 10);
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      <div className={styles.levelLine}>
        {expIcon ? <img className={styles.icon} src={expIcon} alt="" width={32} height={32} /> : null}
        <span className={styles.level} role="img" aria-label={t('levelLabel', { level })}>
          {t('level', { level })}
        </span>
        <span className={styles.muted}>{t('exp', { exp: number(exp) })}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={nextLevelExp == null ? t('top') : t('progress', { need: number(need), next: level + 1 })}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.muted}>{nextLevelExp == null ? t('top') : t('progress', { need: number(need), next: level + 1 })}</p>
      <p className={styles.muted}>{t('rule')}</p>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('mobile')}</dt>
        <dd className={styles.value} data-testid="masked-mobile">
          {mobile ? maskMobile(mobile) : t('noMobile')}
        </dd>
      </dl>
    </section>
  );
}
