/**
 * A `request_id` for a call that moves money (apps/server/src/live/README.md, money rules): the server
 * answers a repeat of the same id with the first answer and moves nothing again, so one purchase made
 * once by the user stays one purchase even if the request is retried. 8–64 of `A-Z a-z 0-9 _ -`.
 */
export function newRequestId(kind: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `${kind}-${random}`.slice(0, 64);
}
