import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Placeholder } from '../../database/Placeholder';
import type { LoadState } from '../../database/types';
import type { ModelReportData } from '../types';
import * as styles from './ModelReport.css';

export interface ModelReportProps extends LoadState {
  /** Database/model_report; null while loading. */
  report: ModelReportData | null;
}

/**
 * How the model did (/foresight): the mean three-outcome Brier scores of its stored predictions and of
 * the odds over the same finished matches, which one did better, and how many predictions were stored
 * before kick-off. Figures as the server computed them, formatted for the reader's language.
 */
export function ModelReport({ report, error, onRetry }: ModelReportProps) {
  const intl = useIntl();
  const t = useMessages('ui.foresight.report');
  const score = (n: number | null) => (n === null ? '–' : intl.formatNumber(n, { minimumFractionDigits: 3, maximumFractionDigits: 3 }));
  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!report) body = <Placeholder label={t('loading')} rows={2} rowHeight={48} />;
  else if (report.matches === 0) body = <EmptyState title={t('empty')} />;
  else {
    const { model_brier: model, odds_brier: odds } = report;
    const verdict =
      model === null || odds === null
        ? t('noOdds')
        : score(model) === score(odds)
          ? t('even')
          : model < odds
            ? t('modelBetter')
            : t('oddsBetter');
    body = (
      <>
        <dl className={styles.figures}>
          <div className={styles.figure} data-figure="model">
            <dt className={styles.term}>{t('model')}</dt>
            <dd className={styles.value}>{score(model)}</dd>
          </div>
          <div className={styles.figure} data-figure="odds">
            <dt className={styles.term}>{t('odds')}</dt>
            <dd className={styles.value}>{score(odds)}</dd>
          </div>
        </dl>
        <p className={styles.verdict}>{verdict}</p>
        <p className={styles.muted}>
          {t('over', { matches: report.matches, compared: report.compared })} · {t('lowerBetter')}
        </p>
        <p className={styles.muted}>{t('beforeKickoff', { count: report.before_kickoff })}</p>
      </>
    );
  }
  return (
    <section className={styles.card} aria-label={t('title')}>
      <h2 className={styles.heading}>{t('title')}</h2>
      {body}
    </section>
  );
}
