import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Entity } from '../../database/Entity';
import { langOf, nameOf } from '../../scores/format';
import { FormStrip } from '../FormStrip/FormStrip';
import { H2hList } from '../H2hList/H2hList';
import { ProbabilityBar } from '../ProbabilityBar/ProbabilityBar';
import type { PreviewData, PreviewSideData } from '../types';
import * as styles from './PreviewCard.css';

export interface PreviewCardProps {
  preview: PreviewData;
  /** A team's page (the database's); names are plain text without it. */
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
}

/**
 * One match's preview (/foresight): both teams' place in the table, form and suspensions, their
 * meetings, and the model's win / draw / loss chances beside the odds'. Names are data: text only.
 */
export function PreviewCard({ preview, teamHref, onNavigate }: PreviewCardProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.foresight.card');
  const home = nameOf(preview.home.team, 'team_name', lang);
  const away = nameOf(preview.away.team, 'team_name', lang);
  const goals = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const side = (s: PreviewSideData, name: string) => (
    <div className={styles.side}>
      <h4 className={styles.sideName}>
        <Entity name={name} logo={s.team.team_logo} href={teamHref?.(s.team.team_id)} onNavigate={onNavigate} />
      </h4>
      <p className={styles.muted}>
        {s.standing
          ? t('standing', { rank: s.standing.rank, teams: s.standing.teams, played: s.standing.played, points: s.standing.points })
          : t('noStanding')}
      </p>
      <FormStrip team={name} form={s.form} />
      {s.suspended.length > 0 ? (
        <div>
          <span className={styles.suspendedLabel} title={t('suspendedRule')}>
            {t('suspended')}
          </span>
          <ul className={styles.suspensions} aria-label={`${name} · ${t('suspended')}`}>
            {s.suspended.map((p) => (
              <li key={p.player_id}>{t('player', { number: p.number, name: nameOf(p, 'name', lang) })}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.muted}>{t('noSuspended')}</p>
      )}
    </div>
  );
  return (
    <article className={styles.card} aria-label={t('title', { home, away })} data-match={preview.match_id}>
      <div className={styles.header}>
        <span className={styles.muted}>{nameOf(preview.competition, 'name', lang)}</span>
        <time className={styles.muted} dateTime={new Date(preview.time * 1000).toISOString()}>
          {intl.formatDate(preview.time * 1000, { month: 'short', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit' })}
        </time>
      </div>
      <h3 className={styles.title}>
        <span>{home}</span>
        <span className={styles.versus} aria-hidden="true">
          –
        </span>
        <span>{away}</span>
      </h3>
      <div className={styles.sides}>
        {side(preview.home, home)}
        {side(preview.away, away)}
      </div>
      <ProbabilityBar model={preview.prediction.model} odds={preview.prediction.odds} />
      <p className={styles.muted}>
        {t('expectedGoals', { home: goals(preview.prediction.expected_goals.home), away: goals(preview.prediction.expected_goals.away) })}
        {' · '}
        {t('basis', { count: intl.formatNumber(preview.prediction.results_used) })}
      </p>
      {preview.home.suspended.length + preview.away.suspended.length > 0 ? <p className={styles.muted}>{t('suspendedRule')}</p> : null}
      <H2hList meetings={preview.h2h} names={{ [preview.home.team.team_id]: home, [preview.away.team.team_id]: away }} />
    </article>
  );
}
