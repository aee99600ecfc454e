import type { ArenaApp } from '../src/app';
import { KIND } from '../src/money/ledger';
import { credit } from '../src/money/wallet';
import { hashPassword } from '../src/services/crypto';
import { operatorToken, type Sample } from './contract-samples';
import { call } from './helpers';

// The contract test's sample calls of the wallet (issue 14). Money moves on fresh users (income, a bound
// card and Alipay account, the payment password 246810), so the demo account's books stay as they were.

const PAYMENT_PASSWORD = '246810';
let serial = 0;

async function walletUser(arena: ArenaApp): Promise<string> {
  serial += 1;
  const db = arena.services.db;
  const id = await db.tx(async (q) => {
    const [row] = await q.query<{ id: number }>(
      "insert into users (mobile, password_hash, user_nickname, payment_password_hash) values ($1, 'x', $2, $3) returning id",
      [
        `86-1770${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`,
        `钱包${serial}`,
        await hashPassword(PAYMENT_PASSWORD),
      ],
    );
    await credit(q, row!.id, 5_000, { kind: KIND.giftIncome, ref: 'test', at: arena.services.config.now() }, 'withdrawal_balance');
    return row!.id;
  });
  const token = await arena.services.accounts.createSession(id);
  await call(
    arena,
    'POST',
    '/api/Bank_card/bind',
    { real_name: '张三', bank_name: '招商银行', card_number: '6225880112345678', branch: '深圳分行' },
    token,
  );
  await call(arena, 'POST', '/api/Bank_card/bindAliPay', { real_name: '张三', account: 'zhang@example.com' }, token);
  return token;
}

async function withdrawal(arena: ArenaApp, token: string): Promise<number> {
  const res = await call(
    arena,
    'POST',
    '/api/Balance/applyForWithdrawal',
    { amount: 100, method: 'bank', payment_password: PAYMENT_PASSWORD },
    token,
  );
  return res.data.withdrawal.id;
}

export const walletSamples: Record<string, Sample> = {
  bankCard_bind: async (arena) => ({
    method: 'POST',
    url: '/api/Bank_card/bind',
    payload: { real_name: '李四', bank_name: '工商银行', card_number: '6222020000001234', branch: '北京分行' },
    token: await walletUser(arena),
  }),
  bankCard_getInfo: async (arena) => ({ method: 'GET', url: '/api/Bank_card/getInfo', token: await walletUser(arena) }),
  bankCard_bindAliPay: async (arena) => ({
    method: 'POST',
    url: '/api/Bank_card/bindAliPay',
    payload: { real_name: '李四', account: '13800138000' },
    token: await walletUser(arena),
  }),
  bankCard_getAliPayInfo: async (arena) => ({ method: 'GET', url: '/api/Bank_card/getAliPayInfo', token: await walletUser(arena) }),
  balance_withdrawalRules: async (_a, token) => ({ method: 'GET', url: '/api/Balance/withdrawalRules', token }),
  balance_applyForWithdrawal: async (arena) => ({
    method: 'POST',
    url: '/api/Balance/applyForWithdrawal',
    payload: { amount: 150.5, method: 'alipay', payment_password: PAYMENT_PASSWORD, request_id: 'contract-withdrawal-1' },
    token: await walletUser(arena),
  }),
  balance_withdrawalList: async (arena) => {
    const token = await walletUser(arena);
    await withdrawal(arena, token);
    return { method: 'GET', url: '/api/Balance/withdrawalList', payload: { page: 1, limit: 5 }, token };
  },
  balance_conversionBalance: async (arena) => ({
    method: 'POST',
    url: '/api/Balance/conversionBalance',
    payload: { amount: 10.1, payment_password: PAYMENT_PASSWORD },
    token: await walletUser(arena),
  }),
  chargerules_getList: async () => ({ method: 'POST', url: '/api/chargerules/getList' }),
  chargerules_provider: async () => ({ method: 'GET', url: '/api/chargerules/provider' }),
  chargerules_payUrl: async (_a, token) => ({
    method: 'POST',
    url: '/api/chargerules/payUrl',
    payload: { id: 2, pay_type: 'wechat' },
    token,
  }),
  chargerules_orderList: async (arena, token) => {
    await call(arena, 'POST', '/api/chargerules/payUrl', { id: 1, pay_type: 'alipay' }, token);
    return { method: 'GET', url: '/api/chargerules/orderList', payload: { page: 1, limit: 5 }, token };
  },
  operator_withdrawalList: async (arena) => {
    await withdrawal(arena, await walletUser(arena));
    return { method: 'GET', url: '/api/Operator/withdrawalList', payload: { status: 0 }, token: await operatorToken(arena) };
  },
  operator_reviewWithdrawal: async (arena) => ({
    method: 'POST',
    url: '/api/Operator/reviewWithdrawal',
    payload: { id: await withdrawal(arena, await walletUser(arena)), approve: false, reason: '户名不符' },
    token: await operatorToken(arena),
  }),
};
