import { useIntl } from 'react-intl';
import { EmptyState } from '../../../primitives/Feedback/Feedback';
import { Entity } from '../../database/Entity';
import { langOf, nameOf } from '../format';
import * as styles from './MatchDetail.css';
import type { PlayerData } from './types';

// One of the match detail panels (issue 5). Shapes follow openapi (TimelineEvent, StatLine, Lineup,
// OddsMovement, StandingRow, BattleRow); names are picked in the interface language.

export interface LineupData {
  team_id?: number;
  formation?: string;
  starters: readonly PlayerData[];
  substitutes: readonly PlayerData[];
}

export interface MatchLineupsProps {
  home: LineupData;
  away: LineupData;
  homeName: string;
  awayName: string;
  /** A player's page (issue 19: players with an id link to the database). */
  playerHref?: (playerId: number) => string;
  onNavigate?: (href: string) => void;
}

interface PlayersProps {
  title: string;
  players: readonly PlayerData[];
  playerHref?: (playerId: number) => string;
  onNavigate?: (href: string) => void;
}

function Players({ title, players, playerHref, onNavigate }: PlayersProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  return (
    <>
      <h4 className={styles.heading}>{title}</h4>
      <ul className={styles.players}>
        {players.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a lineup's order is its identity
          <li key={i}>
            <span className={styles.number}>{p.number}</span>
            <Entity name={nameOf(p, 'name', lang)} href={playerHref && p.id ? playerHref(p.id) : undefined} onNavigate={onNavigate} />{' '}
            <span className={styles.number}>{p.position}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Both teams' starters and substitutes. */
export function MatchLineups({ home, away, homeName, awayName, playerHref, onNavigate }: MatchLineupsProps) {
  const intl = useIntl();
  if (home.starters.length === 0 && away.starters.length === 0)
    return <EmptyState title={intl.formatMessage({ id: 'ui.matchDetail.noLineups' })} />;
  const column = (name: string, l: LineupData) => (
    <section className={styles.panel} aria-label={name}>
      <h3 className={styles.heading}>
        {name}
        {l.formation ? ` · ${l.formation}` : ''}
      </h3>
      <Players
        title={intl.formatMessage({ id: 'ui.matchDetail.starters' })}
        players={l.starters}
        playerHref={playerHref}
        onNavigate={onNavigate}
      />
      <Players
        title={intl.formatMessage({ id: 'ui.matchDetail.substitutes' })}
        players={l.substitutes}
        playerHref={playerHref}
        onNavigate={onNavigate}
      />
    </section>
  );
  return (
    <div className={styles.columns}>
      {column(homeName, home)}
      {column(awayName, away)}
    </div>
  );
}
