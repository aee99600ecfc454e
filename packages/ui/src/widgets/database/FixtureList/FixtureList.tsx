import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { followLink } from '../../../primitives/Link/followLink';
import { Pagination } from '../../../primitives/Pagination/Pagination';
import { Select } from '../../../primitives/Select/Select';
import { matchView } from '../../scores/matchView';
import type { BasketballMatchData, FootballMatchData, MatchData, Sport } from '../../scores/types';
import { Entity } from '../Entity';
import { Placeholder } from '../Placeholder';
import type { LoadState } from '../types';
import * as styles from './FixtureList.css';

/** A round (game day) of the season (Database/schedule `rounds`). */
export interface RoundData {
  round: number;
  /** Its day, 00:00 UTC, unix seconds. */
  start_time: number;
  matches: number;
  finished: number;
}

export interface FixtureListProps extends LoadState {
  sport: Sport;
  /** The matches as the score lists' rows, in the order to show; null while loading. */
  matches: readonly MatchData[] | null;
  /** The table's caption ("Round 5", "Results"). */
  caption: string;
  /** The season's rounds and the one shown: a picker with previous / next. */
  rounds?: readonly RoundData[];
  round?: number;
  onRoundChange?: (round: number) => void;
  /** Pages of a long list (a team's fixtures and results). */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** Rows the loading state stands in for. */
  expectedRows?: number;
  /** A match's detail page; a team's page. */
  detailHref?: (matchId: number) => string;
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
  /** The team whose list this is: its side is shown in bold. */
  teamId?: number;
  emptyTitle?: string;
}

const teamIds = (sport: Sport, m: MatchData) =>
  sport === 'football'
    ? [Number((m as FootballMatchData).home_team_id ?? 0), Number((m as FootballMatchData).away_team_id ?? 0)]
    : [Number((m as BasketballMatchData).home_team_data?.id ?? 0), Number((m as BasketballMatchData).away_team_data?.id ?? 0)];
const logos = (sport: Sport, m: MatchData) =>
  sport === 'football'
    ? [(m as FootballMatchData).home_team_logo as string | undefined, (m as FootballMatchData).away_team_logo as string | undefined]
    : [(m as BasketballMatchData).home_team_data?.logo, (m as BasketballMatchData).away_team_data?.logo];

interface RowProps {
  sport: Sport;
  match: MatchData;
  detailHref?: string;
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
  teamId?: number;
}

/** One match: kick-off, status (live in colour), the teams and the score, linking to the detail. */
const FixtureRow = memo(function FixtureRow({ sport, match, detailHref, teamHref, onNavigate, teamId }: RowProps) {
  const intl = useIntl();
  const t = useMessages('ui.database.fixtures');
  const v = matchView(sport, match, intl);
  const [homeId, awayId] = teamIds(sport, match);
  const [homeLogo, awayLogo] = logos(sport, match);
  const score = v.started && v.phase !== 'abnormal' ? `${v.homeScore ?? 0} - ${v.awayScore ?? 0}` : t('vs');
  const team = (id: number, name: string, logo: string | undefined) => (
    <Entity name={name} logo={logo} href={teamHref && id ? teamHref(id) : undefined} onNavigate={onNavigate} />
  );
  return (
    <tr className={styles.row} data-phase={v.phase} data-match-id={v.id}>
      <td className={styles.time}>
        {v.kickoff ? (
          <>
            <span className={styles.date}>{intl.formatDate(v.kickoff * 1000, { month: 'numeric', day: 'numeric' })}</span>{' '}
            <span className={styles.date}>
              {intl.formatTime(v.kickoff * 1000, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}
            </span>
          </>
        ) : null}
      </td>
      <td className={styles.status} data-live={v.status.live || undefined}>
        {v.status.text}
      </td>
      <td className={`${styles.home} ${teamId === homeId ? styles.own : ''}`}>{team(homeId!, v.home, homeLogo)}</td>
      <td className={styles.score}>
        {detailHref ? (
          <a
            className={styles.scoreLink}
            href={detailHref}
            onClick={(e) => followLink(e, detailHref, onNavigate)}
            aria-label={t('detail', { home: v.home, away: v.away, score })}
          >
            {score}
          </a>
        ) : (
          score
        )}
      </td>
      <td className={`${styles.away} ${teamId === awayId ? styles.own : ''}`}>{team(awayId!, v.away, awayLogo)}</td>
    </tr>
  );
});

/**
 * A competition's round or a team's fixtures and results (issue 19): kick-off, live state or result,
 * the teams linking to their pages and the score to the match. A round picker (select, previous, next)
 * or pages keep it short: only what one screen shows is rendered.
 */
export function FixtureList({
  sport,
  matches,
  caption,
  rounds,
  round,
  onRoundChange,
  page,
  pageCount,
  onPageChange,
  expectedRows = 4,
  detailHref,
  teamHref,
  onNavigate,
  teamId,
  emptyTitle,
  error,
  onRetry,
}: FixtureListProps) {
  const intl = useIntl();
  const t = useMessages('ui.database.fixtures');
  const index = rounds && round !== undefined ? rounds.findIndex((r) => r.round === round) : -1;
  const picker =
    rounds && rounds.length > 0 && onRoundChange ? (
      <div className={styles.picker}>
        <Button
          variant="soft"
          tone="neutral"
          size="small"
          onClick={() => onRoundChange(rounds[index - 1]!.round)}
          disabled={index <= 0}
          aria-label={t('previous')}
        >
          ‹
        </Button>
        <Select
          label={t(sport === 'football' ? 'round' : 'gameDay')}
          hideLabel
          size="small"
          value={round !== undefined ? String(round) : null}
          onChange={(v) => onRoundChange(Number(v))}
          renderValue={(o) => o.label}
          options={rounds.map((r) => ({
            value: String(r.round),
            label: t(sport === 'football' ? 'roundName' : 'gameDayName', { round: r.round }),
            detail: `${intl.formatDate(r.start_time * 1000, { month: 'numeric', day: 'numeric', timeZone: 'UTC' })} · ${t('finished', { finished: r.finished, matches: r.matches })}`,
          }))}
        />
        <Button
          variant="soft"
          tone="neutral"
          size="small"
          onClick={() => onRoundChange(rounds[index + 1]!.round)}
          disabled={index < 0 || index >= rounds.length - 1}
          aria-label={t('next')}
        >
          ›
        </Button>
      </div>
    ) : null;

  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!matches) body = <Placeholder label={t('loading')} rows={expectedRows + 1} />;
  else if (matches.length === 0) body = <EmptyState title={emptyTitle ?? t('empty')} />;
  else
    body = (
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('time')}
              </th>
              <th scope="col" className={styles.th}>
                {t('status')}
              </th>
              <th scope="col" className={`${styles.th} ${styles.home}`}>
                {t('home')}
              </th>
              <th scope="col" className={styles.th}>
                {t('score')}
              </th>
              <th scope="col" className={`${styles.th} ${styles.away}`}>
                {t('away')}
              </th>
            </tr>
          </thead>
          <tbody>
            {matches.map((m) => (
              <FixtureRow
                key={m.id}
                sport={sport}
                match={m}
                detailHref={detailHref?.(m.id)}
                teamHref={teamHref}
                onNavigate={onNavigate}
                teamId={teamId}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className={styles.root} aria-label={caption}>
      {picker}
      {body}
      {page !== undefined && pageCount !== undefined && onPageChange ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </section>
  );
}
