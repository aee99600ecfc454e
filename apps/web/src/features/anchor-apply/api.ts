import type { paths } from '@arena/api-client';
import { api } from '../../lib/api';

// Becoming a streamer (issue 15, SPEC §5): where the application stands (Member/getVerifiedInfo), filing
// it (Member/verified, with an SMS code of type 4 to the own number through the shared
// sendCodeAfterCaptcha) and the own number the code goes to.

type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

export const SMS_PURPOSE_APPLICATION = 4 as const;

export const fetchApplication = () => api.post('/api/Member/getVerifiedInfo');
export const submitApplication = (body: BodyOf<'/api/Member/verified'>) => api.post('/api/Member/verified', { body });
export const fetchOwnMobile = () => api.get('/api/User/getUserInfo').then((u) => u.mobile);
