import { api } from '../../../lib/api';

// "My space" (`/member?type=18`, issue 14) reads the ops the score page, the reservations and the
// room's horn already use: Basketballuser/collectList (type 2 football, 1 basketball),
// Live_streaming/getUserReserveLiveList, Member/hornList, and the balance ledger's gift kinds
// (Order/getList type 3 gift sent, 4 gift income).

export const fetchCollected = (type: 1 | 2, page: number, limit: number) =>
  api.get('/api/Basketballuser/collectList', { query: { type, page, limit } });
export const fetchReserved = (page: number, limit: number) =>
  api.get('/api/Live_streaming/getUserReserveLiveList', { query: { page, limit } });
export const fetchHorns = (page: number, limit: number) => api.get('/api/Member/hornList', { query: { page, limit } });

/** The ledger's kinds for gifts (money/ledger.ts: giftSent 3, giftIncome 4). */
export const GIFT_SENT = 3;
export const GIFT_RECEIVED = 4;
export const fetchLedger = (type: number, page: number, limit: number) => api.get('/api/Order/getList', { query: { type, page, limit } });
