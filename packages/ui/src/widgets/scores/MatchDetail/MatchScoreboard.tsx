import { useIntl } from 'react-intl';
import { matchView } from '../matchView';
import type { BasketballMatchData, FootballMatchData, Sport } from '../types';
import * as styles from './MatchDetail.css';

// One of the match detail panels (issue 5). Shapes follow openapi (TimelineEvent, StatLine, Lineup,
// OddsMovement, StandingRow, BattleRow); names are picked in the interface language.

export interface MatchScoreboardProps {
  sport: Sport;
  match: FootballMatchData | BasketballMatchData;
}

/** The big score of the detail page: teams, score, status and kick-off. */
export function MatchScoreboard({ sport, match }: MatchScoreboardProps) {
  const intl = useIntl();
  const {
    home,
    away,
    leagueFull: league,
    started,
    homeScore: hs,
    awayScore: as,
    kickoff,
    status,
    halfScore,
  } = matchView(sport, match, intl);
  return (
    <section className={styles.scoreboard} aria-label={intl.formatMessage({ id: 'ui.matchRow.versus' }, { home, away })}>
      <div className={styles.sbTeam}>
        <span className={styles.sbMuted}>{intl.formatMessage({ id: 'ui.matchDetail.home' })}</span>
        <h2 className={styles.heading}>{home}</h2>
      </div>
      <div className={styles.sbCenter}>
        <span className={styles.sbMuted}>{league}</span>
        <span className={styles.sbScore} data-testid="detail-score">
          {started ? `${hs ?? 0} - ${as ?? 0}` : intl.formatMessage({ id: 'ui.matchRow.versusShort' })}
        </span>
        <span className={status.live ? styles.sbLive : styles.sbMuted}>{status.text}</span>
        {started && halfScore ? (
          <span className={styles.sbMuted}>{intl.formatMessage({ id: 'ui.matchRow.halfTimeValue' }, { score: halfScore })}</span>
        ) : null}
        {kickoff ? (
          <span className={styles.sbMuted}>{intl.formatDate(kickoff * 1000, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        ) : null}
      </div>
      <div className={styles.sbTeam}>
        <span className={styles.sbMuted}>{intl.formatMessage({ id: 'ui.matchDetail.away' })}</span>
        <h2 className={styles.heading}>{away}</h2>
      </div>
    </section>
  );
}
