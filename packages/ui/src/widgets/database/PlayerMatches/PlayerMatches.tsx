import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { followLink } from '../../../primitives/Link/followLink';
import { langOf, nameOf } from '../../scores/format';
import type { Sport } from '../../scores/types';
import { Entity } from '../Entity';
import { FormChips } from '../FormChips/FormChips';
import { count } from '../format';
import { Placeholder } from '../Placeholder';
import type { LoadState, PlayerMatchData } from '../types';
import * as styles from './PlayerMatches.css';

export interface PlayerMatchesProps extends LoadState {
  sport: Sport;
  /** Database/player's recent matches, latest first; null while loading. */
  matches: readonly PlayerMatchData[] | null;
  matchHref?: (matchId: number) => string;
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
  expectedRows?: number;
}

/** A player's recent matches (issue 19): date, competition, opponent, score, result and the player's line. */
export function PlayerMatches({ sport, matches, matchHref, teamHref, onNavigate, expectedRows = 10, error, onRetry }: PlayerMatchesProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.database.recent');
  const football = sport === 'football';
  const lineColumns = football ? (['minutes', 'goals', 'assists'] as const) : (['minutes', 'points', 'rebounds', 'assists'] as const);
  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!matches) body = <Placeholder label={t('loading')} rows={expectedRows + 1} />;
  else if (matches.length === 0) body = <EmptyState title={t('empty')} />;
  else
    body = (
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('date')}
              </th>
              <th scope="col" className={styles.th}>
                {t('competition')}
              </th>
              <th scope="col" className={`${styles.th} ${styles.tdName}`}>
                {t('opponent')}
              </th>
              <th scope="col" className={styles.th}>
                {t('score')}
              </th>
              <th scope="col" className={styles.th}>
                {t('result')}
              </th>
              {lineColumns.map((c) => (
                <th key={c} scope="col" className={styles.th}>
                  {t(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matches.map((m) => {
              const opponent = nameOf(m, 'opponent_name', lang);
              const score = `${m.home_score} - ${m.away_score}`;
              const href = matchHref?.(m.match_id);
              return (
                <tr key={m.match_id}>
                  <td className={styles.td}>{intl.formatDate(m.time * 1000, { year: 'numeric', month: 'numeric', day: 'numeric' })}</td>
                  <td className={styles.td}>{nameOf(m, 'competition_short_name', lang)}</td>
                  <th scope="row" className={`${styles.td} ${styles.tdName}`}>
                    <span className={styles.side}>{t(m.side === 'home' ? 'home' : 'away')}</span>{' '}
                    <Entity name={opponent} logo={m.opponent_logo} href={teamHref?.(m.opponent_id)} onNavigate={onNavigate} />
                  </th>
                  <td className={`${styles.td} ${styles.strong}`}>
                    {href ? (
                      <a
                        className={styles.link}
                        href={href}
                        onClick={(e) => followLink(e, href, onNavigate)}
                        aria-label={t('detail', { opponent, score })}
                      >
                        {score}
                      </a>
                    ) : (
                      score
                    )}
                  </td>
                  <td className={styles.td}>
                    <FormChips form={[m.result]} />
                  </td>
                  {lineColumns.map((c) => (
                    <td key={c} className={styles.td}>
                      {c === 'minutes' && m.started !== 1 ? t('sub', { minutes: m.minutes }) : count(intl, m[c] ?? 0)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  return <section aria-label={t('title')}>{body}</section>;
}
