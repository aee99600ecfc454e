import { memo, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../../css/visuallyHidden.css';
import { followLink } from '../../../primitives/Link/followLink';
import { type MatchView, type OddsView, useMatchView } from '../matchView';
import { type BasketballMatchData, defaultRowDisplay, type FootballMatchData, type OddsMarket, type RowDisplay } from '../types';
import * as styles from './MatchRow.css';

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

function Cards({ yellow, red }: { yellow?: number; red?: number }) {
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
function OddsGroup({ market, odds: { suspended, cells } }: { market: OddsMarket; odds: OddsView }) {
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

/** The asia, eu and bs markets, in that order. */
function OddsGroups({ odds }: { odds: Record<OddsMarket, OddsView> }) {
  return (
    <>
      <OddsGroup market="asia" odds={odds.asia} />
      <OddsGroup market="eu" odds={odds.eu} />
      <OddsGroup market="bs" odds={odds.bs} />
    </>
  );
}

/* -------------------------------------------------------------------------------------------------
 * The parts both sports' rows start with
 * -----------------------------------------------------------------------------------------------*/

/** A team's name: a link to the detail page when the row has one, else text. */
function TeamName({ name, href, onNavigate }: { name: string; href?: string; onNavigate?: (href: string) => void }) {
  return href ? (
    <a className={styles.teamName} href={href} onClick={(e) => followLink(e, href, onNavigate)}>
      {name}
    </a>
  ) : (
    <span className={styles.teamName}>{name}</span>
  );
}

/** The row's first cells: the favourite star, the league, the kick-off time and the status. */
function RowLead({ view, collected, onToggleCollect }: { view: MatchView; collected: boolean; onToggleCollect?: (id: number) => void }) {
  const intl = useIntl();
  const matchLabel = intl.formatMessage({ id: 'ui.matchRow.versus' }, { home: view.home, away: view.away });
  return (
    <>
      <CollectStar collected={collected} matchLabel={matchLabel} onToggle={onToggleCollect ? () => onToggleCollect(view.id) : undefined} />
      <span className={`${styles.competition} ${styles.narrowHidden}`}>{view.league}</span>
      <span className={`${styles.time} ${styles.narrowHidden}`}>
        {view.kickoff ? intl.formatTime(view.kickoff * 1000, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : ''}
      </span>
      <span className={`${styles.status} ${view.status.live ? styles.statusLive : ''}`} data-testid="match-status">
        {view.status.text}
      </span>
    </>
  );
}

/* -------------------------------------------------------------------------------------------------
 * FootballMatchRow
 * -----------------------------------------------------------------------------------------------*/

/** A row's props, the same for both sports but for the match (`M`). */
interface MatchRowProps<M> {
  match: M;
  /** What the row shows (immediately settings); keep the object stable between renders. */
  display?: RowDisplay;
  collected?: boolean;
  /** Toggles the favourite; keep the function stable between renders (rows are memoised). */
  onToggleCollect?: (id: number) => void;
  /** The detail page, e.g. /score-detail?id=1&type=0. */
  detailHref?: string;
  onNavigate?: (href: string) => void;
}

export type FootballMatchRowProps = MatchRowProps<FootballMatchData>;

export const FootballMatchRow = memo(function FootballMatchRow({
  match,
  display = defaultRowDisplay,
  collected = false,
  onToggleCollect,
  detailHref,
  onNavigate,
}: FootballMatchRowProps) {
  const intl = useIntl();
  const view = useMatchView('football', match);
  const { home, away, phase, started } = view;
  const goal = useGoalFlash(view.homeScore, view.awayScore);
  const scoreLabel = started
    ? intl.formatMessage({ id: 'ui.matchRow.scoreLabel' }, { home: view.homeScore ?? 0, away: view.awayScore ?? 0 })
    : intl.formatMessage({ id: 'ui.matchRow.notStartedScore' });
  const team = (name: string) => <TeamName name={name} href={detailHref} onNavigate={onNavigate} />;
  return (
    <div
      className={styles.row}
      data-phase={phase}
      data-match-id={match.id}
      style={view.primaryColor ? ({ '--league-color': view.primaryColor } as React.CSSProperties) : undefined}
    >
      <RowLead view={view} collected={collected} onToggleCollect={onToggleCollect} />
      <span className={`${styles.team} ${styles.home}`}>
        {display.cards ? <Cards {...view.cards.home} /> : null}
        {team(home)}
      </span>
      <span
        className={`${styles.score} ${phase === 'live' ? styles.scoreLive : ''}`}
        data-goal={goal}
        data-testid="match-score"
        role="img"
        aria-label={scoreLabel}
      >
        {started ? `${view.homeScore ?? 0} - ${view.awayScore ?? 0}` : '-'}
      </span>
      <span className={styles.team}>
        {team(away)}
        {display.cards ? <Cards {...view.cards.away} /> : null}
      </span>
      <span className={styles.extras}>
        {display.halfTime && started && view.halfScore ? (
          <span title={intl.formatMessage({ id: 'ui.matchRow.halfTime' })}>
            {intl.formatMessage({ id: 'ui.matchRow.halfTimeValue' }, { score: view.halfScore })}
          </span>
        ) : null}
        {display.corners && started && view.corners ? (
          <span title={intl.formatMessage({ id: 'ui.matchRow.corners' })}>
            {intl.formatMessage({ id: 'ui.matchRow.cornersValue' }, { score: view.corners })}
          </span>
        ) : null}
        {display.odds ? (
          <span className={styles.odds}>
            <OddsGroups odds={view.odds} />
          </span>
        ) : null}
      </span>
    </div>
  );
});

/* -------------------------------------------------------------------------------------------------
 * BasketballMatchRow
 * -----------------------------------------------------------------------------------------------*/

export type BasketballMatchRowProps = MatchRowProps<BasketballMatchData>;

export const BasketballMatchRow = memo(function BasketballMatchRow({
  match,
  display = defaultRowDisplay,
  collected = false,
  onToggleCollect,
  detailHref,
  onNavigate,
}: BasketballMatchRowProps) {
  const intl = useIntl();
  const view = useMatchView('basketball', match);
  const { home, away, phase, started } = view;
  const goal = useGoalFlash(view.homeScore, view.awayScore);
  const team = (name: string) => <TeamName name={name} href={detailHref} onNavigate={onNavigate} />;
  const quarters = Math.max(4, view.quarters.home?.length ?? 0, view.quarters.away?.length ?? 0);
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
      style={view.primaryColor ? ({ '--league-color': view.primaryColor } as React.CSSProperties) : undefined}
    >
      <RowLead view={view} collected={collected} onToggleCollect={onToggleCollect} />
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
            [away, view.quarters.away],
            [home, view.quarters.home],
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
                { home: view.homeScore ?? 0, away: view.awayScore ?? 0, homeTeam: home, awayTeam: away },
              )
            : intl.formatMessage({ id: 'ui.matchRow.notStartedScore' })
        }
      >
        {started ? (
          <>
            <span>{view.awayScore ?? 0}</span>
            <span>{view.homeScore ?? 0}</span>
          </>
        ) : (
          '-'
        )}
      </span>
      {display.odds ? (
        <span className={`${styles.odds} ${styles.extras}`}>
          <OddsGroups odds={view.odds} />
        </span>
      ) : null}
    </div>
  );
});
