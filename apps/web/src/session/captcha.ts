import { ApiError } from '@arena/api-client';
import { proxy } from 'valtio';
import { api } from '../lib/api';

// Spec §5: a captcha passes (ret 0) before password login and register, and (issue 12) before an SMS
// code is sent. The server says which driver is in use (Captcha/get): `local` asks one of its own
// questions, shown by whoever asked for the pass (the login dialog, the security page's captcha
// dialog); `tencent` shows Tencent's captcha. Either way the result is `{ ticket, randstr }` for the call.
// Shared (not the auth feature's) because the member centre's SMS codes need it too (issue 14).

/** Captcha/get: a question (local driver) or Tencent's app id. */
const fetchCaptcha = () => api.get('/api/Captcha/get');

/** Captcha/check: the answer to a question; a pass (ticket, randstr) when right. */
const checkCaptcha = (id: string, answer: string) => api.post('/api/Captcha/check', { body: { id, answer } });

export interface CaptchaPass {
  ticket: string;
  randstr: string;
}

export const captcha = proxy<{ question: string | null; id: string | null; error?: string; pending: boolean }>({
  question: null,
  id: null,
  pending: false,
});

let settle: ((pass: CaptchaPass | null) => void) | undefined;

async function ask(error?: string) {
  const prompt = await fetchCaptcha();
  if (prompt.driver !== 'local') throw new Error('not a local captcha');
  captcha.id = prompt.id ?? null;
  captcha.question = prompt.question ?? null;
  captcha.error = error;
}

/** Resolves with a pass, or null when the user gave up. */
export async function solveCaptcha(): Promise<CaptchaPass | null> {
  const prompt = await fetchCaptcha();
  if (prompt.driver === 'tencent') return tencent(prompt.app_id!);
  captcha.id = prompt.id ?? null;
  captcha.question = prompt.question ?? null;
  captcha.error = undefined;
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export async function answerCaptcha(answer: string) {
  if (!captcha.id) return;
  captcha.pending = true;
  try {
    const pass = await checkCaptcha(captcha.id, answer);
    finish({ ticket: pass.ticket, randstr: pass.randstr });
  } catch (error) {
    // One try per question: a wrong answer gets a new question, with the reason beside it.
    await ask(error instanceof ApiError ? error.msg : undefined).catch(() => finish(null));
  } finally {
    captcha.pending = false;
  }
}

export const refreshCaptcha = () => ask().catch(() => finish(null));
export const cancelCaptcha = () => finish(null);

function finish(pass: CaptchaPass | null) {
  captcha.id = null;
  captcha.question = null;
  captcha.error = undefined;
  settle?.(pass);
  settle = undefined;
}

// ── Tencent's captcha (production) ──

declare global {
  interface Window {
    TencentCaptcha?: new (
      appId: string,
      callback: (res: { ret: number; ticket?: string; randstr?: string }) => void,
      options?: object,
    ) => { show(): void };
  }
}

function loadTencent(): Promise<void> {
  if (window.TencentCaptcha) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://turing.captcha.qcloud.com/TJCaptcha.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('captcha script failed to load'));
    document.head.append(script);
  });
}

async function tencent(appId: number): Promise<CaptchaPass | null> {
  await loadTencent();
  return new Promise((resolve) => {
    const widget = new window.TencentCaptcha!(String(appId), (res) => {
      resolve(res.ret === 0 && res.ticket && res.randstr ? { ticket: res.ticket, randstr: res.randstr } : null);
    });
    widget.show();
  });
}
