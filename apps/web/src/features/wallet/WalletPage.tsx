import {
  type BoundAccounts,
  type ChargePackage,
  ConversionForm,
  type PayType,
  RechargePanel,
  type RechargeProvider,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type WalletAction,
  WalletSummary,
  type WithdrawalRules,
  WithdrawForm,
} from '@arena/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { saveProfile, session } from '../../session/store';
import {
  applyForWithdrawal,
  convertIncome,
  createRechargeOrder,
  fetchAliPay,
  fetchBankCard,
  fetchPackages,
  fetchProfile,
  fetchProvider,
  fetchWithdrawalRules,
} from './api';
import { LedgerTab } from './LedgerTab';
import { OrdersTab } from './OrdersTab';
import { RechargeReturn } from './RechargeReturn';
import { useRequestId } from './requestId';
import * as styles from './WalletPage.css';
import { WithdrawalsTab } from './WithdrawalsTab';

export const walletTabs = ['recharge', 'convert', 'withdraw', 'withdrawals', 'ledger', 'orders'] as const;
type WalletTab = (typeof walletTabs)[number];
const isTab = (v: string | null): v is WalletTab => (walletTabs as readonly string[]).includes(v ?? '');

export const BINDING_HREF = '/member?type=4';
export const SECURITY_HREF = '/member?type=3';

/**
 * The wallet (`/member?type=1`, issue 14): the balances on top, then recharge, conversion, withdrawal
 * and the lists (withdrawals, ledger, recharge orders) as tabs (`&tab=`). Every money move refreshes
 * the balances the nav shows (the session's user) and the lists. The payment page returns with
 * `&recharge=<order id>`: that order's state shows, and the balances refresh once it is paid.
 */
