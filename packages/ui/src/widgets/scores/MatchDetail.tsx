import { useIntl } from 'react-intl';
import { EmptyState } from '../../primitives/Feedback/Feedback';
import { basketballPhase, footballPhase, langOf, nameOf, oddsText } from './format';
import * as styles from './MatchDetail.css';
import { useBasketballStatus, useFootballStatus } from './MatchRow';
import type { BasketballMatchData, FootballMatchData, Named, OddsCellData, OddsMarket, Sport } from './types';

// The match detail panels (issue 5): scoreboard, timeline, statistics, lineups, odds history,
// standings and head-to-head. Shapes follow openapi (TimelineEvent, StatLine, Lineup, OddsMovement,
// StandingRow, BattleRow); names are picked in the interface language.

/* -------------------------------------------------------------------------------------------------
 * MatchScoreboard
 * -----------------------------------------------------------------------------------------------*/

export interface MatchScoreboardProps {
  sport: Sport;
  match: FootballMatchData | BasketballMatchData;
}

function FootballStatus({ match }: { match: FootballMatchData }) {
  const s = useFootballStatus(match);
  return <span className={s.live ? styles.sbLive : styles.sbMuted}>{s.text}</span>;
}
function BasketballStatus({ match }: { match: BasketballMatchData }) {
  const s = useBasketballStatus(match);
  return <span className={s.live ? styles.sbLive : styles.sbMuted}>{s.text}</span>;
}

