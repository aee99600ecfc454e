import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../primitives/Tabs/Tabs';
import * as styles from './RankPanel.css';

export interface RankRow {
  uid: number;
  name: string;
  avatar?: string;
  /** Gold coins given in the period. */
  amount: number;
  guard?: boolean;
}

export interface RankPanelProps {
  daily: readonly RankRow[] | null;
  weekly: readonly RankRow[] | null;
  /** Which list shows: 'daily' (default) or 'weekly'. */
  period?: 'daily' | 'weekly';
  onPeriodChange?: (period: 'daily' | 'weekly') => void;
  /** What a row's name shows as (issue 15/16: the user menu with "send message"); the plain name when absent. */
  renderName?: (row: RankRow) => ReactNode;
}

function List({
  rows,
  empty,
  loading,
  renderName,
}: {
  rows: readonly RankRow[] | null;
  empty: string;
  loading: string;
  renderName?: (row: RankRow) => ReactNode;
}) {
  const intl = useIntl();
  if (rows == null)
    return (
      <p className={styles.muted} role="status">
        {loading}
      </p>
    );
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.list}>
      {rows.map((r, i) => (
        <li key={r.uid} className={styles.rankRow} data-uid={r.uid}>
          <span className={styles.rankOrder} data-top={i < 3}>
            {i + 1}
          </span>
          <Avatar name={r.name} src={r.avatar} size="small" guard={r.guard} />
          <span className={styles.ellipsis}>{renderName?.(r) ?? r.name}</span>
          <span className={styles.price} data-testid="rank-amount">
            {intl.formatMessage({ id: 'ui.live.rank.amount' }, { amount: r.amount })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Daily and weekly contribution lists of a room (roomRanking type 0 / 1). */
export function RankPanel({ daily, weekly, period, onPeriodChange, renderName }: RankPanelProps) {
  const t = useMessages('ui.live.rank');
  return (
    <section className={styles.panel} aria-label={t('label')}>
      <Tabs value={period} defaultValue={period ? undefined : 'daily'} onValueChange={(v) => onPeriodChange?.(v as 'daily' | 'weekly')}>
        <TabsList label={t('label')}>
          <TabsTrigger value="daily">{t('daily')}</TabsTrigger>
          <TabsTrigger value="weekly">{t('weekly')}</TabsTrigger>
        </TabsList>
        <TabsContent value="daily">
          <List rows={daily} empty={t('empty')} loading={t('loading')} renderName={renderName} />
        </TabsContent>
        <TabsContent value="weekly">
          <List rows={weekly} empty={t('empty')} loading={t('loading')} renderName={renderName} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
