import { useIntl } from 'react-intl';
import { EmptyState } from '../../../primitives/Feedback/Feedback';
import * as styles from './MatchDetail.css';

// One of the match detail panels (issue 5). Shapes follow openapi (TimelineEvent, StatLine, Lineup,
// OddsMovement, StandingRow, BattleRow); names are picked in the interface language.

export interface StatLineData {
  key: string;
  home: number;
  away: number;
}

export interface MatchStatsProps {
  stats: readonly StatLineData[];
}

/** Each statistic as two numbers and a split bar. */
export function MatchStats({ stats }: MatchStatsProps) {
  const intl = useIntl();
  if (stats.length === 0) return <EmptyState title={intl.formatMessage({ id: 'ui.matchDetail.noStats' })} />;
  return (
    <div className={styles.panel}>
      {stats.map((s) => {
        const total = s.home + s.away;
        const homeShare = total > 0 ? (s.home / total) * 100 : 50;
        const label = intl.messages[`ui.matchDetail.stat.${s.key}`] ? intl.formatMessage({ id: `ui.matchDetail.stat.${s.key}` }) : s.key;
        const unit = s.key === 'possession' ? '%' : '';
        return (
          <div key={s.key} className={styles.statRow}>
            <span className={styles.statLabel}>{label}</span>
            <span className={styles.statValue}>
              {s.home}
              {unit}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barHome} style={{ width: `${homeShare}%` }} />
              <span className={styles.barAway} style={{ width: `${100 - homeShare}%` }} />
            </span>
            <span className={styles.statValue}>
              {s.away}
              {unit}
            </span>
          </div>
        );
      })}
    </div>
  );
}
