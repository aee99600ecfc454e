import { type ReactNode, useId } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { EmptyState, ErrorState } from '../../../primitives/Feedback/Feedback';
import { Placeholder } from '../../database/Placeholder';
import type { LoadState } from '../../database/types';
import { PreviewCard } from '../PreviewCard/PreviewCard';
import type { PreviewData } from '../types';
import * as styles from './PreviewList.css';

export interface PreviewListProps extends LoadState {
  /** Database/previews' list, soonest first; null while loading. */
  previews: readonly PreviewData[] | null;
  teamHref?: (teamId: number) => string;
  onNavigate?: (href: string) => void;
}

/** The upcoming matches' previews, with their loading, empty and failed states. */
export function PreviewList({ previews, teamHref, onNavigate, error, onRetry }: PreviewListProps) {
  const t = useMessages('ui.foresight.list');
  const headingId = useId();
  let body: ReactNode;
  if (error) body = <ErrorState title={t('loadFailed')} message={error} onRetry={onRetry} />;
  else if (!previews) body = <Placeholder label={t('loading')} rows={3} rowHeight={240} />;
  else if (previews.length === 0) body = <EmptyState title={t('empty')} />;
  else body = previews.map((p) => <PreviewCard key={p.match_id} preview={p} teamHref={teamHref} onNavigate={onNavigate} />);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
