import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { langOf, nameOf } from '../../scores/format';
import type { Sport } from '../../scores/types';
import { Entity } from '../Entity';
import { count, perGame } from '../format';
import { Placeholder } from '../Placeholder';
import { Segments } from '../Segments';
import type { LeaderRowData, LoadState } from '../types';
import * as styles from './LeadersTable.css';

export const footballLeaderKinds = ['goals', 'assists'] as const;
export const basketballLeaderKinds = ['points', 'rebounds', 'assists'] as const;
export type LeaderKind = (typeof footballLeaderKinds)[number] | (typeof basketballLeaderKinds)[number];

export interface LeadersTableProps extends LoadState {
  sport: Sport;
  kind: LeaderKind;
  onKindChange: (kind: LeaderKind) => void;
  /** Database/leaders' rows, best first; null while loading. */
  rows: readonly LeaderRowData[] | null;
  playerHref?: (playerId: number) => string;
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
  /** Rows the loading state stands in for. */
  expectedRows?: number;
}

/**
 * A competition's player leaders (issue 19): football goals or assists (season totals); basketball
 * points, rebounds or assists per game, with the totals beside them. Equal values share a rank.
 */
export function LeadersTable({
  sport,
  kind,
  onKindChange,
  rows,
  playerHref,
  teamHref,
  onNavigate,
  expectedRows = 10,
  error,
  onRetry,
}: LeadersTableProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.database.leaders');
  const kinds = sport === 'football' ? footballLeaderKinds : basketballLeaderKinds;
  const basketball = sport === 'basketball';
  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!rows) body = <Placeholder label={t('loading')} rows={expectedRows + 1} />;
  else if (rows.length === 0) body = <EmptyState title={t('empty')} description={t('emptyHint')} />;
  else
    body = (
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t(`title.${kind}`)}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('rank')}
              </th>
              <th scope="col" className={`${styles.th} ${styles.tdName}`}>
                {t('player')}
              </th>
              <th scope="col" className={`${styles.th} ${styles.tdName}`}>
                {t('team')}
              </th>
              <th scope="col" className={styles.th}>
                {t('games')}
              </th>
              <th scope="col" className={styles.th}>
                {t('total')}
              </th>
              {basketball ? (
                <th scope="col" className={styles.th}>
                  {t('perGame')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.player_id}>
                <td className={styles.td}>{count(intl, r.rank)}</td>
                <th scope="row" className={`${styles.td} ${styles.tdName}`}>
                  <Entity name={nameOf(r, 'name', lang)} href={playerHref?.(r.player_id)} onNavigate={onNavigate} />
                </th>
                <td className={`${styles.td} ${styles.tdName}`}>
                  <Entity name={nameOf(r, 'team_name', lang)} logo={r.team_logo} href={teamHref?.(r.team_id)} onNavigate={onNavigate} />
                </td>
                <td className={styles.td}>{count(intl, r.games)}</td>
                <td className={`${styles.td} ${basketball ? '' : styles.strong}`}>{count(intl, r.total)}</td>
                {basketball ? <td className={`${styles.td} ${styles.strong}`}>{perGame(intl, r.value)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className={styles.root} aria-label={t('label')}>
      <Segments
        label={t('kindLabel')}
        value={kind}
        onChange={onKindChange}
        options={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
      />
      {body}
    </section>
  );
}
