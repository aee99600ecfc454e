import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { followLink } from '../../primitives/Link/followLink';
import { basketballPhase, clock, footballPhase, langOf, nameOf, oddsText } from './format';
import * as styles from './MatchRow.css';
import {
  type BasketballMatchData,
  type BasketballOddsData,
  defaultRowDisplay,
  type FootballMatchData,
  type OddsCellData,
  type OddsMarket,
  type RowDisplay,
} from './types';

/** A plain click on a link goes through `onNavigate` (client routing); modified clicks stay native. */
/** Marks the side whose score rose for 3 s (WIRE.md: goals are found by comparing scores). */
function useGoalFlash(home: number | undefined, away: number | undefined): 'home' | 'away' | undefined {
  const previous = useRef<[number | undefined, number | undefined]>([home, away]);
  const [side, setSide] = useState<'home' | 'away' | undefined>();
  useEffect(() => {
    const [h, a] = previous.current;
    previous.current = [home, away];
    let next: 'home' | 'away' | undefined;
    if (h !== undefined && home !== undefined && home > h) next = 'home';
    else if (a !== undefined && away !== undefined && away > a) next = 'away';
    if (!next) return;
    setSide(next);
    const timer = setTimeout(() => setSide(undefined), 3_000);
    return () => clearTimeout(timer);
  }, [home, away]);
  return side;
}

/* -------------------------------------------------------------------------------------------------
 * CollectStar
 * -----------------------------------------------------------------------------------------------*/

export interface CollectStarProps {
  collected: boolean;
  /** The match, for the label ("Collect Arsenal vs Chelsea"). */
  matchLabel: string;
  onToggle?: () => void;
}

/** The favourite (collect) toggle of a row: a pressed button. */
export function CollectStar({ collected, matchLabel, onToggle }: CollectStarProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={collected}
      aria-label={intl.formatMessage({ id: 'ui.matchRow.collect' }, { match: matchLabel })}
      onClick={onToggle}
      disabled={!onToggle}
    >
      <span aria-hidden="true">{collected ? '★' : '☆'}</span>
    </button>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Cards (yellow / red counts)
 * -----------------------------------------------------------------------------------------------*/

function Cards({ yellow, red }: { yellow: number | undefined; red: number | undefined }) {
  const intl = useIntl();
  return (
    <>
      {red ? (
        <span
          className={`${styles.card} ${styles.red}`}
          role="img"
          aria-label={intl.formatMessage({ id: 'ui.matchRow.redCards' }, { count: red })}
        >
          {red}
        </span>
      ) : null}
      {yellow ? (
        <span
          className={`${styles.card} ${styles.yellow}`}
          role="img"
          aria-label={intl.formatMessage({ id: 'ui.matchRow.yellowCards' }, { count: yellow })}
        >
          {yellow}
        </span>
      ) : null}
    </>
  );
}

/* -------------------------------------------------------------------------------------------------
 * Odds cells
 * -----------------------------------------------------------------------------------------------*/

/** One market's three cells (football win / draw / loss; basketball home / line / away), or 封 when suspended. */
function OddsGroup({ market, suspended, cells }: { market: OddsMarket; suspended: boolean; cells: [ReactNode, ReactNode, ReactNode] }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `ui.matchRow.odds.${market}` });
  return (
    <span className={styles.oddsGroup}>
      <span className={visuallyHidden}>{label}</span>
      {suspended ? (
        <span className={styles.suspended} title={intl.formatMessage({ id: 'ui.matchRow.suspendedLong' })}>
          {intl.formatMessage({ id: 'ui.matchRow.suspended' })}
        </span>
      ) : (
        cells.map((cell, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: three fixed positions
          <span key={i} className={styles.oddsCell}>
            {cell}
          </span>
        ))
      )}
    </span>
  );
}

function FootballOdds({ market, cell }: { market: OddsMarket; cell: OddsCellData | undefined }) {
  return (
    <OddsGroup
      market={market}
      suspended={cell?.sealing_disk === 1}
      cells={[oddsText(cell?.win), oddsText(cell?.draw), oddsText(cell?.fail)]}
    />
  );
}

/* -------------------------------------------------------------------------------------------------
 * FootballMatchRow
 * -----------------------------------------------------------------------------------------------*/

export interface FootballMatchRowProps {
  match: FootballMatchData;
  /** What the row shows (immediately settings); keep the object stable between renders. */
  display?: RowDisplay;
  collected?: boolean;
  /** Toggles the favourite; keep the function stable between renders (rows are memoised). */
  onToggleCollect?: (id: number) => void;
  /** The detail page, e.g. /score-detail?id=1&type=0. */
  detailHref?: string;
  onNavigate?: (href: string) => void;
}