/** The big score of the detail page: teams, score, status and kick-off. */
export function MatchScoreboard({ sport, match }: MatchScoreboardProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const f = match as FootballMatchData;
  const b = match as BasketballMatchData;
  const home = sport === 'football' ? nameOf(f, 'home_team_name', lang) : nameOf(b.home_team_data, 'short_name', lang);
  const away = sport === 'football' ? nameOf(f, 'away_team_name', lang) : nameOf(b.away_team_data, 'short_name', lang);
  const league =
    sport === 'football' ? nameOf(f, 'competition_name', lang) : nameOf(b, 'competition_name', lang) || nameOf(b, 'short_name', lang);
  const started = sport === 'football' ? footballPhase(f.status) !== 'upcoming' : basketballPhase(b.status_id) !== 'upcoming';
  const hs = sport === 'football' ? f.home_score : b.home_scores_total;
  const as = sport === 'football' ? f.away_score : b.away_scores_total;
  const kickoff = sport === 'football' ? f.time : b.match_time;
  return (
    <section className={styles.scoreboard} aria-label={intl.formatMessage({ id: 'ui.matchRow.versus' }, { home, away })}>
      <div className={styles.sbTeam}>
        <span className={styles.sbMuted}>{intl.formatMessage({ id: 'ui.matchDetail.home' })}</span>
        <h2 className={styles.heading}>{home}</h2>
      </div>
      <div className={styles.sbCenter}>
        <span className={styles.sbMuted}>{league}</span>
        <span className={styles.sbScore} data-testid="detail-score">
          {started ? `${hs ?? 0} - ${as ?? 0}` : intl.formatMessage({ id: 'ui.matchRow.versusShort' })}
        </span>
        {sport === 'football' ? <FootballStatus match={f} /> : <BasketballStatus match={b} />}
        {sport === 'football' && started && f.half_score ? (
          <span className={styles.sbMuted}>{intl.formatMessage({ id: 'ui.matchRow.halfTimeValue' }, { score: f.half_score })}</span>
        ) : null}
        {kickoff ? (
          <span className={styles.sbMuted}>{intl.formatDate(kickoff * 1000, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        ) : null}
      </div>
      <div className={styles.sbTeam}>
        <span className={styles.sbMuted}>{intl.formatMessage({ id: 'ui.matchDetail.away' })}</span>
        <h2 className={styles.heading}>{away}</h2>
      </div>
    </section>
  );
}

/* -------------------------------------------------------------------------------------------------
 * MatchTimeline
 * -----------------------------------------------------------------------------------------------*/

export interface PlayerData extends Named {
  number?: number;
  position?: string;
}

export interface TimelineEventData {
  seq: number;
  minute: number;
  side: 'home' | 'away';
  kind: 'goal' | 'goal_disallowed' | 'yellow' | 'red' | 'corner' | 'substitution';
  player?: PlayerData | null;
  assist?: PlayerData | null;
  player_out?: PlayerData | null;
}

export interface MatchTimelineProps {
  events: readonly TimelineEventData[];
}

/** Goals, disallowed goals, cards, corners and substitutions, latest first. */
export function MatchTimeline({ events }: MatchTimelineProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  if (events.length === 0) return <EmptyState title={intl.formatMessage({ id: 'ui.matchDetail.noEvents' })} />;
  const sorted = [...events].sort((a, b) => b.minute - a.minute || b.seq - a.seq);
  return (
    <ol className={styles.timeline} aria-label={intl.formatMessage({ id: 'ui.matchDetail.timeline' })}>
      {sorted.map((e) => {
        const who = nameOf(e.player ?? undefined, 'name', lang);
        const text = [
          intl.formatMessage({ id: `ui.matchDetail.event.${e.kind}` }),
          who,
          e.kind === 'substitution' && e.player_out
            ? intl.formatMessage({ id: 'ui.matchDetail.replaces' }, { name: nameOf(e.player_out, 'name', lang) })
            : '',
          e.assist ? intl.formatMessage({ id: 'ui.matchDetail.assist' }, { name: nameOf(e.assist, 'name', lang) }) : '',
        ]
          .filter(Boolean)
          .join(' · ');
        const side = intl.formatMessage({ id: `ui.matchDetail.${e.side}` });
        return (
          <li key={e.seq} className={styles.event}>
            <span className={styles.eventHome}>
              {e.side === 'home' ? (
                <span className={styles.kind} data-kind={e.kind}>
                  {text}
                </span>
              ) : null}
            </span>
            <span
              className={styles.minute}
              role="img"
              aria-label={`${intl.formatMessage({ id: 'ui.goalPopup.minute' }, { minute: e.minute })} ${side}`}
            >
              {e.minute}'
            </span>
            <span>
              {e.side === 'away' ? (
                <span className={styles.kind} data-kind={e.kind}>
                  {text}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/* -------------------------------------------------------------------------------------------------
 * MatchStats
 * -----------------------------------------------------------------------------------------------*/

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

/* -------------------------------------------------------------------------------------------------
 * MatchLineups
 * -----------------------------------------------------------------------------------------------*/

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
}

function Players({ title, players }: { title: string; players: readonly PlayerData[] }) {
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
            {nameOf(p, 'name', lang)} <span className={styles.number}>{p.position}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Both teams' starters and substitutes. */
export function MatchLineups({ home, away, homeName, awayName }: MatchLineupsProps) {
  const intl = useIntl();
  if (home.starters.length === 0 && away.starters.length === 0)
    return <EmptyState title={intl.formatMessage({ id: 'ui.matchDetail.noLineups' })} />;
  const column = (name: string, l: LineupData) => (
    <section className={styles.panel} aria-label={name}>
      <h3 className={styles.heading}>
        {name}
        {l.formation ? ` · ${l.formation}` : ''}
      </h3>
      <Players title={intl.formatMessage({ id: 'ui.matchDetail.starters' })} players={l.starters} />
      <Players title={intl.formatMessage({ id: 'ui.matchDetail.substitutes' })} players={l.substitutes} />
    </section>
  );
  return (
    <div className={styles.columns}>
      {column(homeName, home)}
      {column(awayName, away)}
    </div>
  );
}

/* -------------------------------------------------------------------------------------------------
 * OddsHistory
 * -----------------------------------------------------------------------------------------------*/

export interface OddsMovementData {
  seq: number;
  /** Football minute; basketball game seconds. */
  clock: number;
  score: string;
  markets: readonly string[];
  exponent: Record<string, unknown>;
}

export interface OddsHistoryProps {
  sport: Sport;
  movements: readonly OddsMovementData[];
}

/** Every in-play odds movement, latest first: asia, eu and bs cells (封 when suspended). */
export function OddsHistory({ sport, movements }: OddsHistoryProps) {
  const intl = useIntl();
  if (movements.length === 0) return <EmptyState title={intl.formatMessage({ id: 'ui.matchDetail.noOdds' })} />;
  const markets: OddsMarket[] = ['asia', 'eu', 'bs'];
  const cells = (m: OddsMovementData, market: OddsMarket): [string, string, string, boolean] => {
    if (sport === 'football') {
      const c = ((m.exponent[market] as { scram?: OddsCellData } | undefined)?.scram ?? {}) as OddsCellData;
      return [oddsText(c.win), oddsText(c.draw), oddsText(c.fail), c.sealing_disk === 1];
    }
    const c = (m.exponent[market] ?? {}) as { host?: number; guest?: number; line?: number; sealing_disk?: number };
    return [oddsText(c.host), c.line === undefined || c.line === null ? '-' : String(c.line), oddsText(c.guest), c.sealing_disk === 1];
  };
  const latest = [...movements].sort((a, b) => b.seq - a.seq).slice(0, 60);
  const clockText = (m: OddsMovementData) =>
    sport === 'football'
      ? `${m.clock}'`
      : m.clock >= 99_999
        ? intl.formatMessage({ id: 'ui.matchRow.basketball.10' })
        : `${Math.floor(m.clock / 60)}:${String(m.clock % 60).padStart(2, '0')}`;
  return (
    <table className={styles.table}>
      <caption className={styles.heading}>{intl.formatMessage({ id: 'ui.matchDetail.oddsCaption' })}</caption>
      <thead>
        <tr>
          <th className={styles.th} scope="col">
            {intl.formatMessage({ id: 'ui.matchDetail.time' })}
          </th>
          <th className={styles.th} scope="col">
            {intl.formatMessage({ id: 'ui.matchDetail.score' })}
          </th>
          {markets.map((market) => (
            <th key={market} className={styles.th} scope="col" colSpan={3}>
              {intl.formatMessage({ id: `ui.matchRow.odds.${market}` })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {latest.map((m) => (
          <tr key={m.seq}>
            <td className={styles.td}>{clockText(m)}</td>
            <td className={styles.td}>{m.score}</td>
            {markets.map((market) => {
              const [a, b, c, sealed] = cells(m, market);
              return sealed ? (
                <td key={market} className={styles.td} colSpan={3} data-suspended="">
                  {intl.formatMessage({ id: 'ui.matchRow.suspended' })}
                </td>
              ) : (
                [a, b, c].map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the three cells of a market
                  <td key={`${market}-${i}`} className={styles.td}>
                    {v}
                  </td>
                ))
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/* -------------------------------------------------------------------------------------------------
 * StandingsTable
 * -----------------------------------------------------------------------------------------------*/

export interface StandingRowData extends Named {
  rank?: number;
  team_id?: number;
  played?: number;
  won?: number;
  drawn?: number;
  lost?: number;
  goals_for?: number;
  goals_against?: number;
  goal_diff?: number;
  points?: number;
}

export interface StandingsTableProps {
  /** Caption, e.g. the league name or "Group A". */
  title: string;
  rows: readonly StandingRowData[];
  /** Teams to mark (the two teams of the match). */
  highlight?: readonly number[];
  /** Basketball tables have no draws. */
  sport?: Sport;
}

/** A league table: rank, team, played, won, drawn, lost, goals, difference, points. */
export function StandingsTable({ title, rows, highlight = [], sport = 'football' }: StandingsTableProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = (id: string) => intl.formatMessage({ id: `ui.standings.${id}` });
  const cols =
    sport === 'football'
      ? (['played', 'won', 'drawn', 'lost', 'goals', 'goalDiff', 'points'] as const)
      : (['played', 'won', 'lost', 'goals', 'goalDiff', 'points'] as const);
  if (rows.length === 0) return <EmptyState title={t('empty')} />;
  return (
    <table className={styles.table}>
      <caption className={styles.heading}>{title}</caption>
      <thead>
        <tr>
          <th className={styles.th} scope="col">
            {t('rank')}
          </th>
          <th className={`${styles.th} ${styles.tdName}`} scope="col">
            {t('team')}
          </th>
          {cols.map((c) => (
            <th key={c} className={styles.th} scope="col">
              {t(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.team_id ?? i} className={r.team_id !== undefined && highlight.includes(r.team_id) ? styles.highlight : undefined}>
            <td className={styles.td}>{r.rank ?? i + 1}</td>
            <th scope="row" className={`${styles.td} ${styles.tdName}`}>
              {nameOf(r, 'team_name', lang)}
            </th>
            {cols.map((c) => (
              <td key={c} className={styles.td}>
                {c === 'goals'
                  ? `${r.goals_for ?? 0}:${r.goals_against ?? 0}`
                  : c === 'goalDiff'
                    ? (r.goal_diff ?? 0)
                    : c === 'drawn'
                      ? (r.drawn ?? 0)
                      : ((r[c] as number | undefined) ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/* -------------------------------------------------------------------------------------------------
 * HeadToHead
 * -----------------------------------------------------------------------------------------------*/

export interface BattleRowData extends Named {
  id: number;
  time: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  half_score?: string;
  result?: 'W' | 'D' | 'L';
}

export interface HeadToHeadProps {
  homeName: string;
  awayName: string;
  summary?: { played?: number; home_won?: number; drawn?: number; away_won?: number; home_goals?: number; away_goals?: number };
  history: readonly BattleRowData[];
  homeRecent: readonly BattleRowData[];
  awayRecent: readonly BattleRowData[];
}

function BattleTable({ caption, rows, withResult }: { caption: string; rows: readonly BattleRowData[]; withResult: boolean }) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = (id: string) => intl.formatMessage({ id: `ui.headToHead.${id}` });
  return (
    <table className={styles.table}>
      <caption className={styles.heading}>{caption}</caption>
      <thead>
        <tr>
          <th className={styles.th} scope="col">
            {t('date')}
          </th>
          <th className={styles.th} scope="col">
            {t('competition')}
          </th>
          <th className={styles.th} scope="col">
            {t('match')}
          </th>
          {withResult ? (
            <th className={styles.th} scope="col">
              {t('result')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className={styles.td} colSpan={withResult ? 4 : 3}>
              {t('none')}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.id}>
              <td className={styles.td}>{intl.formatDate(r.time * 1000, { year: '2-digit', month: '2-digit', day: '2-digit' })}</td>
              <td className={`${styles.td} ${styles.tdName}`}>
                {nameOf(r, 'competition_short_name', lang) || String(r.competition ?? '')}
              </td>
              <td className={`${styles.td} ${styles.tdName}`}>
                {intl.formatMessage(
                  { id: 'ui.headToHead.line' },
                  {
                    home: nameOf(r, 'home_name', lang) || String(r.home_name ?? ''),
                    away: nameOf(r, 'away_name', lang) || String(r.away_name ?? ''),
                    homeScore: r.home_score,
                    awayScore: r.away_score,
                  },
                )}
              </td>
              {withResult ? (
                <td className={styles.td}>
                  <span className={styles.result} data-result={r.result}>
                    {r.result ? t(`r.${r.result}`) : '-'}
                  </span>
                </td>
              ) : null}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Past meetings of the two teams with a summary, and each team's recent form. */
export function HeadToHead({ homeName, awayName, summary, history, homeRecent, awayRecent }: HeadToHeadProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `ui.headToHead.${id}` }, values);
  return (
    <div className={styles.panel}>
      {summary?.played ? (
        <p className={styles.summary}>
          {t('summary', {
            played: summary.played,
            home: homeName,
            away: awayName,
            homeWon: summary.home_won ?? 0,
            drawn: summary.drawn ?? 0,
            awayWon: summary.away_won ?? 0,
            homeGoals: summary.home_goals ?? 0,
            awayGoals: summary.away_goals ?? 0,
          })}
        </p>
      ) : null}
      <BattleTable caption={t('history')} rows={history} withResult={false} />
      <div className={styles.columns}>
        <BattleTable caption={t('recent', { team: homeName })} rows={homeRecent} withResult />
        <BattleTable caption={t('recent', { team: awayName })} rows={awayRecent} withResult />
      </div>
    </div>
  );
}
