import { readLocale } from '../../i18n';
import { api } from '../../lib/api';
import { systemSettings } from '../../lib/settings';

// The messaging page's HTTP calls (issue 16): contacts and recommendations (Group/*), chat groups,
// blocks (Im/*), the message centre (Push/*) and the emoji set of the settings. Messages themselves
// travel over the IM facade (session/im.ts).

export const fetchContacts = () => api.post('/api/Group/addressBook');
export const fetchRecommendedUsers = () => api.post('/api/Group/getRecommendUserList', { body: { page: 1, limit: 10 } });
export const fetchRecommendedGroups = () => api.post('/api/Group/getRecommendGroupList', { body: { page: 1, limit: 10 } });
export const fetchRelation = (touid: number) => api.post('/api/Group/crossCorrelation', { body: { touid } });
export const fetchGroupInfo = (groupId: string) => api.get('/api/Group/groupInfo', { query: { group_id: groupId } });

export const createGroup = (name: string, uids: number[]) =>
  api.post('/api/Group/addgroup', { body: { name, ...(uids.length ? { uids: uids.join(',') } : {}) } });
export const addGroupUsers = (groupId: string, uids: number[]) =>
  api.post('/api/Group/addGroupUser', { body: { group_id: groupId, uids: uids.join(',') } });
export const joinGroup = (groupId: string) => api.post('/api/Group/joinGroup', { body: { group_id: groupId } });
export const quitGroup = (groupId: string) => api.post('/api/Group/quitGroup', { body: { group_id: groupId } });
export const destroyGroup = (groupId: string) => api.post('/api/Group/destroyGroupNew', { body: { group_id: groupId } });

export const blockUser = (touid: number) => api.post('/api/Im/block', { body: { touid } });
export const unblockUser = (touid: number) => api.post('/api/Im/unblock', { body: { touid } });

export const fetchNotices = (page: number) => api.get('/api/Push/getList', { query: { page, limit: 20 } });
/** Marks one notice read, or all of them without an id; answers the unread count left. */
export const readNotice = (id?: number) => api.post('/api/Push/read', { body: id == null ? {} : { id } });

/** The one emoji set of room and private chat (settings `emoji`), in the widgets' shape. */
export const fetchEmojis = () => systemSettings().then((s) => s.emoji ?? []);

/**
 * Uploads a picture for an image message (a single-use Member/getQiniuToken token, then our /uploads
 * store, which re-encodes it); resolves to its URL, rejects with the store's message.
 */
export async function uploadImage(file: File): Promise<string> {
  const { token, upload_url } = await api.post('/api/Member/getQiniuToken');
  if (!token || !upload_url) throw new Error('upload token');
  const res = await fetch(upload_url, { method: 'POST', headers: { 'content-type': file.type, token, lang: readLocale() }, body: file });
  const envelope = (await res.json()) as { code: number; msg: string; data?: { url?: string } };
  if (envelope.code !== 0 || !envelope.data?.url) throw new Error(envelope.msg);
  return envelope.data.url;
}
