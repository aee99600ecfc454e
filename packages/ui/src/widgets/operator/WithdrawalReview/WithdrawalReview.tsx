import { useMessages } from '../../../i18n/useMessages';
import { Badge } from '../../../primitives/Feedback/Feedback';
import { PagedList } from '../../wallet/PagedList';
import { useMoney } from '../../wallet/useMoney';
import { ReviewActions } from '../ReviewActions';
import * as styles from './WithdrawalReview.css';

/** A withdrawal waiting for review (Operator/withdrawalList): who, how much, and where to pay it in full. */
export interface WithdrawalForReview {
  id: number;
  user_id: number;
  user_nickname?: string;
  amount: number;
  fee: number;
  method: 'bank' | 'alipay';
  /** Unix seconds. */
  addtime: number;
  payee?: { real_name: string; bank_name?: string; card_number?: string; branch?: string; account?: string };
}

export interface WithdrawalReviewProps {
  /** null while loading. */
  items: readonly WithdrawalForReview[] | null;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onApprove: (id: number) => Promise<void>;
  onReject: (id: number, reason: string) => Promise<void>;
}

/**
 * The operator's withdrawal review (issue 14), oldest waiting first: the user, the amount, fee and
 * payout, the payee in full, and approve (pay out) / reject with a reason (refunded to the user).
 */
export function WithdrawalReview({ items, error, onRetry, hasMore, loadingMore, onLoadMore, onApprove, onReject }: WithdrawalReviewProps) {
  const t = useMessages('ui.operator.withdrawals');
  const more = useMessages('ui.operator.review')('more');
  const defaultNick = useMessages('ui.messaging')('defaultNick');
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
      testId="withdrawal-review"
      texts={{ loading: t('loading'), loadFailed: t('loadFailed'), empty: t('empty'), emptyHint: t('emptyHint'), more }}
      renderItem={(w) => {
        const name = w.user_nickname?.trim() || defaultNick;
        const p = w.payee;
        return (
          <>
            <div className={styles.main}>
              <p className={styles.title}>
                {t('user', { name, uid: w.user_id })}
                <Badge tone="neutral">{t('amount', { coins: coins(w.amount) })}</Badge>
              </p>
              <p className={styles.detail}>
                {when(w.addtime)} · {t('fee', { coins: coins(w.fee) })} · {t('payout', { coins: coins(Math.max(0, w.amount - w.fee)) })}
              </p>
              {p ? (
                <p className={styles.detail}>
                  {t('payeeName', { name: p.real_name })} ·{' '}
                  {w.method === 'bank'
                    ? t('bank', { bank: p.bank_name ?? '', card: p.card_number ?? '', branch: p.branch ?? '' })
                    : t('alipay', { account: p.account ?? '' })}
                </p>
              ) : null}
            </div>
            <ReviewActions
              subject={t('subject', { name })}
              onApprove={() => onApprove(w.id)}
              onReject={(reason) => onReject(w.id, reason)}
            />
          </>
        );
      }}
    />
  );
}
