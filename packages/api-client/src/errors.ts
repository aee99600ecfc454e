/** The server answered with a non-zero envelope code (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Envelope code: 1 error shown to the user, 700 not logged in, 50008/50012/50014 session ended, … */
    readonly code: number,
    /** The server's message, or "Error" when it sent none. */
    readonly msg: string,
    readonly data?: unknown,
  ) {
    super(msg);
  }
}

/** The request took longer than the client's timeout (20 s by default, spec §7). */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  constructor(
    readonly timeoutMs: number,
    options?: ErrorOptions,
  ) {
    super(`The request timed out after ${timeoutMs} ms`, options);
  }
}

/** The request never got an answer: connection refused, DNS, offline. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
}

/** The answer was not an envelope (an HTTP error page, a proxy error, not JSON). */
export class ApiResponseError extends Error {
  override readonly name = 'ApiResponseError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
