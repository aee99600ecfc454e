import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { langOf, nameOf } from '../../scores/format';
import type { Sport } from '../../scores/types';
import { Entity } from '../Entity';
import { count } from '../format';
import { Placeholder } from '../Placeholder';
import type { LoadState, SquadPlayerData } from '../types';
import * as styles from './SquadList.css';

/** The positions in the order a squad lists them (openapi DbPlayer.position). */
export const footballPositions = ['G', 'D', 'M', 'F'] as const;
export const basketballPositions = ['PG', 'SG', 'SF', 'PF', 'C'] as const;

export interface SquadListProps extends LoadState {
  sport: Sport;
  /** Database/team's squad; null while loading. */
  players: readonly SquadPlayerData[] | null;
  playerHref?: (playerId: number) => string;
  onNavigate?: (href: string) => void;
  /** Rows the loading state stands in for. */
  expectedRows?: number;
}

/** A team's squad (issue 19) grouped by position, shirt numbers in order, each player linking to their page. */
export function SquadList({ sport, players, playerHref, onNavigate, expectedRows = 12, error, onRetry }: SquadListProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.database.squad');
  const id = useId();
  const order: readonly string[] = sport === 'football' ? footballPositions : basketballPositions;
  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!players) body = <Placeholder label={t('loading')} rows={expectedRows} header={30} />;
  else if (players.length === 0) body = <EmptyState title={t('empty')} />;
  else {
    const positions = [...order, ...new Set(players.map((p) => p.position).filter((p) => !order.includes(p)))];
    body = positions.map((pos) => {
      const group = players.filter((p) => p.position === pos).sort((a, b) => a.number - b.number);
      if (group.length === 0) return null;
      const known = (order as readonly string[]).includes(pos);
      return (
        <div key={pos} className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {known ? t(`position.${pos as (typeof footballPositions)[number] | (typeof basketballPositions)[number]}`) : pos}{' '}
              <span className={styles.muted}>{count(intl, group.length)}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {t('number')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.tdName}`}>
                  {t('name')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.tdName}`}>
                  {t('nationality')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('age')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('height')}
                </th>
              </tr>
            </thead>
            <tbody>
              {group.map((p) => (
                <tr key={p.id}>
                  <td className={styles.td}>{p.number}</td>
                  <th scope="row" className={`${styles.td} ${styles.tdName}`}>
                    <Entity name={nameOf(p, 'name', lang)} href={playerHref?.(p.id)} onNavigate={onNavigate} />
                    {p.starter === 1 ? <span className={styles.starter}>{t('starter')}</span> : null}
                  </th>
                  <td className={`${styles.td} ${styles.tdName}`}>{nameOf(p, 'nationality', lang)}</td>
                  <td className={styles.td}>{count(intl, p.age)}</td>
                  <td className={styles.td}>{p.height ? t('cm', { height: p.height }) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    });
  }
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
