import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import type { MeetingData } from '../types';
import * as styles from './H2hList.css';

export interface H2hListProps {
  meetings: readonly MeetingData[];
  /** The two teams' names in the reader's language, by team id. */
  names: Readonly<Record<number, string>>;
}

/** The last meetings of two teams, latest first: date, home side, score, away side. */
export function H2hList({ meetings, names }: H2hListProps) {
  const intl = useIntl();
  const t = useMessages('ui.foresight.h2h');
  return (
    // A plain block under a heading, not a landmark: a page lists one per preview.
    <div>
      <h4 className={styles.title}>{t('title')}</h4>
      {meetings.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {meetings.map((m) => (
            <li key={m.match_id} className={styles.item}>
              <span className={styles.date}>{intl.formatDate(m.time * 1000, { year: 'numeric', month: 'numeric', day: 'numeric' })}</span>
              <span className={styles.home}>{names[m.home_team_id] ?? ''}</span>
              <span className={styles.score}>
                {intl.formatNumber(m.home_score)} - {intl.formatNumber(m.away_score)}
              </span>
              <span className={styles.away}>{names[m.away_team_id] ?? ''}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
