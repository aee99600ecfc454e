import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState } from '../../../primitives/Feedback/Feedback';
import { langOf, nameOf } from '../format';
import type { Named, Sport } from '../types';
import * as styles from './MatchDetail.css';

// One of the match detail panels (issue 5). Shapes follow openapi (TimelineEvent, StatLine, Lineup,
// OddsMovement, StandingRow, BattleRow); names are picked in the interface language.

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
  const t = useMessages('ui.standings');
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
