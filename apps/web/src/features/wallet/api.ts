import type { paths } from '@arena/api-client';
import { api } from '../../lib/api';

// The wallet's calls (issue 14, packages/api-client/openapi.yaml): balances and withdrawal rules
// (Balance/*), payout accounts (Bank_card/*), recharge (chargerules/*), and the ledger (Order/getList,
// order/getTypeList). Calls that move money carry a request_id so a retry never moves money twice.

type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

export const fetchProfile = () => api.get('/api/User/getUserInfo');
export const fetchWithdrawalRules = () => api.get('/api/Balance/withdrawalRules');
export const fetchBankCard = () => api.get('/api/Bank_card/getInfo');
export const fetchAliPay = () => api.get('/api/Bank_card/getAliPayInfo');
export const bindBankCard = (body: BodyOf<'/api/Bank_card/bind'>) => api.post('/api/Bank_card/bind', { body });
export const bindAliPay = (body: BodyOf<'/api/Bank_card/bindAliPay'>) => api.post('/api/Bank_card/bindAliPay', { body });

export const applyForWithdrawal = (body: BodyOf<'/api/Balance/applyForWithdrawal'>) =>
  api.post('/api/Balance/applyForWithdrawal', { body });
export const convertIncome = (body: BodyOf<'/api/Balance/conversionBalance'>) => api.post('/api/Balance/conversionBalance', { body });
export const fetchWithdrawals = (page: number, limit: number) => api.get('/api/Balance/withdrawalList', { query: { page, limit } });

export const fetchPackages = () => api.post('/api/chargerules/getList');
export const fetchProvider = () => api.get('/api/chargerules/provider');
export const createRechargeOrder = (body: BodyOf<'/api/chargerules/payUrl'>) => api.post('/api/chargerules/payUrl', { body });
export const fetchRechargeOrders = (page: number, limit: number) => api.get('/api/chargerules/orderList', { query: { page, limit } });

export const fetchLedger = (type: number | null, page: number, limit: number) =>
  api.get('/api/Order/getList', { query: type == null ? { page, limit } : { type, page, limit } });
export const fetchLedgerKinds = () => api.get('/api/order/getTypeList');
