import type { MatchData } from '@arena/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchMatches, type MatchQuery, type Row, type SportKey } from './api/matches';
import { followSport, loadRows, matchRows, rowsStore, watchMatches } from './store';

export interface MatchesResult {
  state: 'loading' | 'ready' | 'error';
  error?: string;
  /** The rows in the server's order, live: each row object changes only when that match changes. */
  rows: MatchData[];
  retry: () => void;
}

/**
 * The matches of a query, kept live: fetched once (browser → client → server), then updated by the
 * socket through the shared store; registered for resynchronisation while on screen.
 */
export function useMatches(sport: SportKey, query: MatchQuery | null): MatchesResult {
  const [ids, setIds] = useState<number[]>([]);
  const [state, setState] = useState<{ state: 'loading' | 'ready' | 'error'; error?: string }>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);
  rowsStore();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query, `attempt` retries
  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    setState({ state: 'loading' });
    fetchMatches(sport, query).then(
      (rows: Row[]) => {
        if (cancelled) return;
        loadRows(sport, rows);
        setIds(rows.map((r) => r.id));
        setState({ state: 'ready' });
      },
      (error: unknown) => {
        if (!cancelled) setState({ state: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [sport, key, attempt]);

  useEffect(() => watchMatches(sport, ids), [sport, ids]);
  useEffect(() => followSport(sport), [sport]);

  const snap = useSnapshot(matchRows)[sport];
  const rows = useMemo(() => {
    const out: MatchData[] = [];
    for (const id of ids) {
      const row = snap[id];
      if (row) out.push(row as MatchData);
    }
    return out;
  }, [ids, snap]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, rows: query ? rows : [], retry };
}
