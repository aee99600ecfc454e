import { type RechargeOrderItem, RechargeOrderList } from '@arena/ui';
import { usePaged } from '../../lib/usePaged';
import { fetchRechargeOrders } from './api';

const PAGE_SIZE = 20;

/** The wallet's recharge orders, newest first (chargerules/orderList); `version` reloads it. */
export function OrdersTab({ version }: { version: number }) {
  const list = usePaged<RechargeOrderItem>(
    async (page) => {
      const d = await fetchRechargeOrders(page, PAGE_SIZE);
      return { data: (d.data ?? []) as RechargeOrderItem[], last_page: d.last_page };
    },
    (o) => o.order_id,
    String(version),
  );
  return (
    <RechargeOrderList
      orders={list.items}
      error={list.error}
      onRetry={list.reload}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.more}
    />
  );
}
