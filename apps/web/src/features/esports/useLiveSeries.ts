import { bindEsports, type EsportsRow, EsportsStore } from '@arena/realtime';
import type { SeriesData } from '@arena/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { sportSocket } from '../../lib/scoreSocket';
import { fetchMatchesByIds } from './api';
import { type EsportsMatch, seriesOf } from './model';

/**
 * The series a page shows, kept current by the score socket's esports pushes (classify 2) while the
 * page is open: `rows` are what the page fetched; the answer is the same rows with every push merged
 * in (a new object only for a series that changed). After a reconnection the rows on screen are
 * fetched again (Esports/matches?ids=) and pushes received meanwhile replayed over the answer.
 * `onStage` hears a series start or end, or a game (map) start or end.
 */
export function useLiveSeries(rows: readonly EsportsMatch[] | null, onStage?: (id: number) => void): EsportsMatch[] | null {
  const store = useMemo(() => new EsportsStore(), []);
  const [version, setVersion] = useState(0);
  const stage = useRef(onStage);
  stage.current = onStage;
  const ids = useRef<number[]>([]);

  useEffect(() => {
    const socket = sportSocket(2);
    const offs = [
      bindEsports(socket, store),
      store.on('change', () => setVersion((v) => v + 1)),
      store.on('stage', ({ id }) => stage.current?.(id)),
      socket.on('resync', () => {
        if (ids.current.length === 0) return;
        void store.sync(() => fetchMatchesByIds(ids.current).then((d) => (d.data ?? []) as EsportsRow[])).catch(() => undefined);
      }),
    ];
    return () => {
      for (const off of offs) off();
      socket.close();
    };
  }, [store]);

  useEffect(() => {
    if (!rows) return;
    store.remove(ids.current.filter((id) => !rows.some((r) => r.id === id)));
    ids.current = rows.map((r) => r.id);
    store.load(rows);
  }, [rows, store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change counter
  return useMemo(() => (rows ? rows.map((r) => (store.get(r.id) as EsportsMatch | undefined) ?? r) : null), [rows, store, version]);
}

/**
 * Rows as the widgets draw them, one SeriesData per row object: a row that did not change keeps its
 * SeriesData, so the memoised list rows skip it.
 */
export function useSeriesData(rows: readonly EsportsMatch[] | null): SeriesData[] | null {
  const cache = useRef(new WeakMap<EsportsMatch, SeriesData>());
  return useMemo(
    () =>
      rows?.map((r) => {
        let s = cache.current.get(r);
        if (!s) {
          s = seriesOf(r);
          cache.current.set(r, s);
        }
        return s;
      }) ?? null,
    [rows],
  );
}