export default function WalletPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSnapshot(session);
  const returned = params.get('recharge');
  const tab: WalletTab = isTab(params.get('tab')) ? (params.get('tab') as WalletTab) : returned ? 'orders' : 'recharge';

  const [profileError, setProfileError] = useState<string | null>(null);
  const [rules, setRules] = useState<WithdrawalRules | null>(null);
  const [accounts, setAccounts] = useState<BoundAccounts | null>(null);
  const [rulesError, setRulesError] = useState<string | null>(null);
  const [packages, setPackages] = useState<ChargePackage[] | null>(null);
  const [provider, setProvider] = useState<RechargeProvider | null>(null);
  const [rechargeError, setRechargeError] = useState<string | null>(null);
  /** Bumped after each money move: the lists read their first page again. */
  const [version, setVersion] = useState(0);
  const convertId = useRequestId('convert');
  const withdrawId = useRequestId('withdraw');
  const payId = useRequestId('recharge');
  const tabsRef = useRef<HTMLDivElement>(null);
  /** Set by the summary's actions: once their tab shows, it takes focus, so keyboard and screen-reader users land where the action is. */
  const focusTab = useRef(false);

  const loadProfile = useCallback(() => {
    setProfileError(null);
    fetchProfile().then(saveProfile, (err: Error) => setProfileError(err.message));
  }, []);
  const loadRules = useCallback(() => {
    setRulesError(null);
    setRules(null);
    setAccounts(null);
    Promise.all([fetchWithdrawalRules(), fetchBankCard(), fetchAliPay()]).then(
      ([r, bank, alipay]) => {
        setRules(r);
        setAccounts({ bank: bank ? `${bank.bank_name} ${bank.card_number}` : null, alipay: alipay ? alipay.account : null });
      },
      (err: Error) => setRulesError(err.message),
    );
  }, []);
  const loadRecharge = useCallback(() => {
    setRechargeError(null);
    setPackages(null);
    setProvider(null);
    Promise.all([fetchPackages(), fetchProvider()]).then(
      ([p, v]) => {
        setPackages((p ?? []).map((x) => ({ id: x.id, name: x.name, coin: x.coin, give: x.give, money: x.money })));
        setProvider({ available: v.available, payTypes: v.pay_types });
      },
      (err: Error) => setRechargeError(err.message),
    );
  }, []);

  useEffect(() => {
    loadProfile();
    loadRules();
    loadRecharge();
  }, [loadProfile, loadRules, loadRecharge]);

  /**
   * After money moved: the balances (nav and summary), the rules' wallets and the lists. A conversion's or
   * withdrawal's answer carries the wallets it changed, so they are taken from it; a paid recharge (the
   * provider told the server, not this page) has no such answer and the profile is read again.
   */
  const moved = useCallback(
    (patch: { balance?: number; withdrawal_balance?: number }) => {
      const answered = patch.balance !== undefined || patch.withdrawal_balance !== undefined;
      if (answered && session.user) saveProfile({ ...session.user, ...patch });
      setRules((r) => (r && patch.withdrawal_balance != null ? { ...r, withdrawal_balance: patch.withdrawal_balance } : r));
      setVersion((v) => v + 1);
      if (!answered) loadProfile();
    },
    [loadProfile],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab shown changes
  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [tab]);

  const show = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('tab', next);
    setParams(p, { replace: true });
  };

  const wallet = user
    ? { balance: Number(user.balance ?? 0), balances: Number(user.balances ?? 0), withdrawal_balance: Number(user.withdrawal_balance ?? 0) }
    : null;
  const t = (id: string) => intl.formatMessage({ id: `app.wallet.${id}` });

  return (
    <div className={styles.page}>
      {returned ? <RechargeReturn orderId={returned} onPaid={() => moved({})} /> : null}
      <WalletSummary
        wallet={profileError ? null : wallet}
        error={profileError}
        onRetry={loadProfile}
        onAction={(a: WalletAction) => {
          focusTab.current = true;
          show(a);
        }}
      />
      <div ref={tabsRef}>
        <Tabs value={tab} onValueChange={show}>
          <TabsList label={t('tabs')}>
            {walletTabs.map((k) => (
              <TabsTrigger key={k} value={k}>
                {t(`tab.${k}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="recharge">
            <div className={styles.panel}>
              <RechargePanel
                packages={packages}
                provider={provider}
                error={rechargeError}
                onRetry={loadRecharge}
                onPay={async (id: number, payType: PayType) => {
                  const order = await createRechargeOrder({ id, pay_type: payType, request_id: payId.idFor([id, payType]) });
                  payId.done();
                  window.location.assign(order.url);
                }}
              />
            </div>
          </TabsContent>
          <TabsContent value="convert">
            <div className={styles.panel}>
              <ConversionForm
                income={rules ? rules.withdrawal_balance : null}
                hasPaymentPassword={rules?.has_payment_password ?? true}
                securityHref={SECURITY_HREF}
                onNavigate={navigate}
                onConvert={async (amount, password) => {
                  const r = await convertIncome({ amount, payment_password: password, request_id: convertId.idFor(amount) });
                  convertId.done();
                  moved({ balance: r.balance, withdrawal_balance: r.withdrawal_balance });
                }}
              />
            </div>
          </TabsContent>
          <TabsContent value="withdraw">
            <div className={styles.panel}>
              <WithdrawForm
                rules={rules}
                accounts={accounts}
                error={rulesError}
                onRetry={loadRules}
                bindHref={BINDING_HREF}
                securityHref={SECURITY_HREF}
                onNavigate={navigate}
                onWithdraw={async (amount, method, password) => {
                  const r = await applyForWithdrawal({
                    amount,
                    method,
                    payment_password: password,
                    request_id: withdrawId.idFor([amount, method]),
                  });
                  withdrawId.done();
                  moved({ withdrawal_balance: r.withdrawal_balance });
                }}
              />
            </div>
          </TabsContent>
          <TabsContent value="withdrawals">
            <div className={styles.panel}>
              <WithdrawalsTab version={version} />
            </div>
          </TabsContent>
          <TabsContent value="ledger">
            <div className={styles.panel}>
              <LedgerTab version={version} />
            </div>
          </TabsContent>
          <TabsContent value="orders">
            <div className={styles.panel}>
              <OrdersTab version={version} />
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
