import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../../css/visuallyHidden.css';
import { useMessages } from '../../../i18n/useMessages';
import { ErrorState, LiveBadge } from '../../../primitives/Feedback/Feedback';
import { followLink } from '../../../primitives/Link/followLink';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { langOf, nameOf } from '../../scores/format';
import { clock, finishedGames, liveGame, signed } from '../format';
import type { GameStateData, LoadState, SeriesData } from '../types';
import * as styles from './SeriesScoreboard.css';

export interface SeriesScoreboardProps extends LoadState {
  /** The series; null while loading. */
  series: SeriesData | null;
  /** The game whose state the board shows (default: the one being played, else the last played). */
  shownGame?: number;
  /** The league's page (e.g. /gamingLeague?id=…). */
  leagueHref?: string;
  onNavigate?: (href: string) => void;
}

/**
 * Says once, politely, when a game (map) ends and when the series is won, never per kill or round:
 * a live series changes every few seconds and a screen reader must not be flooded. Nothing is said
 * for what was already over when the board appeared.
 */
function useGameEndAnnouncement(series: SeriesData | null): string {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.esports');
  const seen = useRef<{ id: number; ended: number; phase: string } | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!series) return;
    const ended = finishedGames(series);
    const before = seen.current;
    seen.current = { id: series.id, ended: ended.length, phase: series.phase };
    if (!before || before.id !== series.id) return;
    const values = { home: series.home_score, away: series.away_score };
    if (series.phase === 'finished' && before.phase !== 'finished') {
      const team = series.home_score > series.away_score ? series.home : series.away;
      setText(t('board.seriesWon', { team: nameOf(team, 'name', lang), ...values }));
    } else if (ended.length > before.ended) {
      const last = ended[ended.length - 1]!;
      const game = series.game === 'cs2' ? t('mapNumber', { number: last.number }) : t('gameNumber', { number: last.number });
      const team = nameOf(last.winner === 'home' ? series.home : series.away, 'name', lang);
      setText(t('board.gameEnded', { game, team, ...values }));
    }
  }, [series, t, lang]);
  return text;
}

/** A row of the game's state: the home figure, what it is, the away figure. */
function StatRow({ name, home, away }: { name: string; home: ReactNode; away: ReactNode }) {
  return (
    <tr>
      <td className={`${styles.td} ${styles.figure}`}>{home}</td>
      <th scope="row" className={`${styles.td} ${styles.statName}`}>
        {name}
      </th>
      <td className={`${styles.td} ${styles.figure}`}>{away}</td>
    </tr>
  );
}

/** The state of one game: kills, towers, gold lead and clock (LoL, Dota 2) or rounds by half and money (CS2). */
function GameState({ series, game }: { series: SeriesData; game: GameStateData }) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.esports');
  const n = (v: number | undefined) => intl.formatNumber(v ?? 0);
  const title = series.game === 'cs2' ? t('mapNumber', { number: game.number }) : t('gameNumber', { number: game.number });
  const rows: ReactNode[] = [];
  if (series.game === 'cs2') {
    rows.push(<StatRow key="r" name={t('board.rounds')} home={n(game.home_rounds)} away={n(game.away_rounds)} />);
    (game.halves ?? []).forEach((h, i) => {
      const name = i === 0 ? t('board.half') : i === 1 ? t('board.secondHalf') : t('board.overtime');
      // biome-ignore lint/suspicious/noArrayIndexKey: halves never reorder
      rows.push(<StatRow key={`h${i}`} name={name} home={n(h.home)} away={n(h.away)} />);
    });
    if (game.phase === 'live' && game.home_economy !== undefined)
      rows.push(<StatRow key="e" name={t('board.economy')} home={`$${n(game.home_economy)}`} away={`$${n(game.away_economy)}`} />);
  } else {
    const lead = game.gold_lead ?? 0;
    rows.push(<StatRow key="k" name={t('board.kills')} home={n(game.home_kills)} away={n(game.away_kills)} />);
    rows.push(<StatRow key="t" name={t('board.towers')} home={n(game.home_towers)} away={n(game.away_towers)} />);
    // The lead is written on the side that has it, as a positive figure; level, 0 on both.
    rows.push(
      <StatRow
        key="g"
        name={t('board.goldLead')}
        home={lead > 0 ? signed(intl, lead) : lead === 0 ? n(0) : ''}
        away={lead < 0 ? signed(intl, -lead) : lead === 0 ? n(0) : ''}
      />,
    );
  }
  return (
    <div className={styles.state}>
      <table className={styles.table} data-testid="game-state">
        <caption className={game.phase === 'live' ? styles.live : styles.muted}>
          {game.phase === 'live' ? `${t('board.current')} · ` : ''}
          {title}
          {game.map ? ` · ${game.map}` : ''}
          {series.game !== 'cs2' && game.duration != null ? ` · ${t('board.duration')} ${clock(game.duration)}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.th} ${styles.teamHead}`}>
              {nameOf(series.home, 'name', lang)}
            </th>
            <th scope="col" className={styles.th}>
              {t('board.stat')}
            </th>
            <th scope="col" className={`${styles.th} ${styles.teamHead}`}>
              {nameOf(series.away, 'name', lang)}
            </th>
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  );
}

