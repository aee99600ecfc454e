import { useCallback, useEffect, useRef, useState } from 'react';

export interface Paged<T> {
  data: T[];
  last_page: number;
}

/**
 * A list read page by page (the wallet's withdrawals, ledger and recharge orders; the operator console's reviews): the first page when
 * `reloadKey` changes (it names what the list depends on) or on `reload`, further pages on `more`. A later page may repeat a row when the list
 * changed meanwhile: the first copy stays. An answer for an older request is dropped.
 */
export function usePaged<T>(fetchPage: (page: number) => Promise<Paged<T>>, keyOf: (item: T) => string | number, reloadKey: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  // The latest functions of the caller's render, read when a page loads.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const keyRef = useRef(keyOf);
  keyRef.current = keyOf;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey names what the list depends on
  const load = useCallback(
    (p: number) => {
      const mine = p === 1 ? ++generation.current : generation.current;
      if (p === 1) {
        setError(null);
        setItems(null);
      } else setLoadingMore(true);
      fetchRef
        .current(p)
        .then(
          (r) => {
            if (mine !== generation.current) return;
            setItems((prev) => {
              const all = p === 1 ? r.data : [...(prev ?? []), ...r.data];
              return all.filter((x, i) => all.findIndex((o) => keyRef.current(o) === keyRef.current(x)) === i);
            });
            setPage(p);
            setHasMore(p < r.last_page);
          },
          (err: Error) => {
            if (mine === generation.current && p === 1) setError(err.message);
          },
        )
        .finally(() => setLoadingMore(false));
    },
    [reloadKey],
  );

  useEffect(() => load(1), [load]);

  return { items, error, hasMore, loadingMore, reload: () => load(1), more: () => load(page + 1) };
}
