import { useMessages } from '../../../i18n/useMessages';
import { Badge } from '../../../primitives/Feedback/Feedback';
import { PagedList } from '../PagedList/PagedList';
import { useMoney } from '../useMoney';
import * as styles from './WithdrawalList.css';

/** A withdrawal (Balance/withdrawalList). */
export interface WithdrawalItem {
  id: number;
  amount: number;
  fee: number;
  method: 'bank' | 'alipay';
  /** Masked, as applied for. */
  account: string;
  /** 0 waiting for review, 1 paid out, 2 rejected (refunded). */
  status: 0 | 1 | 2;
  reason?: string;
  /** Unix seconds. */
  addtime: number;
}

export interface WithdrawalListProps {
  /** null while loading. */
  items: readonly WithdrawalItem[] | null;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

const tones = { 0: 'neutral', 1: 'positive', 2: 'live' } as const;

/** The user's withdrawals (issue 14), newest first: amount, fee, where to, and the review state (with the reason when rejected). */
export function WithdrawalList({ items, error, onRetry, hasMore, loadingMore, onLoadMore }: WithdrawalListProps) {
  const t = useMessages('ui.wallet.withdrawals');
  const { coins, when } = useMoney();
  return (
    <PagedList
      title={t('title')}
      items={items}
      keyOf={(w) => w.id}
      error={error}
      onRetry={onRetry}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      testId="withdrawal-item"
      texts={{ loading: t('loading'), loadFailed: t('loadFailed'), empty: t('empty'), emptyHint: t('emptyHint'), more: t('more') }}
      renderItem={(w) => (
        <>
          <div className={styles.main}>
            <p className={styles.title}>
              {t(`method.${w.method}`)} · {w.account}
              <Badge tone={tones[w.status]}>{t(`status.${w.status}`)}</Badge>
            </p>
            <p className={styles.detail}>
              {when(w.addtime)} · {t('fee', { coins: coins(w.fee) })} · {t('payout', { coins: coins(Math.max(0, w.amount - w.fee)) })}
            </p>
            {w.status === 2 && w.reason ? <p className={styles.reason}>{t('reason', { reason: w.reason })}</p> : null}
          </div>
          <div className={styles.side}>
            <span className={styles.amount}>{coins(w.amount)}</span>
          </div>
        </>
      )}
    />
  );
}
