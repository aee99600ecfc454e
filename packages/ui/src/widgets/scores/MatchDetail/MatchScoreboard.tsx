import { useIntl } from 'react-intl';
import { basketballPhase, footballPhase, langOf, nameOf } from '../format';
import { useBasketballStatus, useFootballStatus } from '../MatchRow';
import type { BasketballMatchData, FootballMatchData, Sport } from '../types';
import * as styles from './MatchDetail.css';

// One of the match detail panels (issue 5). Shapes follow openapi (TimelineEvent, StatLine, Lineup,
// OddsMovement, StandingRow, BattleRow); names are picked in the interface language.

export interface MatchScoreboardProps {
  sport: Sport;
  match: FootballMatchData | BasketballMatchData;
}

function FootballStatus({ match }: { match: FootballMatchData }) {
  const s = useFootballStatus(match);
  return <span className={s.live ? styles.sbLive : styles.sbMuted}>{s.text}</span>;
}
function BasketballStatus({ match }: { match: BasketballMatchData }) {
  const s = useBasketballStatus(match);
  return <span className={s.live ? styles.sbLive : styles.sbMuted}>{s.text}</span>;
}

/** The big score of the detail page: teams, score, status and kick-off. */
export function MatchScoreboard({ sport, match }: MatchScoreboardProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const f = match as FootballMatchData;
  const b = match as BasketballMatchData;
  const home = sport === 'football' ? nameOf(f, 'home_team_name', lang) : nameOf(b.home_team_data, 'short_name', lang);
  const away = sport === 'football' ? nameOf(f, 'away_team_name', lang) : nameOf(b.away_team_data, 'short_name', lang);
  const league =
    sport === 'football' ? nameOf(f, 'competition_name', lang) : nameOf(b, 'competition_name', lang) || nameOf(b, 'short_name', lang);
  const started = sport === 'football' ? footballPhase(f.status) !== 'upcoming' : basketballPhase(b.status_id) !== 'upcoming';
  const hs = sport === 'football' ? f.home_score : b.home_scores_total;
  const as = sport === 'football' ? f.away_score : b.away_scores_total;
  const kickoff = sport === 'football' ? f.time : b.match_time;
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
        {sport === 'football' ? <FootballStatus match={f} /> : <BasketballStatus match={b} />}
        {sport === 'football' && started && f.half_score ? (
          <span className={styles.sbMuted}>{intl.formatMessage({ id: 'ui.matchRow.halfTimeValue' }, { score: f.half_score })}</span>
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
