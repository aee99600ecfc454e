import { AliPayForm, BankCardForm, type BoundAliPay, type BoundBankCard } from '@arena/ui';
import { useCallback, useEffect, useState } from 'react';
import { bindAliPay, bindBankCard, fetchAliPay, fetchBankCard } from './api';
import * as styles from './WalletPage.css';

/**
 * Binding (`/member?type=4`, issue 14): the bank card and the Alipay account withdrawals are paid to,
 * each shown masked with "replace", or the form to bind one. The server's masked answer replaces the
 * form after binding.
 */
export default function BindingPage() {
  const [card, setCard] = useState<BoundBankCard | null | undefined>(undefined);
  const [cardError, setCardError] = useState<string | null>(null);
  const [alipay, setAlipay] = useState<BoundAliPay | null | undefined>(undefined);
  const [alipayError, setAlipayError] = useState<string | null>(null);

  const loadCard = useCallback(() => {
    setCardError(null);
    setCard(undefined);
    fetchBankCard().then(
      (c) => setCard(c ?? null),
      (err: Error) => setCardError(err.message),
    );
  }, []);
  const loadAlipay = useCallback(() => {
    setAlipayError(null);
    setAlipay(undefined);
    fetchAliPay().then(
      (a) => setAlipay(a ?? null),
      (err: Error) => setAlipayError(err.message),
    );
  }, []);
  useEffect(() => {
    loadCard();
    loadAlipay();
  }, [loadCard, loadAlipay]);

  return (
    <div className={styles.page}>
      <BankCardForm
        card={card}
        error={cardError}
        onRetry={loadCard}
        onBind={async (c) => setCard(await bindBankCard({ ...c, ...(c.branch ? {} : { branch: undefined }) }))}
      />
      <AliPayForm alipay={alipay} error={alipayError} onRetry={loadAlipay} onBind={async (a) => setAlipay(await bindAliPay(a))} />
    </div>
  );
}
