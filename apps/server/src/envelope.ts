import type { Params } from './i18n/index';

/** WIRE.md: every answer is `{ code, msg, data }` with HTTP 200 (404 for an unknown path). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T, msg = 'ok'): Envelope<T> => ({ code: 0, msg, data });
export const fail = (msg: string, code = 1): Envelope<null> => ({ code, msg, data: null });

/**
 * A failure the user can act on: answered as `code` (1 unless said) with the message `id` of the
 * server catalogs (src/i18n), in the request's language.
 */
export class UserError extends Error {
  constructor(
    readonly id: string,
    readonly params: Params = {},
    readonly code = 1,
  ) {
    super(id);
  }
}

/** A handler's answer with its own message id (e.g. `server.auth.registered`). */
export class Answer<T = unknown> {
  constructor(
    readonly data: T,
    readonly id: string,
    readonly params: Params = {},
  ) {}
}