/**
 * A series' scoreboard (issue 19): its league, game and Bo, both teams around the series score, and
 * the state of the game being played (or the one chosen). A polite region says when a game ends.
 */
export function SeriesScoreboard({ series, shownGame, leagueHref, onNavigate, error, onRetry }: SeriesScoreboardProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.esports');
  const announcement = useGameEndAnnouncement(series);
  if (error)
    return (
      <section className={styles.card}>
        <ErrorState title={t('board.loadFailed')} message={error} onRetry={onRetry} />
      </section>
    );
  if (!series)
    return (
      <section className={styles.card} role="status" aria-busy="true" aria-label={t('board.loading')}>
        <Skeleton shape="rect" height={22} width="40%" />
        <Skeleton shape="rect" height={96} />
        <Skeleton shape="rect" height={160} />
      </section>
    );
  const home = nameOf(series.home, 'name', lang);
  const away = nameOf(series.away, 'name', lang);
  const league = nameOf(series, 'league_name', lang);
  const shown =
    (shownGame !== undefined ? series.games?.find((g) => g.number === shownGame) : undefined) ??
    liveGame(series) ??
    series.games?.[series.games.length - 1];
  const side = (name: string, logo: string | undefined, won: boolean) => (
    <div className={styles.team}>
      {logo ? <img className={styles.bigLogo} src={logo} alt="" width={48} height={48} /> : null}
      <span className={won ? styles.winner : undefined}>{name}</span>
    </div>
  );
  return (
    <section className={styles.card} aria-label={t('board.label', { home, away })}>
      <div className={styles.row}>
        <span className={styles.gameTag}>{t(`game.${series.game}`)}</span>
        {leagueHref ? (
          <a
            className={styles.entityLink}
            href={leagueHref}
            onClick={(e) => followLink(e, leagueHref, onNavigate)}
            aria-label={t('board.leagueLink', { name: league })}
          >
            {league}
          </a>
        ) : (
          <span>{league}</span>
        )}
        <span className={styles.muted}>{t('bestOfLong', { count: series.best_of })}</span>
        {series.phase === 'live' ? <LiveBadge /> : <span className={styles.muted}>{t(`phase.${series.phase}`)}</span>}
      </div>
      <div className={styles.teams}>
        {side(home, series.home.logo, series.phase === 'finished' && series.home_score > series.away_score)}
        <div className={styles.score}>
          {series.phase === 'upcoming' ? (
            <span className={styles.scoreNote}>
              {t('board.startsAt', {
                time: intl.formatDate(series.start_time * 1000, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
              })}
            </span>
          ) : (
            <>
              <span aria-hidden="true" data-testid="board-score">
                {intl.formatNumber(series.home_score)} : {intl.formatNumber(series.away_score)}
              </span>
              <span className={visuallyHidden}>{t('list.seriesScore', { home: series.home_score, away: series.away_score })}</span>
            </>
          )}
          <span className={styles.scoreNote}>{t('bestOf', { count: series.best_of })}</span>
        </div>
        {side(away, series.away.logo, series.phase === 'finished' && series.away_score > series.home_score)}
      </div>
      {shown ? <GameState series={series} game={shown} /> : null}
      <p className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-testid="board-announcement">
        {announcement}
      </p>
    </section>
  );
}
