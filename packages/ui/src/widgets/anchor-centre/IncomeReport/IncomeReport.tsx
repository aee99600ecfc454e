import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import * as styles from './IncomeReport.css';

export interface BroadcastRecord {
  id: number;
  title: string;
  /** Unix seconds. */
  starttime: number;
  /** Unix seconds; 0 while the broadcast goes on. */
  endtime: number;
  /** Seconds. */
  duration: number;
  peakViewers: number;
  /** Gift income during the broadcast; undefined when the server does not say. */
  giftIncome?: number;
}
export interface IncomeRow {
  /** The day, or the first day of the week: "2026-11-23". */
  period: string;
  amount: number;
  gifts: number;
}
export interface Contributor {
  uid: number;
  nickname: string;
  total: number;
}
export type IncomePeriod = 'day' | 'week';

export interface IncomeReportProps {
  /** Broadcast records, newest first; null while loading. */
  records: BroadcastRecord[] | null;
  /** Gift income by the chosen period, newest first; null while loading. */
  income: IncomeRow[] | null;
  period: IncomePeriod;
  onPeriodChange: (period: IncomePeriod) => void;
  /** Who gave the most in the chosen period; null while loading. */
  contributors: Contributor[] | null;
}

/**
 * What the streamer's broadcasts brought (the anchor centre): each broadcast's start, title, duration,
 * peak viewers and gift income; gift income by day or week; and the top contributors of the period.
 * Nicknames and titles are users' text, shown as text.
 */
export function IncomeReport({ records, income, period, onPeriodChange, contributors }: IncomeReportProps) {
  const t = useMessages('ui.anchorCentre.income');
  const intl = useIntl();
  const id = useId();
  const when = (s: number) => intl.formatDate(s * 1000, { dateStyle: 'medium', timeStyle: 'short' });
  const day = (iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const num = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 2 });
  const duration = (s: number) =>
    s >= 3600
      ? t('hours', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) })
      : t('minutes', { m: Math.floor(s / 60), s: s % 60 });

  return (
    <section className={styles.card} aria-labelledby={`${id}-records`} data-testid="income-report">
      <h2 id={`${id}-records`} className={styles.heading}>
        {t('records')}
      </h2>
      {records === null ? (
        <p className={styles.muted} aria-busy="true">
          {t('loading')}
        </p>
      ) : records.length === 0 ? (
        <p className={styles.muted}>{t('recordsEmpty')}</p>
      ) : (
        // A region of its own that scrolls sideways on a narrow screen: reachable by keyboard to scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable)
        <div className={styles.scroller} tabIndex={0}>
          <table className={styles.table} data-testid="broadcast-records">
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {t('colStart')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('colTitle')}
                </th>
                <th className={styles.number} scope="col">
                  {t('colDuration')}
                </th>
                <th className={styles.number} scope="col">
                  {t('colPeak')}
                </th>
                <th className={styles.number} scope="col">
                  {t('colGifts')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <td className={styles.cell}>{when(r.starttime)}</td>
                  <td className={styles.cell}>{r.title}</td>
                  <td className={styles.number}>{r.endtime === 0 ? t('ongoing') : duration(r.duration)}</td>
                  <td className={styles.number}>{num(r.peakViewers)}</td>
                  <td className={styles.number}>{r.giftIncome === undefined ? '—' : num(r.giftIncome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.grid}>
        <div className={styles.part}>
          <div className={styles.row}>
            <h3 id={`${id}-income`} className={styles.subheading}>
              {t('giftTitle')}
            </h3>
            {(['day', 'week'] as const).map((p) => (
              <Button
                key={p}
                size="small"
                variant={period === p ? 'solid' : 'ghost'}
                aria-pressed={period === p}
                onClick={() => onPeriodChange(p)}
              >
                {t(p === 'day' ? 'byDay' : 'byWeek')}
              </Button>
            ))}
          </div>
          {income === null ? (
            <p className={styles.muted} aria-busy="true">
              {t('loading')}
            </p>
          ) : income.length === 0 ? (
            <p className={styles.muted}>{t('incomeEmpty')}</p>
          ) : (
            <table className={styles.table} aria-labelledby={`${id}-income`}>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">
                    {t('period')}
                  </th>
                  <th className={styles.number} scope="col">
                    {t('gifts')}
                  </th>
                  <th className={styles.number} scope="col">
                    {t('amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {income.map((row) => (
                  <tr key={row.period}>
                    <td className={styles.cell}>{period === 'week' ? t('weekOf', { date: day(row.period) }) : day(row.period)}</td>
                    <td className={styles.number}>{num(row.gifts)}</td>
                    <td className={styles.number}>{num(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div className={styles.part}>
          <h3 id={`${id}-contributors`} className={styles.subheading}>
            {t('contributors')}
          </h3>
          {contributors === null ? (
            <p className={styles.muted} aria-busy="true">
              {t('loading')}
            </p>
          ) : contributors.length === 0 ? (
            <p className={styles.muted}>{t('contributorsEmpty')}</p>
          ) : (
            <ol className={styles.list} aria-labelledby={`${id}-contributors`}>
              {contributors.map((c, i) => (
                <li key={c.uid} className={styles.item}>
                  <span className={styles.rank}>{t('rank', { n: i + 1 })}</span>
                  <span className={styles.name}>{c.nickname}</span>
                  <span>{num(c.total)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
