import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Placeholder } from '../../database/Placeholder';
import { langOf, nameOf } from '../../scores/format';
import { oneDecimal } from '../format';
import { ScrollRegion } from '../ScrollRegion';
import type { EsportsGame, EsportsTeamData, LoadState, PlayerStatData, Side } from '../types';
import * as styles from './PlayerStatTable.css';

export const mobaStatColumns = ['kills', 'deaths', 'assists', 'last_hits', 'gold'] as const;
export const cs2StatColumns = ['kills', 'deaths', 'assists', 'adr'] as const;
type Column = (typeof mobaStatColumns)[number] | (typeof cs2StatColumns)[number];

export interface PlayerStatTableProps extends LoadState {
  game: EsportsGame;
  home: EsportsTeamData;
  away: EsportsTeamData;
  /** The players' lines in the game shown; null while loading. */
  players: readonly PlayerStatData[] | null;
}

/**
 * Each player's line in one game (issue 19), one table per team: heroes, kills, deaths, assists, last
 * hits and gold in LoL and Dota 2; kills, deaths, assists and ADR in CS2. Column heads are
 * short (K/D/A) with the full word as their title and accessible name.
 */
export function PlayerStatTable({ game, home, away, players, error, onRetry }: PlayerStatTableProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.esports.stats');
  const columns: readonly Column[] = game === 'cs2' ? cs2StatColumns : mobaStatColumns;
  const value = (p: PlayerStatData, c: Column) => (c === 'adr' ? oneDecimal(intl, p.adr) : intl.formatNumber(p[c] ?? 0));
  const table = (side: Side, team: EsportsTeamData) => (
    <ScrollRegion key={side} label={nameOf(team, 'name', lang)}>
      <table className={styles.table}>
        <caption className={styles.caption}>{nameOf(team, 'name', lang)}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.th} ${styles.tdName}`}>
              {t('player')}
            </th>
            {game === 'cs2' ? null : (
              <th scope="col" className={`${styles.th} ${styles.tdName}`}>
                {t('hero')}
              </th>
            )}
            {columns.map((c) => (
              <th key={c} scope="col" className={styles.th} title={t(`long.${c}`)}>
                <abbr title={t(`long.${c}`)} aria-label={t(`long.${c}`)}>
                  {t(`short.${c}`)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players!
            .filter((p) => p.side === side)
            .map((p) => (
              <tr key={p.id}>
                <th scope="row" className={`${styles.td} ${styles.tdName} ${styles.strong}`}>
                  {p.name}
                </th>
                {game === 'cs2' ? null : <td className={`${styles.td} ${styles.tdName}`}>{p.hero ?? '–'}</td>}
                {columns.map((c) => (
                  <td key={c} className={styles.td}>
                    {value(p, c)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!players) body = <Placeholder label={t('loading')} rows={12} />;
  else if (players.length === 0) body = <EmptyState title={t('empty')} />;
  else
    body = (
      <div className={styles.tables}>
        {table('home', home)}
        {table('away', away)}
      </div>
    );
  return <section aria-label={t('title')}>{body}</section>;
}
