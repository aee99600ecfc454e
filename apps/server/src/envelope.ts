/** WIRE.md: every answer is `{ code, msg, data }` with HTTP 200 (404 for an unknown path). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T, msg = 'ok'): Envelope<T> => ({ code: 0, msg, data });
export const fail = (msg: string, code = 1): Envelope<null> => ({ code, msg, data: null });

/** A failure the user can act on: answered as `code 1` with this message. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
  }
}

export const NOT_LOGGED_IN = '请登录后操作'; // spec §8, code 700
export const GENERIC_FAILURE = 'Something went wrong, please try again later';
export const NOT_AVAILABLE = 'not available yet';

/** A handler's answer with its own message (e.g. "Registration succeeded"). */
export class Answer<T = unknown> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}
