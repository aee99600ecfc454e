import type { paths } from '@arena/api-client';
import { readLocale } from '../../../i18n';
import { api } from '../../../lib/api';

// The personal centre's calls (issue 14): the profile (User/getUserInfo, member/updateInfo), stock
// avatars (user/avatarList), an avatar upload (a single-use Member/getQiniuToken token, then our
// /uploads store), and the signed-in sessions (Member/sessionList, signOutSession, signOutAll).

type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

export const fetchProfile = () => api.get('/api/User/getUserInfo');
export const updateProfile = (body: BodyOf<'/api/member/updateInfo'>) => api.post('/api/member/updateInfo', { body });
export const fetchStockAvatars = () => api.get('/api/user/avatarList');
export const fetchSessions = () => api.get('/api/Member/sessionList');
export const signOutSession = (id: number) => api.post('/api/Member/signOutSession', { body: { id } });
export const signOutEverywhere = () => api.post('/api/Member/signOutAll');

/**
 * Uploads an image to the store the token names (`POST <upload_url>`, the image as the raw body, the
 * token in the `token` header); resolves to its URL, rejects with the store's message.
 */
export async function uploadImage(file: File): Promise<string> {
  const { token, upload_url } = await api.post('/api/Member/getQiniuToken');
  if (!token || !upload_url) throw new Error('upload token');
  const res = await fetch(upload_url, {
    method: 'POST',
    headers: { 'content-type': file.type, token, lang: readLocale() },
    body: file,
  });
  const envelope = (await res.json()) as { code: number; msg: string; data?: { url?: string } };
  if (envelope.code !== 0 || !envelope.data?.url) throw new Error(envelope.msg);
  return envelope.data.url;
}
