import { useMessages } from '../../../i18n/useMessages';
import { Badge } from '../../../primitives/Feedback/Feedback';
import { PagedList } from '../PagedList/PagedList';
import { useMoney } from '../useMoney';
import * as styles from './RechargeOrderList.css';

/** A recharge order (chargerules/orderList). */
export interface RechargeOrderItem {
  order_id: string;
  name: string;
  coin: number;
  give: number;
  money: number;
  pay_type: string;
  /** 0 waiting for payment, 1 paid (coins credited), 2 closed unpaid. */
  status: 0 | 1 | 2;
  /** Unix seconds. */
  addtime: number;
}

export interface RechargeOrderListProps {
  /** null while loading. */
  orders: readonly RechargeOrderItem[] | null;
  error?: string | null;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

const tones = { 0: 'neutral', 1: 'positive', 2: 'neutral' } as const;
const known = new Set(['alipay', 'wechat', 'bank']);

/** The user's recharge orders (issue 14), newest first: package, price, pay type, state and order id. */
export function RechargeOrderList({ orders, error, onRetry, hasMore, loadingMore, onLoadMore }: RechargeOrderListProps) {
  const t = useMessages('ui.wallet.orders');
  const r = useMessages('ui.wallet.recharge');
  const { coins, yuan, when } = useMoney();
  return (
    <PagedList
      title={t('title')}
      items={orders}
      keyOf={(o) => o.order_id}
      error={error}
      onRetry={onRetry}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      testId="recharge-order"
      texts={{ loading: t('loading'), loadFailed: t('loadFailed'), empty: t('empty'), more: t('more') }}
      renderItem={(o) => (
        <>
          <div className={styles.main}>
            <p className={styles.title}>
              {r('coins', { coins: coins(o.coin) })}
              {o.give > 0 ? ` ${r('bonus', { coins: coins(o.give) })}` : ''}
              <Badge tone={tones[o.status]}>{t(`status.${o.status}`)}</Badge>
            </p>
            <p className={styles.detail}>
              {when(o.addtime)} · {known.has(o.pay_type) ? r(`payType.${o.pay_type as 'alipay'}`) : o.pay_type} ·{' '}
              {t('orderId', { id: o.order_id })}
            </p>
          </div>
          <div className={styles.side}>
            <span className={styles.amount}>{r('price', { money: yuan(o.money) })}</span>
          </div>
        </>
      )}
    />
  );
}
