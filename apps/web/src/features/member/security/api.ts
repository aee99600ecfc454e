import type { paths } from '@arena/api-client';
import { api } from '../../../lib/api';

// The security page's calls (issue 14): its facts (Member/securityInfo: the masked number, whether a
// payment password is set), the login password changed with the old one or an SMS code
// (Member/setPassword; the other sessions end), and the payment password set, changed or reset
// (Member/paymentPassword). SMS codes go through the shared sendCodeAfterCaptcha (session/smsCode.ts) (type 2 login
// password, 3 payment password).

type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

export const SMS_PURPOSE_PASSWORD = 2 as const;
export const SMS_PURPOSE_PAYMENT = 3 as const;

export const fetchSecurityInfo = () => api.get('/api/Member/securityInfo');
export const changePassword = (body: BodyOf<'/api/Member/setPassword'>) => api.post('/api/Member/setPassword', { body });
export const savePaymentPassword = (body: BodyOf<'/api/Member/paymentPassword'>) => api.post('/api/Member/paymentPassword', { body });

/** The own number, unmasked, where a code is sent (User/getUserInfo), when the stored login lacks it. */
export const fetchOwnMobile = () => api.get('/api/User/getUserInfo').then((u) => u.mobile);
