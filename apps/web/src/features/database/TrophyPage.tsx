import { type CompetitionData, CompetitionDirectory } from '@arena/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { competitionHref } from '../../lib/databaseLinks';
import * as styles from './Database.css';
import { useCompetitions } from './useCompetitions';

/** /trophy/home (issue 19): every competition by sport and country, searchable, favourites first. */
export default function TrophyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const competitions = useCompetitions();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'app.database.trophyTitle' })}</h1>
      <CompetitionDirectory
        competitions={competitions.data}
        error={competitions.error}
        onRetry={competitions.retry}
        hrefOf={(c: CompetitionData) => competitionHref(c.sport === 1 ? 'basketball' : 'football', c.id)}
        onNavigate={navigate}
        onToggleFavourite={(c) => void competitions.toggle(c)}
        pending={competitions.pending}
      />
    </div>
  );
}
