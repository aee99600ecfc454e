export {
  type ApiClient,
  type ApiClientOptions,
  type ApiEventMap,
  type ApiEventName,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  SESSION_ENDED_CODES,
  UNAUTHENTICATED_SUPPRESS_MS,
} from './client';
export { clearTokenCookie, parseCookie, readTokenCookie, writeTokenCookie } from './cookies';
export { ApiError, ApiNetworkError, ApiResponseError, ApiTimeoutError } from './errors';
export type * from './types';
