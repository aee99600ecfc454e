import { PlayerCard, type PlayerMatchData, PlayerMatches, type PlayerProfileData } from '@arena/ui';
import { useNavigate } from 'react-router-dom';
import { type DatabaseSport, matchHref, teamHref } from '../../lib/databaseLinks';
import { useLoad } from '../../lib/useLoad';
import { fetchPlayer } from './api';
import * as styles from './Database.css';

// A player's page (/base-football?player=, /base-basketball?player=; issue 19): profile, the season in
// the team's league, and the last ten finished matches with the player's line.

interface PlayerAnswer extends PlayerProfileData {
  competition_id: number;
  recent: PlayerMatchData[];
}

export function PlayerView({ sport, id }: { sport: DatabaseSport; id: number }) {
  const navigate = useNavigate();
  const player = useLoad(() => fetchPlayer(id) as Promise<unknown> as Promise<PlayerAnswer>, [id]);
  const profile = player.data;
  return (
    <div className={styles.page}>
      <PlayerCard
        sport={sport}
        profile={profile}
        error={player.error}
        onRetry={player.retry}
        teamHref={profile ? teamHref(sport, profile.team.team_id) : undefined}
        onNavigate={navigate}
      />
      {player.error ? null : (
        <PlayerMatches
          sport={sport}
          matches={profile?.recent ?? null}
          matchHref={(m) => matchHref(sport, m)}
          teamHref={(t) => teamHref(sport, t)}
          onNavigate={navigate}
        />
      )}
    </div>
  );
}
