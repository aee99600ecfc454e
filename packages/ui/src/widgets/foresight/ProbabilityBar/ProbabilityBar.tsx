import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { wholePercents } from '../percent';
import type { ProbsData } from '../types';
import * as styles from './ProbabilityBar.css';

export interface ProbabilityBarProps {
  /** The model's home win / draw / away win probabilities. */
  model: ProbsData;
  /** The odds' (overround removed); null when the match has no odds. */
  odds: ProbsData | null;
}

const outcomes = ['home', 'draw', 'away'] as const;

/**
 * Win / draw / loss chances of the model beside the odds': a stacked bar each (decorative) and the
 * same numbers in a table, the text alternative. Whole percents that sum to exactly 100 (largest
 * remainder), formatted for the reader's language.
 */
export function ProbabilityBar({ model, odds }: ProbabilityBarProps) {
  const intl = useIntl();
  const t = useMessages('ui.foresight.bar');
  const rows = [
    { key: 'model', label: t('model'), probs: model },
    { key: 'odds', label: t('odds'), probs: odds },
  ] as const;
  const pct = (n: number) => intl.formatNumber(n / 100, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <figure className={styles.root}>
      <div className={styles.bars} aria-hidden="true">
        {rows.map((r) => {
          const whole = r.probs ? wholePercents(r.probs) : null;
          return [
            <span key={`${r.key}-label`} className={styles.barLabel}>
              {r.label}
            </span>,
            <div key={`${r.key}-bar`} className={styles.bar} data-source={r.key}>
              {whole?.map((w, i) => (
                <span key={outcomes[i]} className={styles.segment} data-outcome={outcomes[i]} style={{ width: `${w}%` }} />
              ))}
            </div>,
          ];
        })}
      </div>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {t('source')}
            </th>
            {outcomes.map((o) => (
              <th key={o} scope="col" className={styles.th}>
                {t(o)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const whole = r.probs ? wholePercents(r.probs) : null;
            return (
              <tr key={r.key} data-source={r.key}>
                <th scope="row" className={styles.td}>
                  {r.label}
                </th>
                {whole ? (
                  whole.map((w, i) => (
                    <td key={outcomes[i]} className={`${styles.td} ${styles.numeric}`} data-outcome={outcomes[i]} data-percent={w}>
                      {pct(w)}
                    </td>
                  ))
                ) : (
                  <td colSpan={3} className={`${styles.td} ${styles.numeric}`}>
                    {t('noOdds')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {odds ? <p className={styles.muted}>{t('oddsNote')}</p> : null}
    </figure>
  );
}
