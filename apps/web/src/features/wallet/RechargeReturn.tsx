import type { components } from '@arena/api-client';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchRechargeOrders } from './api';
import * as styles from './WalletPage.css';

type RechargeOrder = components['schemas']['RechargeOrder'];

/** While the order waits for the provider's notification, it is read again this often, at most this many times. */
const POLL_MS = 2_000;
const POLL_TIMES = 15;

type State = { kind: 'checking' } | { kind: 'order'; order: RechargeOrder } | { kind: 'missing' } | { kind: 'failed'; msg: string };

/**
 * The payment page returns to `/member?type=1&recharge=<order id>`: this says what became of the order
 * (paid and credited, still waiting, closed) and calls `onPaid` once when it is paid, so the balances
 * shown refresh. A notification can land a moment after the return: a waiting order is read again.
 */
export function RechargeReturn({ orderId, onPaid }: { orderId: string; onPaid: () => void }) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ kind: 'checking' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per returned order
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      try {
        const d = await fetchRechargeOrders(1, 50);
        if (stopped) return;
        const order = (d.data as RechargeOrder[] | undefined)?.find((o) => o.order_id === orderId);
        if (!order) return setState({ kind: 'missing' });
        setState({ kind: 'order', order });
        if (order.status === 1) onPaid();
        else if (order.status === 0 && attempt < POLL_TIMES) timer = setTimeout(() => void check(attempt + 1), POLL_MS);
      } catch (err) {
        if (!stopped) setState({ kind: 'failed', msg: err instanceof Error ? err.message : String(err) });
      }
    };
    void check(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId]);

  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `app.wallet.return.${id}` }, values);
  let text: string;
  if (state.kind === 'checking') text = t('checking', { id: orderId });
  else if (state.kind === 'missing') text = t('missing', { id: orderId });
  else if (state.kind === 'failed') text = t('failed', { msg: state.msg });
  else {
    const o = state.order;
    const coins = intl.formatNumber(o.coin + o.give, { maximumFractionDigits: 1 });
    text = t(`status${o.status}`, { id: orderId, coins });
  }
  const tone = state.kind === 'order' && state.order.status === 1 ? styles.returnPaid : styles.returnNotice;
  return (
    <p role="status" className={tone} data-testid="recharge-return">
      {text}
    </p>
  );
}
