import { useMessages } from '../../../i18n/useMessages';
import { Select } from '../../../primitives/Select/Select';
import { PagedList } from '../PagedList/PagedList';
import { useMoney } from '../useMoney';
import * as styles from './LedgerList.css';

/** A balance record (Order/getList): one coin movement, signed (+ in, − out). */
export interface LedgerEntry {
  id: number;
  order_id: string;
  type: number;
  type_name: string;
  amount: number;
  /** Unix seconds. */
  addtime: number;
}

/** A kind of balance record (order/getTypeList). */
export interface LedgerKind {
  id: number;
  name: string;
}

export interface LedgerListProps {
  /** null while loading. */
  entries: readonly LedgerEntry[] | null;
  kinds: readonly LedgerKind[];
  /** The kind shown; null for all. */
  kind: number | null;
  onKindChange: (kind: number | null) => void;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

const ALL = 'all';

/** The ledger (issue 14): every coin movement with its kind, signed amount, time and order id; a kind filter; load more. */
export function LedgerList({ entries, kinds, kind, onKindChange, error, onRetry, hasMore, loadingMore, onLoadMore }: LedgerListProps) {
  const t = useMessages('ui.wallet.ledger');
  const { coins, when } = useMoney();
  return (
    <PagedList
      title={t('title')}
      items={entries}
      keyOf={(e) => e.id}
      error={error}
      onRetry={onRetry}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      skeletonRows={5}
      testId="ledger-item"
      toolbar={
        <Select
          label={t('kind')}
          size="small"
          options={[{ value: ALL, label: t('allKinds') }, ...kinds.map((k) => ({ value: String(k.id), label: k.name }))]}
          value={kind == null ? ALL : String(kind)}
          onChange={(v) => onKindChange(v === ALL ? null : Number(v))}
        />
      }
      texts={{ loading: t('loading'), loadFailed: t('loadFailed'), empty: t('empty'), more: t('more') }}
      renderItem={(e) => (
        <>
          <div className={styles.main}>
            <p className={styles.title}>{e.type_name}</p>
            <p className={styles.detail}>
              {when(e.addtime)} · {t('orderId', { id: e.order_id })}
            </p>
          </div>
          <div className={styles.side}>
            <span className={`${styles.amount} ${e.amount < 0 ? styles.negative : styles.positive}`}>{coins(e.amount, true)}</span>
          </div>
        </>
      )}
    />
  );
}
