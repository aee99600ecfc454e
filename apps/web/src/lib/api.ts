import { createApiClient } from '@arena/api-client';

// The one configured API client of the app (bulletproof-react). The base address is runtime
// configuration: `window.__ARENA_CONFIG__.apiBase` when the server injects it, else the same origin.
declare global {
  interface Window {
    __ARENA_CONFIG__?: { apiBase?: string };
  }
}

export const api = createApiClient({ baseURL: window.__ARENA_CONFIG__?.apiBase ?? '/' });
