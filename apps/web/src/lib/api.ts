import { createApiClient } from '@arena/api-client';
import { readLocale } from '../i18n';

// The one configured API client of the app (bulletproof-react). The base address is runtime
// configuration: `window.__ARENA_CONFIG__.apiBase` when the server injects it, else the same origin.
declare global {
  interface Window {
    __ARENA_CONFIG__?: { apiBase?: string };
  }
}

// `lang` goes with every call so the server's messages (code 1 toasts) match the interface language.
export const api = createApiClient({ baseURL: window.__ARENA_CONFIG__?.apiBase ?? '/', getLang: () => readLocale() });
