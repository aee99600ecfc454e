import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { langOf, nameOf } from '../../scores/format';
import type { EsportsGame, EsportsTeamData, GameStateData } from '../types';
import * as styles from './GameStrip.css';

export interface GameStripProps {
  game: EsportsGame;
  /** Games of the series (1, 3 or 5): the strip has that many places, unplayed ones too. */
  bestOf: number;
  games: readonly GameStateData[];
  home: EsportsTeamData;
  away: EsportsTeamData;
  /** The game whose details the page shows. */
  selected?: number;
  /** Given: played games are toggle buttons that choose the game shown. */
  onSelect?: (number: number) => void;
}

/**
 * Every game (map, in CS2) of a series in order: who won it, the one being played, and the ones not
 * played yet (a Bo3 decided 2–0 leaves its third unplayed). Choosing one shows its details.
 */
export function GameStrip({ game, bestOf, games, home, away, selected, onSelect }: GameStripProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.esports');
  const byNumber = new Map(games.map((g) => [g.number, g]));
  const slots = Array.from({ length: Math.max(bestOf, games.length) }, (_, i) => i + 1);
  return (
    <ul className={styles.strip} aria-label={t('strip.label')}>
      {slots.map((n) => {
        const g = byNumber.get(n);
        const phase = g?.phase ?? 'upcoming';
        const heading = game === 'cs2' ? t('mapNumber', { number: n }) : t('gameNumber', { number: n });
        let outcome: string;
        if (phase === 'live') outcome = t('strip.live');
        else if (g?.winner) outcome = t('strip.wonBy', { team: nameOf(g.winner === 'home' ? home : away, 'name', lang) });
        else outcome = t('strip.notPlayed');
        const score =
          g && phase !== 'upcoming'
            ? game === 'cs2'
              ? `${intl.formatNumber(g.home_rounds ?? 0)}:${intl.formatNumber(g.away_rounds ?? 0)}`
              : `${intl.formatNumber(g.home_kills ?? 0)}:${intl.formatNumber(g.away_kills ?? 0)}`
            : null;
        const content = (
          <>
            <span className={styles.title}>
              {heading}
              {g?.map ? ` · ${g.map}` : ''}
            </span>
            <span className={phase === 'live' ? styles.live : g?.winner ? styles.winner : styles.muted}>
              {outcome}
              {score ? <span className={styles.figure}> {score}</span> : null}
            </span>
          </>
        );
        return (
          <li key={n}>
            {onSelect && g ? (
              <button type="button" className={styles.slot} data-phase={phase} aria-pressed={selected === n} onClick={() => onSelect(n)}>
                {content}
              </button>
            ) : (
              <div className={styles.slot} data-phase={phase}>
                {content}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
