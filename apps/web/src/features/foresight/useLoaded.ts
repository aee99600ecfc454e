import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** null until the answer. */
  data: T | null;
  error: string | null;
  retry: () => void;
}

/**
 * One call's data for a part of the page, with its error kept to show beside a retry; an answer that
 * arrives after the page has gone is dropped. (The database feature has a richer one; features do not
 * import each other.)
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, and again on retry (`attempt`)
  useEffect(() => {
    let current = true;
    setData(null);
    setError(null);
    load().then(
      (d) => current && setData(d),
      (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, retry };
}
