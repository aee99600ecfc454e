import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchReservations } from '../api/rooms';

type Page = { data?: { match_id?: number }[]; last_page?: number };

/** At most this many pages of the user's reservations are read to find one match (100 a page). */
const MAX_PAGES = 5;

/**
 * Whether `matchId` is among the user's reservations (spec §4 reservation: reserved or reservable),
 * read page by page from getUserReserveLiveList, the call the backend family offers for it.
 */
export async function isReserved(load: (page: number) => Promise<Page>, matchId: number): Promise<boolean> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const rows = await load(page);
    if ((rows.data ?? []).some((r) => Number(r.match_id) === matchId)) return true;
    if (page >= Number(rows.last_page ?? 1)) return false;
  }
  return false;
}

/**
 * The room header's reserve state for the streamer's announced match: from the server at load for a
 * logged-in user, reservable when logged out; `set` takes the answer of reserveMatch (a toggle).
 */
export function useReserved(userId: number | null, matchId: number | null | undefined): [boolean, (reserved: boolean) => void] {
  const [reserved, setReserved] = useState(false);
  // Set once the user toggled: a reservation list read before the toggle, answered after it, is stale.
  const toggled = useRef(false);
  useEffect(() => {
    setReserved(false);
    toggled.current = false;
    if (userId == null || !matchId) return;
    let stale = false;
    const load = (page: number) => fetchReservations(page, 100) as Promise<Page>;
    isReserved(load, Number(matchId)).then(
      (yes) => {
        if (!stale && !toggled.current) setReserved(yes);
      },
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [userId, matchId]);
  const set = useCallback((value: boolean) => {
    toggled.current = true;
    setReserved(value);
  }, []);
  return [reserved, set];
}
