import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { langOf, nameOf } from '../../scores/format';
import type { Sport } from '../../scores/types';
import { Entity } from '../Entity';
import { count, perGame } from '../format';
import type { LoadState, PlayerStatsData, SeasonData, SquadPlayerData, TeamRefData } from '../types';
import * as styles from './PlayerCard.css';

export interface PlayerProfileData {
  player: SquadPlayerData;
  team: TeamRefData;
  season: SeasonData | null;
  stats: PlayerStatsData;
}

export interface PlayerCardProps extends LoadState {
  sport: Sport;
  /** Database/player's data; null while loading. */
  profile: PlayerProfileData | null;
  teamHref?: string;
  onNavigate?: (href: string) => void;
}

/** A player's page header (issue 19): profile and the season's numbers in the team's league. */
export function PlayerCard({ sport, profile, teamHref, onNavigate, error, onRetry }: PlayerCardProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.database.player');
  const tp = useMessages('ui.database.squad');
  const id = useId();
  if (error) return <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  if (!profile) {
    return (
      <div className={styles.card} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton shape="rect" height={36} width="40%" />
        <Skeleton lines={2} />
        <Skeleton shape="rect" height={52} />
      </div>
    );
  }
  const { player, team, season, stats } = profile;
  const football = sport === 'football';
  const knownPosition = ['G', 'D', 'M', 'F', 'PG', 'SG', 'SF', 'PF', 'C'].includes(player.position);
  const position = knownPosition ? tp(`position.${player.position as 'G'}`) : player.position;
  const profileFacts: [string, string][] = [
    [t('number'), String(player.number)],
    [t('position'), position],
    [t('nationality'), nameOf(player, 'nationality', lang) || '–'],
    [t('age'), player.age !== undefined ? t('ageValue', { age: player.age, birth: player.birth_date ?? '' }) : '–'],
    [t('height'), player.height ? t('cm', { height: player.height }) : '–'],
  ];
  const statFacts: [string, string][] = football
    ? [
        [t('games'), count(intl, stats.games)],
        [t('starts'), count(intl, stats.starts)],
        [t('minutes'), count(intl, stats.minutes)],
        [t('goals'), count(intl, stats.goals)],
        [t('assists'), count(intl, stats.assists)],
        [t('yellowCards'), count(intl, stats.yellow_cards)],
        [t('redCards'), count(intl, stats.red_cards)],
      ]
    : [
        [t('games'), count(intl, stats.games)],
        [t('starts'), count(intl, stats.starts)],
        [t('minutes'), count(intl, stats.minutes)],
        [t('ppg'), perGame(intl, stats.points_per_game)],
        [t('rpg'), perGame(intl, stats.rebounds_per_game)],
        [t('apg'), perGame(intl, stats.assists_per_game)],
        [t('points'), count(intl, stats.points)],
      ];
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`}>
      <div className={styles.top}>
        <span className={styles.shirt} aria-hidden="true">
          {player.number}
        </span>
        <div className={styles.text}>
          <h1 id={`${id}-name`} className={styles.title}>
            {nameOf(player, 'name', lang)}
          </h1>
          <p className={styles.meta}>
            <Entity name={nameOf(team, 'team_name', lang)} logo={team.team_logo} href={teamHref} onNavigate={onNavigate} />
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        {profileFacts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.subheading}>{season ? t('seasonTitle', { number: season.number }) : t('noSeason')}</h2>
      <dl className={styles.stats}>
        {statFacts.map(([term, value]) => (
          <div key={term} className={styles.stat}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.statValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
