import { proxy, subscribe } from 'valtio';
import { session } from '../../session/store';
import { collect, fetchCollected } from './api/favourites';
import type { SportKey } from './api/matches';

// Favourites (collected matches): local storage while logged out; the server's `collect` calls when
// logged in (WIRE.md: api/Basketballuser/collect, type 1 basketball, 2 football), so they follow the user
// across devices. On login, favourites made while logged out are sent to the account.

const KEY = 'collect';
const typeOf = (sport: SportKey): 1 | 2 => (sport === 'basketball' ? 1 : 2);

export interface FavouritesState {
  football: number[];
  basketball: number[];
  /** Where they come from now. */
  source: 'local' | 'server';
}

function readLocal(): Pick<FavouritesState, 'football' | 'basketball'> {
  try {
    const saved = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Partial<Record<SportKey, unknown>>;
    const ids = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : []);
    return { football: ids(saved.football), basketball: ids(saved.basketball) };
  } catch {
    return { football: [], basketball: [] };
  }
}

function writeLocal(value: Pick<FavouritesState, 'football' | 'basketball'>) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ football: value.football, basketball: value.basketball }));
  } catch {
    // Storage blocked: favourites last for this visit.
  }
}

export const favourites = proxy<FavouritesState>({ ...readLocal(), source: 'local' });

async function serverList(sport: SportKey): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const data = await fetchCollected(typeOf(sport), page, 100);
    ids.push(...((data.data ?? []) as { id: number }[]).map((r) => r.id));
    if (!data.last_page || page >= data.last_page) break;
  }
  return ids;
}

/** Follows the session: the account's favourites when logged in (merging the local ones), else local ones. */
export async function syncFavourites(): Promise<void> {
  if (!session.user) {
    Object.assign(favourites, readLocal(), { source: 'local' });
    return;
  }
  const local = readLocal();
  for (const sport of ['football', 'basketball'] as const) {
    if (local[sport].length) {
      await collect(local[sport].join(','), typeOf(sport), 1);
    }
  }
  writeLocal({ football: [], basketball: [] });
  const [football, basketball] = await Promise.all([serverList('football'), serverList('basketball')]);
  if (!session.user) return; // logged out meanwhile
  Object.assign(favourites, { football, basketball, source: 'server' });
}

/** Collects or uncollects one match. */
export async function toggleFavourite(sport: SportKey, id: number): Promise<void> {
  const on = !favourites[sport].includes(id);
  if (session.user) {
    const previous = favourites[sport];
    favourites[sport] = on ? [...previous, id] : previous.filter((x) => x !== id); // at once; the answer settles it
    try {
      const data = await collect(String(id), typeOf(sport), on ? 1 : 0);
      favourites[sport] = data.collected;
    } catch (error) {
      favourites[sport] = previous;
      throw error;
    }
    return;
  }
  favourites[sport] = on ? [...favourites[sport], id] : favourites[sport].filter((x) => x !== id);
  writeLocal(favourites);
}

let started = false;
/** Starts following the session (once). */
export function startFavourites() {
  if (started) return;
  started = true;
  let user = session.user?.id;
  void syncFavourites().catch(() => undefined);
  subscribe(session, () => {
    if (session.user?.id === user) return;
    user = session.user?.id;
    void syncFavourites().catch(() => undefined);
  });
}
