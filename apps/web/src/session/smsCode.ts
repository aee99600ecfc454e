import { api } from '../lib/api';
import { solveCaptcha } from './captcha';

// SMS codes (spec §4, §5; issue 12): a code is sent only after a passed captcha, and the send button
// then counts down 60 s (spec §9, the CodeField's). Shared by the login dialog (register, forgot
// password) and the member centre's security page (issue 14: its own number, types 2 and 3).

/** user/getCode's `type`: 1 register, 2 login password, 3 payment password, 4 streamer application. */
export type SmsPurpose = 1 | 2 | 3 | 4;

/**
 * Asks the captcha, then sends a code of this purpose to `mobile` ("86-13800138000"). Resolves true when
 * it was sent, false when the user gave up the captcha or the server refused (its code-1 message is the
 * usual toast); the CodeField starts its countdown only on true.
 */
export async function sendCodeAfterCaptcha(mobile: string, type: SmsPurpose): Promise<boolean> {
  try {
    const pass = await solveCaptcha().catch(() => null);
    if (!pass) return false;
    await api.post('/api/user/getCode', { body: { mobile, type, ...pass } });
    return true;
  } catch (error) {
    console.info('getCode failed', error); // spec §8: failed SMS calls are logged
    return false;
  }
}
