import type { paths } from '@arena/api-client';
import { api } from '../../lib/api';

// The login's calls (spec §4, §5, §7 user and Captcha): the captcha, the QR code and its confirmation
// on the phone's side, SMS codes, password login, registration and the password reset.

/** The JSON body of a POST of the contract. */
type BodyOf<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

/** Captcha/get: a question (local driver) or Tencent's app id. */
export const fetchCaptcha = () => api.get('/api/Captcha/get');

/** Captcha/check: the answer to a question; a pass (ticket, randstr) when right. */
export const checkCaptcha = (id: string, answer: string) => api.post('/api/Captcha/check', { body: { id, answer } });

/** user/getLoginQrcode: a login code and its QR image, claimed on the score socket. */
export const fetchLoginQrCode = () => api.post('/api/user/getLoginQrcode');

/** user/qrcodeScan, qrcodeConfirm, qrcodeCancel: the phone's side of a QR login. */
export const scanQrCode = (code: string) => api.post('/api/user/qrcodeScan', { body: { code } });
/** `number`: the one the user picked, which must be the number the computer shows (issue 12). */
export const confirmQrCode = (code: string, number: number) => api.post('/api/user/qrcodeConfirm', { body: { code, number } });
export const cancelQrCode = (code: string) => api.post('/api/user/qrcodeCancel', { body: { code } });

/** user/getCode: an SMS code (`type` 1 register, 2 login password reset; 3 payment password, 4 streamer application). */
export const sendSmsCode = (body: BodyOf<'/api/user/getCode'>) => api.post('/api/user/getCode', { body });

/** user/login: password login (with a captcha pass). */
export const loginWithPassword = (body: BodyOf<'/api/user/login'>) => api.post('/api/user/login', { body });

/** user/registered: a new account (with a captcha pass). */
export const register = (body: BodyOf<'/api/user/registered'>) => api.post('/api/user/registered', { body });

/** user/forgotPassword: a new password with an SMS code. */
export const resetPassword = (body: BodyOf<'/api/user/forgotPassword'>) => api.post('/api/user/forgotPassword', { body });
