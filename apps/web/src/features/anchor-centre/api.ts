import type { paths } from '@arena/api-client';
import { api } from '../../lib/api';

// The anchor centre's calls (issue 15): the push address and stream key (Live/getLiveUrl, reset by
// Live/resetStreamKey), start and end the broadcast (Live/startRoom, endRoom), the room's settings
// (Live/getLiveSettings, Live_streaming/setLiveInfo: title, category, bound match, cover), the
// announcement (Live/setPlacard), reserving a match to broadcast (Live_streaming/setReserveLiveNew),
// broadcast records (Live/getRoomList), gift income by day or week (Live/anchorIncome) and the
// contributors of a period (Live/anchorContribution).

type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;
export type IncomePeriod = 'day' | 'week';

export const fetchIngest = () => api.get('/api/Live/getLiveUrl');
export const resetStreamKey = () => api.post('/api/Live/resetStreamKey');
export const startLive = () => api.post('/api/Live/startRoom', { body: {} });
export const endLive = () => api.post('/api/Live/endRoom');
export const fetchSettings = () => api.get('/api/Live/getLiveSettings');
export const saveSettings = (body: BodyOf<'/api/Live_streaming/setLiveInfo'>) => api.post('/api/Live_streaming/setLiveInfo', { body });
export const saveAnnouncement = (announcement: string) => api.post('/api/Live/setPlacard', { body: { announcement } });
export const reserveMatch = (match_id: number, live_type: 0 | 1 | 2) =>
  api.post('/api/Live_streaming/setReserveLiveNew', { body: { match_id, live_type } });
export const fetchRecords = () => api.get('/api/Live/getRoomList', { query: { page: 1, limit: 20 } });
export const fetchIncome = (period: IncomePeriod) =>
  api.get('/api/Live/anchorIncome', { query: { period, count: period === 'day' ? 7 : 4 } });
export const fetchContributors = (period: IncomePeriod) => api.get('/api/Live/anchorContribution', { query: { period } });
