// Requests a route starts before its page has rendered (issue 13: the data waits on nothing but the
// network, instead of on the page's chunk and its first render). The route's preload starts them; the
// page takes the answer once, if it is still fresh, or asks again. Errors stay with the promise: the
// page reports them when it takes it, as it would its own request's.

/** A prefetched answer counts for the page only this long after it was asked for, ms. */
const FRESH_MS = 5_000;

const entries = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `load` under `key` unless a fresh request for it is already out (idempotent per route render). */
export function prefetch(key: string, load: () => Promise<unknown>, now = Date.now()): void {
  const entry = entries.get(key);
  if (entry && now - entry.at < FRESH_MS) return;
  const answer = load();
  answer.catch(() => undefined); // taken later, or never: not an unhandled rejection either way
  entries.set(key, { at: now, answer });
}

/** The prefetched answer under `key`, once (later loads ask the server again), if still fresh. */
export function takePrefetched<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const entry = entries.get(key);
  entries.delete(key);
  return entry && now - entry.at < FRESH_MS ? (entry.answer as Promise<T>) : undefined;
}
