import { type DependencyList, useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** null until the first answer (and again while a new key loads). */
  data: T | null;
  error: string | null;
  retry: () => void;
  /** Replaces the data (an optimistic change, a live refresh). */
  set: (data: T) => void;
}

/**
 * One call's data for a page part: loads when `deps` change (what was shown is dropped, so a stale
 * table never sits under a new choice), keeps the error's message to show with a retry, ignores
 * answers that arrive after the part moved on. `refreshMs` reloads quietly in place (live rounds);
 * a part not on screen passes `enabled: false` and fetches nothing.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  { refreshMs, enabled = true }: { refreshMs?: number; enabled?: boolean } = {},
): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again
  useEffect(() => {
    let current = true;
    setData(null);
    setError(null);
    if (!enabled) return;
    const run = (quiet: boolean) =>
      load().then(
        (d) => current && setData(d),
        (e: unknown) => current && !quiet && setError(e instanceof Error ? e.message : String(e)),
      );
    void run(false);
    const timer = refreshMs ? setInterval(() => void run(true), refreshMs) : undefined;
    return () => {
      current = false;
      if (timer) clearInterval(timer);
    };
  }, [...deps, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, retry, set: setData };
}
