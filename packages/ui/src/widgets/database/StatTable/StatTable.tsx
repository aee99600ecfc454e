import { type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { langOf, nameOf } from '../../scores/format';
import type { Sport } from '../../scores/types';
import { Entity } from '../Entity';
import { count, perGame } from '../format';
import { Placeholder } from '../Placeholder';
import type { LoadState, TeamStatsData } from '../types';
import * as styles from './StatTable.css';

export const footballStatColumns = [
  'played',
  'won',
  'drawn',
  'lost',
  'scored',
  'conceded',
  'scored_per_game',
  'conceded_per_game',
  'clean_sheets',
  'yellow_cards',
  'red_cards',
] as const;
export const basketballStatColumns = [
  'played',
  'won',
  'lost',
  'scored',
  'conceded',
  'scored_per_game',
  'conceded_per_game',
  'rebounds_per_game',
  'assists_per_game',
] as const;
export type StatColumn = (typeof footballStatColumns)[number] | (typeof basketballStatColumns)[number];
const PER_GAME = new Set<StatColumn>(['scored_per_game', 'conceded_per_game', 'rebounds_per_game', 'assists_per_game']);
/** Basketball scores points, not goals: its columns of scoring have their own labels. */
const POINTS = {
  scored: 'points',
  conceded: 'allowed',
  scored_per_game: 'points_per_game',
  conceded_per_game: 'allowed_per_game',
} as const;
const labelOf = (sport: Sport, c: StatColumn) => (sport === 'basketball' && c in POINTS ? POINTS[c as keyof typeof POINTS] : c);

export interface StatTableProps extends LoadState {
  sport: Sport;
  /** Database/team_stats' rows; null while loading. */
  rows: readonly TeamStatsData[] | null;
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
  expectedRows?: number;
}

/**
 * Every team's season numbers in a competition (issue 19), sortable by any column with the header's
 * button (Enter or Space): the first press sorts high to low, the next low to high. Starts as the
 * server orders it, by goals (points) per game.
 */
export function StatTable({ sport, rows, teamHref, onNavigate, expectedRows = 8, error, onRetry }: StatTableProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.database.stats');
  const [sort, setSort] = useState<{ column: StatColumn; descending: boolean } | null>(null);
  const columns = sport === 'football' ? footballStatColumns : basketballStatColumns;
  const sorted = useMemo(() => {
    if (!rows || !sort) return rows;
    const value = (r: TeamStatsData) => Number(r[sort.column] ?? 0);
    return [...rows].sort((a, b) => (sort.descending ? value(b) - value(a) : value(a) - value(b)));
  }, [rows, sort]);
  const pressed = (column: StatColumn) =>
    setSort((s) => (s?.column === column ? { column, descending: !s.descending } : { column, descending: true }));

  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!sorted) body = <Placeholder label={t('loading')} rows={expectedRows + 1} />;
  else if (sorted.length === 0) body = <EmptyState title={t('empty')} />;
  else
    body = (
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {t('title')}
            <span className={styles.hint}>{t('sortHint')}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${styles.th} ${styles.tdName}`}>
                {t('team')}
              </th>
              {columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className={styles.th}
                  aria-sort={sort?.column === c ? (sort.descending ? 'descending' : 'ascending') : undefined}
                >
                  <button type="button" className={styles.sortButton} onClick={() => pressed(c)} title={t(`long.${labelOf(sport, c)}`)}>
                    {t(`short.${labelOf(sport, c)}`)}
                    <span aria-hidden="true">{sort?.column === c ? (sort.descending ? '▼' : '▲') : ''}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((r) => (
              <tr key={r.team_id}>
                <th scope="row" className={`${styles.td} ${styles.tdName}`}>
                  <Entity name={nameOf(r, 'team_name', lang)} logo={r.team_logo} href={teamHref?.(r.team_id)} onNavigate={onNavigate} />
                </th>
                {columns.map((c) => (
                  <td key={c} className={`${styles.td} ${sort?.column === c ? styles.strong : ''}`}>
                    {PER_GAME.has(c) ? perGame(intl, r[c] as number | undefined) : count(intl, r[c] as number | undefined)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return <section aria-label={t('title')}>{body}</section>;
}
