import { api } from '../../../lib/api';

// "My follows" (`/persona`, issue 14) reads and changes the same ops as /attention and the room's
// follow button (User/attentionList, Member/attention); features stand alone, so the two one-line
// calls are written here rather than imported from features/live.

export const fetchFollows = (page: number, limit: number) => api.get('/api/User/attentionList', { query: { page, limit } });

/**
 * Unfollows `uid`. Member/attention is a toggle: when the list was stale (already unfollowed in
 * another tab) the first call follows again, so a second one ends the follow as the user asked.
 */
export async function unfollow(uid: number): Promise<void> {
  const { is_attention } = await api.post('/api/Member/attention', { body: { id: uid } });
  if (is_attention) await api.post('/api/Member/attention', { body: { id: uid } });
}
