import { useIntl } from 'react-intl';
import { EmptyState } from '../../../primitives/Feedback/Feedback';
import { oddsText } from '../format';
import type { OddsCellData, OddsMarket, Sport } from '../types';
import * as styles from './MatchDetail.css';

// One of the match detail panels (issue 5). Shapes follow openapi (TimelineEvent, StatLine, Lineup,
// OddsMovement, StandingRow, BattleRow); names are picked in the interface language.

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
