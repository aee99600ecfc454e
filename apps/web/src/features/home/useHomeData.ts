import type { HotMatch, SystemSettings } from '@arena/api-client';
import { useCallback, useEffect, useState } from 'react';
import { fetchHotMatches, fetchSettings } from './api';

export type HomeData =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; settings: SystemSettings; matches: HotMatch[] };

/** System settings and today's hot matches: browser → client → server → database. */
export function useHomeData(): [HomeData, () => void] {
  const [data, setData] = useState<HomeData>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    let cancelled = false;
    setData({ state: 'loading' });
    Promise.all([fetchSettings(), fetchHotMatches()])
      .then(([settings, matches]) => {
        if (!cancelled) setData({ state: 'ready', settings, matches: matches ?? [] });
      })
      .catch((error: unknown) => {
        if (!cancelled) setData({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [data, retry];
}
