import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { ErrorState } from '../../../primitives/Feedback/Feedback';
import { Select } from '../../../primitives/Select/Select';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { langOf, nameOf } from '../../scores/format';
import { FavouriteStar } from '../FavouriteStar';
import { count } from '../format';
import type { CompetitionData, LoadState, SeasonData } from '../types';
import * as styles from './CompetitionHeader.css';

/** Database/competition's counts for the season shown. */
export interface CompetitionOverviewData {
  season: SeasonData;
  /** Every season, latest first. */
  seasons?: readonly SeasonData[];
  rounds_played: number;
  rounds_total: number;
  current_round: number;
  matches_played: number;
  matches_total: number;
  /** Goals (football) or points (basketball) of the finished matches. */
  scored: number;
}

export interface CompetitionHeaderProps extends LoadState {
  /** null while loading. */
  competition: CompetitionData | null;
  overview: CompetitionOverviewData | null;
  /** Picks another season (shown when there is more than one). */
  onSeasonChange?: (seasonId: number) => void;
  /** Stars or unstars the competition; absent hides the star. */
  onToggleFavourite?: () => void;
}

/** A competition's page header (issue 19): logo, name, country, season, rounds played and the season's totals. */
export function CompetitionHeader({ competition, overview, onSeasonChange, onToggleFavourite, error, onRetry }: CompetitionHeaderProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.database.header');
  const id = useId();
  if (error) return <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  if (!competition || !overview) {
    return (
      <div className={styles.header} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton shape="rect" width={64} height={64} />
        <div className={styles.text}>
          <Skeleton shape="rect" height={32} width="50%" />
          <Skeleton lines={2} />
        </div>
      </div>
    );
  }
  const name = nameOf(competition, 'name', lang);
  const country = nameOf(competition, 'country_name', lang);
  const basketball = competition.sport === 1;
  const seasons = overview.seasons ?? [overview.season];
  const facts: [string, string][] = [
    [t('rounds'), t('roundsValue', { played: count(intl, overview.rounds_played), total: count(intl, overview.rounds_total) })],
    [t('matches'), t('roundsValue', { played: count(intl, overview.matches_played), total: count(intl, overview.matches_total) })],
    [t(basketball ? 'points' : 'goals'), count(intl, overview.scored)],
    [t('teams'), count(intl, competition.teams)],
  ];
  return (
    <header className={styles.header} style={{ borderTopColor: competition.primary_color || undefined }}>
      {competition.logo ? <img className={styles.logo} src={competition.logo} alt="" width={64} height={64} /> : null}
      <div className={styles.text}>
        <div className={styles.titleRow}>
          <h1 className={styles.title} id={`${id}-name`}>
            {name}
          </h1>
          {onToggleFavourite ? <FavouriteStar on={competition.is_favourite === 1} name={name} onToggle={onToggleFavourite} /> : null}
        </div>
        <p className={styles.meta}>
          {[country, t(basketball ? 'basketball' : 'football'), competition.is_cup === 1 ? t('cup') : t('league')]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.season}>
        {seasons.length > 1 && onSeasonChange ? (
          <Select
            label={t('season')}
            size="small"
            value={String(overview.season.id)}
            onChange={(v) => onSeasonChange(Number(v))}
            options={seasons.map((s) => ({ value: String(s.id), label: t('seasonName', { number: s.number }) }))}
          />
        ) : (
          <p className={styles.meta}>{t('seasonName', { number: overview.season.number })}</p>
        )}
        <p className={styles.meta}>{t('currentRound', { round: count(intl, overview.current_round) })}</p>
      </div>
    </header>
  );
}
