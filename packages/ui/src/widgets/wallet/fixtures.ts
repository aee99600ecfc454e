// Plain-data fixtures for the wallet widgets' stories and tests: no network, no clock. Amounts are
// gold coins with one decimal; times are fixed (2026-11-22 12:00 UTC and earlier) so screenshots stay put.
import type { BoundAliPay } from './AliPayForm/AliPayForm';
import type { BoundBankCard } from './BankCardForm/BankCardForm';
import type { LedgerEntry, LedgerKind } from './LedgerList/LedgerList';
import type { RechargeOrderItem } from './RechargeOrderList/RechargeOrderList';
import type { ChargePackage, RechargeProvider } from './RechargePanel/RechargePanel';
import type { WalletBalances } from './WalletSummary/WalletSummary';
import type { WithdrawalItem } from './WithdrawalList/WithdrawalList';
import type { BoundAccounts, WithdrawalRules } from './WithdrawForm/WithdrawForm';

export const walletFixture: WalletBalances = { balance: 1280.5, balances: 36.8, withdrawal_balance: 520.3 };

export const packagesFixture: ChargePackage[] = [
  { id: 1, name: '10 元', coin: 100, give: 0, money: 10 },
  { id: 2, name: '50 元', coin: 500, give: 20, money: 50 },
  { id: 3, name: '100 元', coin: 1000, give: 60, money: 100 },
  { id: 4, name: '500 元', coin: 5000, give: 500, money: 500 },
];
export const providerFixture: RechargeProvider = { available: true, payTypes: ['alipay', 'wechat'] };

export const rulesFixture: WithdrawalRules = {
  minimum: 100,
  fee_percent: 2,
  fee_minimum: 2,
  withdrawal_balance: 520.3,
  has_payment_password: true,
};
export const accountsFixture: BoundAccounts = { bank: '招商银行 **** 1234', alipay: null };

const at = (minutesBefore: number) => 1_795_348_800 - minutesBefore * 60;

export const withdrawalsFixture: WithdrawalItem[] = [
  { id: 3, amount: 200, fee: 4, method: 'bank', account: '招商银行 **** 1234', status: 0, addtime: at(5) },
  {
    id: 2,
    amount: 150,
    fee: 3,
    method: 'alipay',
    account: '138****8000',
    status: 2,
    reason: '账户名与实名不符 <b>请核对</b>',
    addtime: at(60 * 26),
  },
  { id: 1, amount: 100, fee: 2, method: 'bank', account: '招商银行 **** 1234', status: 1, addtime: at(60 * 24 * 3) },
];

export const ledgerKindsFixture: LedgerKind[] = [
  { id: 1, name: '充值' },
  { id: 2, name: '送礼' },
  { id: 3, name: '收礼' },
  { id: 4, name: '提现' },
  { id: 5, name: '提现退回' },
  { id: 6, name: '兑换' },
];
export const ledgerFixture: LedgerEntry[] = [
  { id: 9, order_id: 'R20261122120000A1', type: 1, type_name: '充值', amount: 1060, addtime: at(2) },
  { id: 8, order_id: 'W3', type: 4, type_name: '提现', amount: -200, addtime: at(5) },
  { id: 7, order_id: 'C20261122', type: 6, type_name: '兑换', amount: 50.5, addtime: at(30) },
  { id: 6, order_id: 'G88213', type: 2, type_name: '送礼', amount: -9.9, addtime: at(90) },
  { id: 5, order_id: 'W2', type: 5, type_name: '提现退回', amount: 150, addtime: at(60 * 20) },
];

export const ordersFixture: RechargeOrderItem[] = [
  { order_id: 'R20261122120000A1', name: '100 元', coin: 1000, give: 60, money: 100, pay_type: 'alipay', status: 1, addtime: at(3) },
  { order_id: 'R20261122115500B2', name: '10 元', coin: 100, give: 0, money: 10, pay_type: 'wechat', status: 0, addtime: at(8) },
  { order_id: 'R20261120090000C3', name: '50 元', coin: 500, give: 20, money: 50, pay_type: 'alipay', status: 2, addtime: at(60 * 51) },
];

export const bankCardFixture: BoundBankCard = {
  real_name: '张*',
  bank_name: '招商银行',
  card_number: '**** **** **** 1234',
  branch: '深圳南山支行',
};
export const aliPayFixture: BoundAliPay = { real_name: '张*', account: '138****8000' };

/** A label in any of the three languages, for play functions that run in zh, en and vi. */
export const anyOf = (...labels: string[]) => new RegExp(`^(${labels.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
