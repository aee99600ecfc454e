import { type CompetitionData, CompetitionDirectory, EmptyState } from '@arena/ui';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { competitionHref, type DatabaseSport } from '../../lib/databaseLinks';
import { CompetitionView } from './CompetitionView';
import * as styles from './Database.css';
import { PlayerView } from './PlayerView';
import { TeamView } from './TeamView';
import { useCompetitions } from './useCompetitions';

// /base-football and /base-basketball (SPEC §2, query id; issue 19): a competition (`?id=`), a team
// (`?team=`) or a player (`?player=`) of that sport; without any, the sport's competitions.

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function SportDirectory({ sport }: { sport: DatabaseSport }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const competitions = useCompetitions(sport === 'basketball' ? 1 : 0);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage({ id: `app.database.directoryTitle.${sport}` })}</h1>
      <CompetitionDirectory
        competitions={competitions.data}
        error={competitions.error}
        onRetry={competitions.retry}
        hrefOf={(c: CompetitionData) => competitionHref(sport, c.id)}
        onNavigate={navigate}
        onToggleFavourite={(c) => void competitions.toggle(c)}
        pending={competitions.pending}
        defaultSport={sport}
      />
    </div>
  );
}

export default function DatabasePage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const sport: DatabaseSport = pathname.toLowerCase().includes('basketball') ? 'basketball' : 'football';
  const [player, team, id] = [positive(params.get('player')), positive(params.get('team')), positive(params.get('id'))];
  // A malformed id is a link someone typed: say so instead of asking the server.
  const malformed = ['player', 'team', 'id'].some((k) => params.has(k) && positive(params.get(k)) === null);
  if (malformed) return <EmptyState title={intl.formatMessage({ id: 'app.database.badId' })} />;
  // Keyed by the id so a new team or player starts from its own loading state, never the previous one's.
  if (player) return <PlayerView key={`p${player}`} sport={sport} id={player} />;
  if (team) return <TeamView key={`t${team}`} sport={sport} id={team} />;
  if (id) return <CompetitionView key={`c${id}`} sport={sport} id={id} />;
  return <SportDirectory sport={sport} />;
}
