import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../../css/visuallyHidden.css';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState, LiveBadge } from '../../../primitives/Feedback/Feedback';
import { followLink } from '../../../primitives/Link/followLink';
import { Placeholder } from '../../database/Placeholder';
import { langOf, nameOf } from '../../scores/format';
import { liveGame } from '../format';
import type { LoadState, SeriesData } from '../types';
import * as styles from './SeriesList.css';

/** A row's height in px: the placeholder rows have it, so the list does not jump when it lands. */
const ROW_HEIGHT = 56;

export interface SeriesListProps extends LoadState {
  /** The series to show, in order; null while loading. */
  series: readonly SeriesData[] | null;
  /** The detail page of a series (e.g. /gamingDetail?id=…). */
  hrefOf: (series: SeriesData) => string;
  onNavigate?: (href: string) => void;
  /** Placeholder rows while loading. */
  expectedRows?: number;
}

/* -------------------------------------------------------------------------------------------------
 * SeriesRow
 * -----------------------------------------------------------------------------------------------*/

interface SeriesRowProps {
  series: SeriesData;
  href: string;
  onNavigate?: (href: string) => void;
}

/**
 * One series. Memoised: the app hands the same object for a series that did not change, so a push
 * re-renders only its own row.
 */
const SeriesRow = memo(function SeriesRow({ series: s, href, onNavigate }: SeriesRowProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.esports');
  const home = nameOf(s.home, 'name', lang);
  const away = nameOf(s.away, 'name', lang);
  const current = s.phase === 'live' ? liveGame(s) : undefined;
  let state: ReactNode;
  if (current) {
    const which = s.game === 'cs2' ? t('mapNumber', { number: current.number }) : t('gameNumber', { number: current.number });
    const figures =
      s.game === 'cs2'
        ? t('list.rounds', { home: current.home_rounds ?? 0, away: current.away_rounds ?? 0 })
        : t('list.kills', { home: current.home_kills ?? 0, away: current.away_kills ?? 0 });
    state = (
      <span className={styles.live} data-testid="series-live-state">
        {which}
        {current.map ? ` ${current.map}` : ''} · <span className={styles.figure}>{figures}</span>
      </span>
    );
  } else state = <span className={styles.muted}>{t(`phase.${s.phase}`)}</span>;
  return (
    <li>
      <a className={styles.rowLink} href={href} onClick={(e) => followLink(e, href, onNavigate)} data-series={s.id}>
        <span className={styles.meta}>
          <span>
            {intl.formatDate(s.start_time * 1000, { month: '2-digit', day: '2-digit' })}{' '}
            {intl.formatTime(s.start_time * 1000, { hour: '2-digit', minute: '2-digit' })}
          </span>
          <span>
            <span className={styles.gameTag}>{t(`game.${s.game}`)}</span>
          </span>
          <span className={styles.league}>{nameOf(s, 'league_name', lang)}</span>
        </span>
        <span className={styles.home}>
          <span className={s.phase === 'finished' && s.home_score > s.away_score ? styles.winner : undefined}>{home}</span>
          {s.home.logo ? <img className={styles.logo} src={s.home.logo} alt="" width={20} height={20} loading="lazy" /> : null}
        </span>
        <span className={styles.score}>
          {s.phase === 'upcoming' ? (
            <span aria-hidden="true">–</span>
          ) : (
            <>
              <span aria-hidden="true" data-testid="series-score">
                {intl.formatNumber(s.home_score)} : {intl.formatNumber(s.away_score)}
              </span>
              <span className={visuallyHidden}>{t('list.seriesScore', { home: s.home_score, away: s.away_score })}</span>
            </>
          )}
          <span className={styles.bo}>{t('bestOf', { count: s.best_of })}</span>
        </span>
        <span className={styles.away}>
          {s.away.logo ? <img className={styles.logo} src={s.away.logo} alt="" width={20} height={20} loading="lazy" /> : null}
          <span className={s.phase === 'finished' && s.away_score > s.home_score ? styles.winner : undefined}>{away}</span>
        </span>
        <span className={styles.state}>
          {s.phase === 'live' ? <LiveBadge /> : null} {state}
        </span>
      </a>
    </li>
  );
});

/* -------------------------------------------------------------------------------------------------
 * SeriesList
 * -----------------------------------------------------------------------------------------------*/

/**
 * Esports series as /gamingList lists them (issue 19): when, which game and league, the teams around
 * the series score (Bo1/Bo3/Bo5) and, while a game is played, its kills (LoL, Dota 2) or rounds (CS2).
 * Each row links to the series' page. Scores are not announced here: a list of live games would talk
 * all the time; the detail page announces the end of each game.
 */
export function SeriesList({ series, hrefOf, onNavigate, expectedRows = 6, error, onRetry }: SeriesListProps) {
  const t = useMessages('ui.esports.list');
  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!series) body = <Placeholder label={t('loading')} rows={expectedRows} rowHeight={ROW_HEIGHT} />;
  else if (series.length === 0) body = <EmptyState title={t('empty')} description={t('emptyHint')} />;
  else
    body = (
      <ul className={styles.list}>
        {series.map((s) => (
          <SeriesRow key={s.id} series={s} href={hrefOf(s)} onNavigate={onNavigate} />
        ))}
      </ul>
    );
  return <section aria-label={t('title')}>{body}</section>;
}
