import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { type StandingRowData, StandingsTable } from '../../scores/MatchDetail/StandingsTable';
import type { Sport } from '../../scores/types';
import { Placeholder } from '../Placeholder';
import { Segments } from '../Segments';
import { type LoadState, type StandingZone, zoneKinds } from '../types';
import * as styles from './StandingsPanel.css';

export const standingScopes = ['all', 'home', 'away'] as const;
export type StandingScope = (typeof standingScopes)[number];

/** Database/standings' data: one table (`group` 0) or a cup's tables keyed by group letter. */
export interface StandingsData {
  group: number;
  list: readonly StandingRowData[] | Readonly<Record<string, readonly StandingRowData[]>>;
}

export interface StandingsPanelProps extends LoadState {
  sport: Sport;
  /** The competition's name: the table's caption. */
  title: string;
  /** null while loading. */
  standings: StandingsData | null;
  scope: StandingScope;
  onScopeChange: (scope: StandingScope) => void;
  /** Zones of a one-table league (the cup's group tables take `groupZones`). */
  zones?: readonly StandingZone[];
  groupZones?: readonly StandingZone[];
  /** Teams to mark. */
  highlight?: readonly number[];
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
  /** Rows the loading state stands in for (the competition's teams). */
  expectedRows?: number;
}

/**
 * A competition's standings (issue 19): all / home / away, each team's form, the zones its places lead
 * to with a legend, a cup's group tables. The team names link to the teams' pages.
 */
export function StandingsPanel({
  sport,
  title,
  standings,
  scope,
  onScopeChange,
  zones = [],
  groupZones = [],
  highlight,
  teamHref,
  onNavigate,
  expectedRows = 8,
  error,
  onRetry,
}: StandingsPanelProps) {
  const intl = useIntl();
  const t = useMessages('ui.database.standings');
  const tz = useMessages('ui.database.zones');
  const toolbar = (
    <Segments label={t('scope')} value={scope} onChange={onScopeChange} options={standingScopes.map((s) => ({ value: s, label: t(s) }))} />
  );
  let body: ReactNode;
  let shownZones: readonly StandingZone[] = [];
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!standings) body = <Placeholder label={t('loading')} rows={expectedRows + 1} header={30} />;
  else {
    const tables: [string, readonly StandingRowData[]][] = Array.isArray(standings.list)
      ? [[title, standings.list as readonly StandingRowData[]]]
      : Object.entries(standings.list as Record<string, readonly StandingRowData[]>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([g, rows]) => [intl.formatMessage({ id: 'ui.database.standings.group' }, { group: g, name: title }), rows]);
    const cup = !Array.isArray(standings.list);
    shownZones = cup ? groupZones : zones;
    body =
      tables.length === 0 || tables.every(([, rows]) => rows.length === 0) ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        tables.map(([caption, rows]) => (
          <div key={caption} className={styles.scroller}>
            <StandingsTable
              title={caption}
              rows={rows}
              sport={sport}
              zones={shownZones}
              highlight={highlight}
              teamHref={teamHref}
              onNavigate={onNavigate}
            />
          </div>
        ))
      );
  }
  const legend = zoneKinds.filter((k) => shownZones.some((z) => z.kind === k));
  return (
    <section className={styles.panel} aria-label={t('title')}>
      <div className={styles.toolbar}>{toolbar}</div>
      {body}
      {legend.length > 0 ? (
        <ul className={styles.legend} aria-label={t('legend')}>
          {legend.map((k) => (
            <li key={k} className={styles.legendItem}>
              <span className={styles.swatch} data-zone={k} aria-hidden="true" />
              {tz(k)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
