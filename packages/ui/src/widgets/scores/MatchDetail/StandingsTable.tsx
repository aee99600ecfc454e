import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../../css/visuallyHidden.css';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState } from '../../../primitives/Feedback/Feedback';
import { Entity } from '../../database/Entity';
import { FormChips } from '../../database/FormChips/FormChips';
import type { StandingZone } from '../../database/types';
import { langOf, nameOf } from '../format';
import type { Named, Sport } from '../types';
import * as styles from './MatchDetail.css';

// One of the match detail panels (issue 5), and the database's league tables (issue 19: form, zones,
// links to the teams). Shapes follow openapi (StandingRow, DbStandingRow); names are picked in the
// interface language.

export interface StandingRowData extends Named {
  rank?: number;
  team_id?: number;
  team_logo?: string;
  played?: number;
  won?: number;
  drawn?: number;
  lost?: number;
  goals_for?: number;
  goals_against?: number;
  goal_diff?: number;
  points?: number;
  /** The last five results, oldest first (DbStandingRow). */
  form?: readonly string[];
}

export interface StandingsTableProps {
  /** Caption, e.g. the league name or "Group A". */
  title: string;
  rows: readonly StandingRowData[];
  /** Teams to mark (the two teams of the match). */
  highlight?: readonly number[];
  /** Basketball tables have no draws. */
  sport?: Sport;
  /** Shows the form column (last five results); default when a row carries `form`. */
  showForm?: boolean;
  /** Ranks that lead somewhere (top places, relegation): coloured beside the rank and named for screen readers. */
  zones?: readonly StandingZone[];
  /** A team's page: the names become links. */
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
}

/** A league table: rank, team, played, won, drawn, lost, goals, difference, points (and form). */
export function StandingsTable({
  title,
  rows,
  highlight = [],
  sport = 'football',
  showForm,
  zones = [],
  teamHref,
  onNavigate,
}: StandingsTableProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const t = useMessages('ui.standings');
  const tz = useMessages('ui.database.zones');
  const cols =
    sport === 'football'
      ? (['played', 'won', 'drawn', 'lost', 'goals', 'goalDiff', 'points'] as const)
      : (['played', 'won', 'lost', 'goals', 'goalDiff', 'points'] as const);
  const withForm = showForm ?? rows.some((r) => r.form !== undefined);
  if (rows.length === 0) return <EmptyState title={t('empty')} />;
  const zoneOf = (rank: number) => zones.find((z) => rank >= z.from && rank <= z.to);
  const number = (n: number | undefined) => intl.formatNumber(n ?? 0);
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
          {withForm ? (
            <th className={styles.th} scope="col">
              {t('form')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => {
          const rank = r.rank ?? i + 1;
          const zone = zoneOf(rank);
          const name = nameOf(r, 'team_name', lang);
          return (
            <tr key={r.team_id ?? i} className={r.team_id !== undefined && highlight.includes(r.team_id) ? styles.highlight : undefined}>
              <td className={`${styles.td} ${styles.rank}`} data-zone={zone?.kind}>
                {rank}
                {zone ? <span className={visuallyHidden}>{` ${tz(zone.kind)}`}</span> : null}
              </td>
              <th scope="row" className={`${styles.td} ${styles.tdName}`}>
                <Entity
                  name={name}
                  logo={r.team_logo}
                  href={teamHref && r.team_id !== undefined ? teamHref(r.team_id) : undefined}
                  onNavigate={onNavigate}
                />
              </th>
              {cols.map((c) => (
                <td key={c} className={`${styles.td} ${c === 'points' ? styles.points : ''}`}>
                  {c === 'goals'
                    ? `${number(r.goals_for)}:${number(r.goals_against)}`
                    : c === 'goalDiff'
                      ? intl.formatNumber(r.goal_diff ?? 0, { signDisplay: 'exceptZero' })
                      : number(r[c === 'drawn' ? 'drawn' : c] as number | undefined)}
                </td>
              ))}
              {withForm ? (
                <td className={styles.td}>
                  <FormChips form={r.form ?? []} label={name} />
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
