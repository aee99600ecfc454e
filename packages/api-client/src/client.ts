import { createFetch, FetchError, ofetch } from 'ofetch';
import { readTokenCookie } from './cookies';
import { ApiError, ApiNetworkError, ApiResponseError, ApiTimeoutError } from './errors';
import type { paths } from './generated/schema';
import type { DataOf, Input, Method, Operation, PathsWith } from './types';

export interface ApiClientOptions {
  /** Base address of the API, from runtime configuration (e.g. `/` or `https://api.example.com/`). */
  baseURL: string;
  /** Milliseconds before a request is abandoned; spec §7: 20 s. */
  timeout?: number;
  /** Where the session token comes from; defaults to the `token` cookie. */
  getToken?: () => string | undefined | null;
  /** The interface language (zh / en / vi), sent as the `lang` header so the server's messages match it. */
  getLang?: () => string | undefined | null;
  /** Clock for the code-700 suppression window; injectable for tests. */
  now?: () => number;
  /** A fetch implementation (tests, server-side rendering); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

export interface ApiEventMap {
  /** Code 1: the message to show the user for 5 s (spec §8). */
  error: { code: number; msg: string; path: string };
  /** Code 700: not logged in or the session expired. Repeats within 2 s are suppressed. */
  unauthenticated: { code: 700; msg: string; path: string };
  /** Codes 50008 / 50012 / 50014: the session was ended elsewhere (the 确认退出 dialog). */
  sessionEnded: { code: number; msg: string; path: string };
}

export type ApiEventName = keyof ApiEventMap;

export const DEFAULT_TIMEOUT_MS = 20_000;
/** Spec §9: repeated code-700 suppression 2 s. */
export const UNAUTHENTICATED_SUPPRESS_MS = 2_000;
export const SESSION_ENDED_CODES: readonly number[] = [50008, 50012, 50014];

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

function isTimeout(error: unknown): boolean {
  const e = error as { name?: string; cause?: { name?: string } } | undefined;
  return e?.name === 'TimeoutError' || e?.cause?.name === 'TimeoutError';
}

export function createApiClient(options: ApiClientOptions) {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => Date.now());
  const getToken = options.getToken ?? readTokenCookie;
  const listeners: { [K in ApiEventName]: Set<(event: ApiEventMap[K]) => void> } = {
    error: new Set(),
    unauthenticated: new Set(),
    sessionEnded: new Set(),
  };
  let lastUnauthenticated = Number.NEGATIVE_INFINITY;

  const base = options.fetch ? createFetch({ fetch: options.fetch }) : ofetch;
  const fetcher = base.create({
    baseURL: options.baseURL,
    timeout,
    retry: 0,
    credentials: 'omit',
    responseType: 'json',
  });

  function emit<K extends ApiEventName>(name: K, event: ApiEventMap[K]) {
    for (const listener of listeners[name]) listener(event);
  }

  /** Applies the envelope rules of spec §8 and returns `data` for code 0. */
  function settle(envelope: Envelope, path: string): unknown {
    if (envelope.code === 0) return envelope.data;
    const msg = envelope.msg?.trim() ? envelope.msg : 'Error';
    if (envelope.code === 1) {
      emit('error', { code: 1, msg, path });
    } else if (envelope.code === 700) {
      const at = now();
      if (at - lastUnauthenticated >= UNAUTHENTICATED_SUPPRESS_MS) {
        lastUnauthenticated = at;
        emit('unauthenticated', { code: 700, msg, path });
      }
    } else if (SESSION_ENDED_CODES.includes(envelope.code)) {
      emit('sessionEnded', { code: envelope.code, msg, path });
    }
    throw new ApiError(envelope.code, msg, envelope.data);
  }

  async function request(method: Method, path: string, input: { query?: object; body?: object } = {}): Promise<unknown> {
    const token = getToken();
    const lang = options.getLang?.();
    let payload: unknown;
    try {
      payload = await fetcher(path, {
        method: method.toUpperCase(),
        ...(input.query ? { query: input.query as Record<string, unknown> } : {}),
        ...(input.body ? { body: input.body as Record<string, unknown> } : {}),
        headers: { ...(token ? { token } : {}), ...(lang ? { lang } : {}) },
      });
    } catch (error) {
      if (isTimeout(error)) throw new ApiTimeoutError(timeout, { cause: error });
      if (error instanceof FetchError && error.response) {
        // An HTTP error status that still carries an envelope (e.g. the 404 of an unknown path).
        if (isEnvelope(error.data)) return settle(error.data, path);
        throw new ApiResponseError(error.response.status, `HTTP ${error.response.status} from ${path}`);
      }
      throw new ApiNetworkError(error instanceof Error ? error.message : String(error), { cause: error });
    }
    if (!isEnvelope(payload)) throw new ApiResponseError(200, `The answer from ${path} is not an envelope`);
    return settle(payload, path);
  }

  return {
    /** A GET call of the contract; resolves the envelope's `data`. */
    get<P extends PathsWith<'get'>>(path: P, input?: Input<Operation<P, 'get'>>): Promise<DataOf<Operation<P, 'get'>>> {
      return request('get', path, input as { query?: object }) as Promise<DataOf<Operation<P, 'get'>>>;
    },
    /** A POST call of the contract; resolves the envelope's `data`. */
    post<P extends PathsWith<'post'>>(path: P, input?: Input<Operation<P, 'post'>>): Promise<DataOf<Operation<P, 'post'>>> {
      return request('post', path, input as { body?: object }) as Promise<DataOf<Operation<P, 'post'>>>;
    },
    /** Untyped escape hatch for calls outside the contract. */
    request,
    /** Subscribes to an envelope event; returns the unsubscribe function. */
    on<K extends ApiEventName>(name: K, listener: (event: ApiEventMap[K]) => void): () => void {
      listeners[name].add(listener);
      return () => {
        listeners[name].delete(listener);
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type { paths };