/** The football status shown in the status column: the minute in play, else a word. */
export function useFootballStatus(match: FootballMatchData): { text: string; live: boolean } {
  const intl = useIntl();
  const s = match.status ?? 1;
  const phase = footballPhase(s);
  if (phase === 'live' && s !== 3 && s !== 7 && match.match_str) return { text: `${match.match_str}'`, live: true };
  const key = s >= 1 && s <= 13 ? String(s) : 'unknown';
  return { text: intl.formatMessage({ id: `ui.matchRow.football.${key}` }), live: phase === 'live' };
}

export const FootballMatchRow = memo(function FootballMatchRow({
  match,
  display = defaultRowDisplay,
  collected = false,
  onToggleCollect,
  detailHref,
  onNavigate,
}: FootballMatchRowProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const home = nameOf(match, 'home_team_name', lang);
  const away = nameOf(match, 'away_team_name', lang);
  const league = nameOf(match, 'competition_short_name', lang) || nameOf(match, 'competition_name', lang);
  const phase = footballPhase(match.status);
  const started = phase !== 'upcoming';
  const status = useFootballStatus(match);
  const goal = useGoalFlash(match.home_score, match.away_score);
  const matchLabel = intl.formatMessage({ id: 'ui.matchRow.versus' }, { home, away });
  const scoreLabel = started
    ? intl.formatMessage({ id: 'ui.matchRow.scoreLabel' }, { home: match.home_score ?? 0, away: match.away_score ?? 0 })
    : intl.formatMessage({ id: 'ui.matchRow.notStartedScore' });
  const team = (name: string) =>
    detailHref ? (
      <a className={styles.teamName} href={detailHref} onClick={(e) => followLink(e, detailHref, onNavigate)}>
        {name}
      </a>
    ) : (
      <span className={styles.teamName}>{name}</span>
    );
  const exponent = match.exponent;
  const cellOf = (m: OddsMarket) => exponent?.[m]?.scram ?? exponent?.[m]?.immediate ?? exponent?.[m]?.initial;
  return (
    <div
      className={styles.row}
      data-phase={phase}
      data-match-id={match.id}
      style={match.primary_color ? ({ '--league-color': match.primary_color } as React.CSSProperties) : undefined}
    >
      <CollectStar collected={collected} matchLabel={matchLabel} onToggle={onToggleCollect ? () => onToggleCollect(match.id) : undefined} />
      <span className={`${styles.competition} ${styles.narrowHidden}`}>{league}</span>
      <span className={`${styles.time} ${styles.narrowHidden}`}>
        {match.time ? intl.formatTime(match.time * 1000, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : ''}
      </span>
      <span className={`${styles.status} ${status.live ? styles.statusLive : ''}`} data-testid="match-status">
        {status.text}
      </span>
      <span className={`${styles.team} ${styles.home}`}>
        {display.cards ? <Cards yellow={match.home_yellow_card} red={match.home_red_card} /> : null}
        {team(home)}
      </span>
      <span
        className={`${styles.score} ${phase === 'live' ? styles.scoreLive : ''}`}
        data-goal={goal}
        data-testid="match-score"
        role="img"
        aria-label={scoreLabel}
      >
        {started ? `${match.home_score ?? 0} - ${match.away_score ?? 0}` : '-'}
      </span>
      <span className={styles.team}>
        {team(away)}
        {display.cards ? <Cards yellow={match.away_yellow_card} red={match.away_red_card} /> : null}
      </span>
      <span className={styles.extras}>
        {display.halfTime && started && match.half_score ? (
          <span title={intl.formatMessage({ id: 'ui.matchRow.halfTime' })}>
            {intl.formatMessage({ id: 'ui.matchRow.halfTimeValue' }, { score: match.half_score })}
          </span>
        ) : null}
        {display.corners && started && match.corner_kick ? (
          <span title={intl.formatMessage({ id: 'ui.matchRow.corners' })}>
            {intl.formatMessage({ id: 'ui.matchRow.cornersValue' }, { score: match.corner_kick })}
          </span>
        ) : null}
        {display.odds ? (
          <span className={styles.odds}>
            <FootballOdds market="asia" cell={cellOf('asia')} />
            <FootballOdds market="eu" cell={cellOf('eu')} />
            <FootballOdds market="bs" cell={cellOf('bs')} />
          </span>
        ) : null}
      </span>
    </div>
  );
});

/* -------------------------------------------------------------------------------------------------
 * BasketballMatchRow
 * -----------------------------------------------------------------------------------------------*/

export interface BasketballMatchRowProps {
  match: BasketballMatchData;
  display?: RowDisplay;
  collected?: boolean;
  onToggleCollect?: (id: number) => void;
  detailHref?: string;
  onNavigate?: (href: string) => void;
}

export function useBasketballStatus(match: BasketballMatchData): { text: string; live: boolean } {
  const intl = useIntl();
  const s = match.status_id ?? 1;
  const phase = basketballPhase(s);
  const key = s >= 0 && s <= 15 ? String(s) : 'unknown';
  const word = intl.formatMessage({ id: `ui.matchRow.basketball.${key}` });
  const left = clock(match.time_left);
  const inQuarter = s === 2 || s === 4 || s === 6 || s === 8 || s === 9;
  return { text: inQuarter && left ? `${word} ${left}` : word, live: phase === 'live' };
}

function BasketballOdds({ market, cell }: { market: OddsMarket; cell: BasketballOddsData | undefined }) {
  return (
    <OddsGroup
      market={market}
      suspended={cell?.sealing_disk === 1}
      cells={[oddsText(cell?.host), cell?.line ?? '-', oddsText(cell?.guest)]}
    />
  );
}

export const BasketballMatchRow = memo(function BasketballMatchRow({
  match,
  display = defaultRowDisplay,
  collected = false,
  onToggleCollect,
  detailHref,
  onNavigate,
}: BasketballMatchRowProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const home = nameOf(match.home_team_data, 'short_name', lang);
  const away = nameOf(match.away_team_data, 'short_name', lang);
  const league = nameOf(match, 'short_name', lang) || nameOf(match, 'competition_name', lang);
  const phase = basketballPhase(match.status_id);
  const started = phase !== 'upcoming';
  const status = useBasketballStatus(match);
  const goal = useGoalFlash(match.home_scores_total, match.away_scores_total);
  const matchLabel = intl.formatMessage({ id: 'ui.matchRow.versus' }, { home, away });
  const team = (name: string) =>
    detailHref ? (
      <a className={styles.teamName} href={detailHref} onClick={(e) => followLink(e, detailHref, onNavigate)}>
        {name}
      </a>
    ) : (
      <span className={styles.teamName}>{name}</span>
    );
  const quarters = Math.max(4, match.home_scores?.length ?? 0, match.away_scores?.length ?? 0);
  const quarterLabels = Array.from({ length: quarters }, (_, i) =>
    i < 4
      ? intl.formatMessage({ id: 'ui.matchRow.quarterShort' }, { n: i + 1 })
      : intl.formatMessage({ id: 'ui.matchRow.overtimeShort' }, { n: i - 3 }),
  );
  return (
    <div
      className={`${styles.row} ${styles.basketballRow}`}
      data-phase={phase}
      data-match-id={match.id}
      style={match.primary_color ? ({ '--league-color': match.primary_color } as React.CSSProperties) : undefined}
    >
      <CollectStar collected={collected} matchLabel={matchLabel} onToggle={onToggleCollect ? () => onToggleCollect(match.id) : undefined} />
      <span className={`${styles.competition} ${styles.narrowHidden}`}>{league}</span>
      <span className={`${styles.time} ${styles.narrowHidden}`}>
        {match.match_time ? intl.formatTime(match.match_time * 1000, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : ''}
      </span>
      <span className={`${styles.status} ${status.live ? styles.statusLive : ''}`} data-testid="match-status">
        {status.text}
      </span>
      <span className={styles.teamsStack}>
        <span className={styles.team}>{team(away)}</span>
        <span className={styles.team}>{team(home)}</span>
      </span>
      <table className={`${styles.quartersTable} ${styles.narrowHidden}`}>
        <caption className={visuallyHidden}>{intl.formatMessage({ id: 'ui.matchRow.quarters' })}</caption>
        <thead>
          <tr>
            <td />
            {quarterLabels.map((q) => (
              <th scope="col" key={q}>
                {q}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[
            [away, match.away_scores],
            [home, match.home_scores],
          ].map(([name, scores]) => (
            <tr key={name as string}>
              <th scope="row" className={visuallyHidden}>
                {name as string}
              </th>
              {quarterLabels.map((q, i) => (
                <td key={q}>{(scores as number[] | undefined)?.[i] ?? '-'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <span
        className={`${styles.score} ${styles.scoreStack} ${phase === 'live' ? styles.scoreLive : ''}`}
        data-goal={goal}
        data-testid="match-score"
        role="img"
        aria-label={
          started
            ? intl.formatMessage(
                { id: 'ui.matchRow.basketballScoreLabel' },
                { home: match.home_scores_total ?? 0, away: match.away_scores_total ?? 0, homeTeam: home, awayTeam: away },
              )
            : intl.formatMessage({ id: 'ui.matchRow.notStartedScore' })
        }
      >
        {started ? (
          <>
            <span>{match.away_scores_total ?? 0}</span>
            <span>{match.home_scores_total ?? 0}</span>
          </>
        ) : (
          '-'
        )}
      </span>
      {display.odds ? (
        <span className={`${styles.odds} ${styles.extras}`}>
          <BasketballOdds market="asia" cell={match.asia} />
          <BasketballOdds market="eu" cell={match.eu} />
          <BasketballOdds market="bs" cell={match.bs} />
        </span>
      ) : null}
    </div>
  );
});
