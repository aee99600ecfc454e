import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { ErrorState } from '../../../primitives/Feedback/Feedback';
import { followLink } from '../../../primitives/Link/followLink';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { langOf, nameOf } from '../../scores/format';
import type { StandingRowData } from '../../scores/MatchDetail/StandingsTable';
import { matchView } from '../../scores/matchView';
import type { MatchData, Sport } from '../../scores/types';
import { FormChips } from '../FormChips/FormChips';
import { count, perGame } from '../format';
import type { CompetitionData, LoadState, SeasonData, TeamRefData, TeamStatsData } from '../types';
import * as styles from './TeamHeader.css';

export interface TeamProfileData {
  team: TeamRefData;
  competition: CompetitionData;
  season: SeasonData | null;
  standing: StandingRowData | null;
  /** Last five results, oldest first. */
  form: readonly string[];
  stats: TeamStatsData;
  next_match: MatchData | null;
}

export interface TeamHeaderProps extends LoadState {
  sport: Sport;
  /** Database/team's data; null while loading. */
  profile: TeamProfileData | null;
  /** The team's league page. */
  competitionHref?: string;
  /** The next match's detail page. */
  matchHref?: (matchId: number) => string;
  onNavigate?: (href: string) => void;
}

/** A team's page header (issue 19): name, league and season, its place in the table, form and season numbers, the next match. */
export function TeamHeader({ sport, profile, competitionHref, matchHref, onNavigate, error, onRetry }: TeamHeaderProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.database.team');
  if (error) return <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  if (!profile) {
    return (
      <div className={styles.header} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton shape="rect" width={72} height={72} />
        <div className={styles.text}>
          <Skeleton shape="rect" height={32} width="50%" />
          <Skeleton lines={3} />
        </div>
      </div>
    );
  }
  const { team, competition, season, standing, form, stats, next_match } = profile;
  const name = nameOf(team, 'team_name', lang);
  const league = nameOf(competition, 'name', lang);
  const next = next_match ? matchView(sport, next_match, intl) : null;
  const facts: [string, string][] = [
    [t('rank'), standing ? t('rankValue', { rank: count(intl, standing.rank) }) : '–'],
    [t('points'), standing ? count(intl, standing.points) : '–'],
    [
      t('record'),
      t(sport === 'football' ? 'recordFootball' : 'recordBasketball', { won: stats.won, drawn: stats.drawn, lost: stats.lost }),
    ],
    [t(sport === 'football' ? 'goalsPerGame' : 'pointsPerGame'), perGame(intl, stats.scored_per_game)],
    [t(sport === 'football' ? 'concededPerGame' : 'allowedPerGame'), perGame(intl, stats.conceded_per_game)],
  ];
  return (
    <header className={styles.header}>
      {team.team_logo ? <img className={styles.logo} src={team.team_logo} alt="" width={72} height={72} /> : null}
      <div className={styles.text}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.meta}>
          {competitionHref ? (
            <a className={styles.link} href={competitionHref} onClick={(e) => followLink(e, competitionHref, onNavigate)}>
              {league}
            </a>
          ) : (
            league
          )}
          {season ? ` · ${t('season', { number: season.number })}` : ''}
        </p>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
          <div className={styles.fact}>
            <dt className={styles.term}>{t('form')}</dt>
            <dd className={styles.value}>
              <FormChips form={form} label={name} />
            </dd>
          </div>
        </dl>
        {next ? (
          <p className={styles.meta}>
            {t('next')}{' '}
            {matchHref ? (
              <a className={styles.link} href={matchHref(next.id)} onClick={(e) => followLink(e, matchHref(next.id), onNavigate)}>
                {t('versus', { home: next.home, away: next.away })}
              </a>
            ) : (
              t('versus', { home: next.home, away: next.away })
            )}{' '}
            {next.kickoff
              ? intl.formatDate(next.kickoff * 1000, {
                  month: 'short',
                  day: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                  hourCycle: 'h23',
                })
              : ''}
          </p>
        ) : null}
      </div>
    </header>
  );
}
