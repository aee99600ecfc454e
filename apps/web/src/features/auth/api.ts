import type { paths } from '@arena/api-client';
import { api } from '../../lib/api';

// The login's calls (spec §4, §5, §7 user): the QR code and its confirmation
// on the phone's side, password login, registration and the password reset. The captcha and SMS codes,
// which the member centre needs too, are the shared layer's (session/captcha.ts, session/smsCode.ts).

/** The JSON body of a POST of the contract. */
type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

/** user/getLoginQrcode: a login code and its QR image, claimed on the score socket. */
export const fetchLoginQrCode = () => api.post('/api/user/getLoginQrcode');

/** user/qrcodeScan, qrcodeConfirm, qrcodeCancel: the phone's side of a QR login. */
export const scanQrCode = (code: string) => api.post('/api/user/qrcodeScan', { body: { code } });
/** `number`: the one the user picked, which must be the number the computer shows (issue 12). */
export const confirmQrCode = (code: string, number: number) => api.post('/api/user/qrcodeConfirm', { body: { code, number } });
export const cancelQrCode = (code: string) => api.post('/api/user/qrcodeCancel', { body: { code } });

/** user/login: password login (with a captcha pass). */
export const loginWithPassword = (body: BodyOf<'/api/user/login'>) => api.post('/api/user/login', { body });

/** user/registered: a new account (with a captcha pass). */
export const register = (body: BodyOf<'/api/user/registered'>) => api.post('/api/user/registered', { body });

/** user/forgotPassword: a new password with an SMS code. */
export const resetPassword = (body: BodyOf<'/api/user/forgotPassword'>) => api.post('/api/user/forgotPassword', { body });
