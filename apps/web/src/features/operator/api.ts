import { api } from '../../lib/api';

// The operator console's HTTP calls (issues 14–16). The server answers them to operators only (code 1
// for anyone else), which is how the page knows whom to refuse.

export const KEFU_LIST_LIMIT = 100;
export const fetchKefuConversations = () => api.get('/api/Operator/kefuConversations', { query: { page: 1, limit: KEFU_LIST_LIMIT } });
export const fetchKefuMessages = (uid: number, before?: string) =>
  api.get('/api/Operator/kefuMessages', { query: { uid, ...(before ? { next_req_message_id: before } : {}) } });
export const markKefuRead = (uid: number) => api.post('/api/Operator/kefuRead', { body: { uid } });
export const replyKefu = (uid: number, text: string) => api.post('/api/Operator/kefuReply', { body: { uid, text } });

export const fetchWithdrawalsForReview = (page: number, limit: number) =>
  api.get('/api/Operator/withdrawalList', { query: { status: 0, page, limit } });
export const reviewWithdrawal = (id: number, approve: boolean, reason?: string) =>
  api.post('/api/Operator/reviewWithdrawal', { body: { id, approve, ...(reason ? { reason } : {}) } });

export const fetchApplicationsForReview = (page: number, limit: number) =>
  api.get('/api/Operator/anchorApplications', { query: { status: 0, page, limit } });
export const reviewApplication = (userId: number, approve: boolean, reason?: string) =>
  api.post('/api/Operator/reviewAnchorApplication', { body: { user_id: userId, approve, ...(reason ? { reason } : {}) } });
