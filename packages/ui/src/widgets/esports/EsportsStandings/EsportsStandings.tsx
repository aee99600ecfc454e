import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Entity } from '../../database/Entity';
import { Placeholder } from '../../database/Placeholder';
import { langOf, nameOf } from '../../scores/format';
import { signed } from '../format';
import { ScrollRegion } from '../ScrollRegion';
import type { EsportsStandingData, LoadState } from '../types';
import * as styles from './EsportsStandings.css';

export interface EsportsStandingsProps extends LoadState {
  /** The league table, best first; null while loading. */
  rows: readonly EsportsStandingData[] | null;
  /** Placeholder rows while loading. */
  expectedRows?: number;
}

/** An esports league's table (issue 19): series played, won and lost, games (maps) won–lost and their difference. */
export function EsportsStandings({ rows, expectedRows = 8, error, onRetry }: EsportsStandingsProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.esports.standings');
  const n = (v: number) => intl.formatNumber(v);
  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!rows) body = <Placeholder label={t('loading')} rows={expectedRows + 1} />;
  else if (rows.length === 0) body = <EmptyState title={t('empty')} />;
  else
    body = (
      <ScrollRegion label={t('title')}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('rank')}
              </th>
              <th scope="col" className={`${styles.th} ${styles.tdName}`}>
                {t('team')}
              </th>
              {(['played', 'won', 'lost', 'maps', 'diff'] as const).map((c) => (
                <th key={c} scope="col" className={styles.th}>
                  {t(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.team.id}>
                <td className={styles.td}>{n(r.rank)}</td>
                <th scope="row" className={`${styles.td} ${styles.tdName}`}>
                  <Entity name={nameOf(r.team, 'name', lang)} logo={r.team.logo} />
                </th>
                <td className={styles.td}>{n(r.played)}</td>
                <td className={styles.td}>{n(r.won)}</td>
                <td className={styles.td}>{n(r.lost)}</td>
                <td className={styles.td}>{t('mapsValue', { won: n(r.maps_won), lost: n(r.maps_lost) })}</td>
                <td className={`${styles.td} ${styles.strong}`}>{signed(intl, r.map_diff)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );
  return <section aria-label={t('title')}>{body}</section>;
}
