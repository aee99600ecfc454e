import type { HotMatch } from '@arena/api-client';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import * as styles from './HomePage.css';
import { useHomeData } from './useHomeData';
import { HotStreamers } from '../live/HotStreamers';

function MatchStatus({ match }: { match: HotMatch }) {
  if (match.status_type === 1) return <FormattedMessage id="app.match.live" />;
  if (match.status_type === 2) return <FormattedMessage id="app.match.finished" />;
  return <FormattedMessage id="app.match.notStarted" />;
}

function MatchRow({ match }: { match: HotMatch }) {
  const started = match.status_type === 1 || match.status_type === 2;
  return (
    <li className={styles.row} data-status={match.status_type === 1 ? 'live' : match.status_type === 2 ? 'finished' : 'upcoming'}>
      <span className={styles.sport}>
        <FormattedMessage id={match.type === 1 ? 'app.match.basketball' : 'app.match.football'} />
      </span>
      <span className={styles.competition}>{match.competition}</span>
      <span className={styles.teams}>
        <FormattedMessage id="app.match.versus" values={{ home: match.home_team_name, away: match.away_team_name }} />
      </span>
      <span className={styles.score}>
        {started ? (
          <FormattedMessage id="app.match.score" values={{ home: match.home_scores, away: match.away_scores }} />
        ) : (
          <FormattedTime value={Number(match.match_time) * 1000} />
        )}
      </span>
      <span className={styles.status}>
        <MatchStatus match={match} />
      </span>
    </li>
  );
}

export default function HomePage() {
  const [data, retry] = useHomeData();
  const intl = useIntl();

  if (data.state === 'loading') {
    return (
      <p role="status" className={styles.note}>
        <FormattedMessage id="app.home.loading" />
      </p>
    );
  }
  if (data.state === 'error') {
    return (
      <div role="alert" className={styles.note}>
        <p>{intl.formatMessage({ id: 'app.home.error' }, { message: data.message })}</p>
        <button type="button" className={styles.button} onClick={retry}>
          <FormattedMessage id="app.home.retry" />
        </button>
      </div>
    );
  }

  const { settings, matches } = data;
  return (
    <>
      {settings.announcement ? <p className={styles.announcement}>{settings.announcement}</p> : null}
      <section aria-labelledby="hot-matches" className={styles.section}>
        <h2 id="hot-matches" className={styles.heading}>
          <FormattedMessage id="app.home.hotMatches" />
        </h2>
        {matches.length === 0 ? (
          <p className={styles.note}>
            <FormattedMessage id="app.home.noMatches" />
          </p>
        ) : (
          <ul className={styles.list}>
            {matches.map((m) => (
              <MatchRow key={`${m.type}-${m.sourceid}`} match={m} />
            ))}
          </ul>
        )}
      </section>
      <HotStreamers />
    </>
  );
}
