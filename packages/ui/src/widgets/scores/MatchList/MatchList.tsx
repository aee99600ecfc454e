import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { phaseOf } from '../format';
import { BasketballMatchRow, FootballMatchRow } from '../MatchRow/MatchRow';
import {
  type BasketballMatchData,
  defaultRowDisplay,
  type FootballMatchData,
  type MatchData,
  type MatchPhase,
  type RowDisplay,
  type Sport,
} from '../types';
import * as styles from './MatchList.css';

// A score update must re-render only its own row (issue 5: 2,000 rows, 100 updates a second). Rows are
// memoised on their props, and rows are grouped in blocks that are memoised on the identity of their
// rows: a new list whose rows are the same objects but one re-renders one block and, in it, one row.

export const listSections = ['live', 'upcoming', 'finished'] as const;
export type ListSection = (typeof listSections)[number];

/** Rows per memoised block. */
const BLOCK = 40;

export interface MatchListProps {
  sport: Sport;
  /** The rows, in the order to show them inside each section. Unchanged rows must keep their identity. */
  matches: readonly MatchData[];
  /** `loading` shows skeleton rows; `error` the error state with a retry. */
  state?: 'ready' | 'loading' | 'error';
  errorMessage?: string;
  onRetry?: () => void;
  /** The sections to show, in order; abnormal matches (postponed, cancelled…) go with the finished ones. */
  sections?: readonly ListSection[];
  /** What the rows show (immediately settings); keep the object stable. */
  display?: RowDisplay;
  /** The collected match ids. */
  collected?: ReadonlySet<number>;
  onToggleCollect?: (id: number) => void;
  /** The detail page of a match. */
  detailHref?: (id: number) => string;
  onNavigate?: (href: string) => void;
  /** Shown when there is no match at all. */
  emptyTitle?: string;
  emptyDescription?: string;
  /** Accessible name of the whole list (e.g. "Football live scores"). */
  label?: string;
  /** The section headings' level, under the page's own headings; default 2. */
  headingLevel?: 2 | 3 | 4;
}

interface BlockProps {
  sport: Sport;
  rows: readonly MatchData[];
  display: RowDisplay;
  collected: ReadonlySet<number> | undefined;
  onToggleCollect?: (id: number) => void;
  detailHref?: (id: number) => string;
  onNavigate?: (href: string) => void;
}

function Block({ sport, rows, display, collected, onToggleCollect, detailHref, onNavigate }: BlockProps) {
  return (
    <>
      {rows.map((m) => (
        <li key={m.id} className={styles.block}>
          {sport === 'football' ? (
            <FootballMatchRow
              match={m as FootballMatchData}
              display={display}
              collected={collected?.has(m.id) ?? m.is_collect === 1}
              onToggleCollect={onToggleCollect}
              detailHref={detailHref?.(m.id)}
              onNavigate={onNavigate}
            />
          ) : (
            <BasketballMatchRow
              match={m as BasketballMatchData}
              display={display}
              collected={collected?.has(m.id) ?? m.is_collect === 1}
              onToggleCollect={onToggleCollect}
              detailHref={detailHref?.(m.id)}
              onNavigate={onNavigate}
            />
          )}
        </li>
      ))}
    </>
  );
}

const sameRows = (a: readonly MatchData[], b: readonly MatchData[]) => a.length === b.length && a.every((r, i) => r === b[i]);
const MemoBlock = memo(Block, (a, b) => {
  if (!sameRows(a.rows, b.rows)) return false;
  if (
    a.sport !== b.sport ||
    a.display !== b.display ||
    a.onToggleCollect !== b.onToggleCollect ||
    a.detailHref !== b.detailHref ||
    a.onNavigate !== b.onNavigate
  )
    return false;
  if (a.collected === b.collected) return true;
  // A favourite toggled: only blocks holding a row whose state changed re-render.
  return a.rows.every((r) => (a.collected?.has(r.id) ?? false) === (b.collected?.has(r.id) ?? false));
});

function sectionOf(phase: MatchPhase): ListSection {
  return phase === 'abnormal' ? 'finished' : phase;
}

/** Groups rows by section, keeping their order. */
export function groupMatches(matches: readonly MatchData[]): Record<ListSection, MatchData[]> {
  const groups: Record<ListSection, MatchData[]> = { live: [], upcoming: [], finished: [] };
  for (const m of matches) groups[sectionOf(phaseOf(m))].push(m);
  return groups;
}

/** Chunks that keep the same boundaries as long as the rows keep their places. */
function blocksOf(rows: readonly MatchData[]): MatchData[][] {
  const out: MatchData[][] = [];
  for (let i = 0; i < rows.length; i += BLOCK) out.push(rows.slice(i, i + BLOCK));
  return out;
}

/** Matches in sections in progress / not started / finished, each row a memoised MatchRow. */
export function MatchList({
  sport,
  matches,
  state = 'ready',
  errorMessage,
  onRetry,
  sections = listSections,
  display = defaultRowDisplay,
  collected,
  onToggleCollect,
  detailHref,
  onNavigate,
  emptyTitle,
  emptyDescription,
  label,
  headingLevel = 2,
}: MatchListProps) {
  const Heading = `h${headingLevel}` as const;
  // A named list is a region (e.g. "Football matches"); an unnamed one a plain box.
  const Wrapper = label ? 'section' : 'div';
  const intl = useIntl();
  const groups = useMemo(() => groupMatches(matches), [matches]);
  if (state === 'loading') {
    return (
      <div className={styles.section} role="status" aria-label={intl.formatMessage({ id: 'ui.matchList.loading' })}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.skeletonRow}>
            <Skeleton width={32} height={16} />
            <Skeleton width={80} height={16} />
            <Skeleton width={120} height={16} />
            <Skeleton width={40} height={16} />
            <Skeleton width={120} height={16} />
          </div>
        ))}
      </div>
    );
  }
  if (state === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  const shown = sections.filter((s) => groups[s].length > 0);
  if (shown.length === 0)
    return <EmptyState title={emptyTitle ?? intl.formatMessage({ id: 'ui.matchList.empty' })} description={emptyDescription} />;
  return (
    <Wrapper className={styles.list} aria-label={label}>
      {shown.map((s) => (
        <section key={s} className={styles.section} aria-labelledby={`match-section-${sport}-${s}`} data-section={s}>
          <Heading className={styles.heading} id={`match-section-${sport}-${s}`}>
            {intl.formatMessage({ id: `ui.matchList.section.${s}` })}
            <span className={styles.count}>{intl.formatMessage({ id: 'ui.matchList.count' }, { count: groups[s].length })}</span>
          </Heading>
          <ul className={styles.rows}>
            {blocksOf(groups[s]).map((rows, i) => (
              <MemoBlock
                // biome-ignore lint/suspicious/noArrayIndexKey: a block is its position in the section
                key={i}
                sport={sport}
                rows={rows}
                display={display}
                collected={collected}
                onToggleCollect={onToggleCollect}
                detailHref={detailHref}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </section>
      ))}
    </Wrapper>
  );
}
