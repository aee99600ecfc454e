import { bindScores, type ScoreSocket, type ScoreStore } from '@arena/realtime';
import { proxy, ref } from 'valtio';
import { scoreSocket, scoreStore, sportSocket } from '../../lib/scoreSocket';
import { fetchMatches, type Row, type SportKey, sportCode } from './api/matches';

// The score pages' rows as valtio state. The realtime ScoreStore merges the socket's frames and finds
// goals; every row it changes lands here as a `ref` (not proxied: a row is replaced, never mutated), so
// a snapshot keeps the identity of every row that did not change and the memoised rows skip them.

export interface MatchRowsState {
  football: Record<number, Row>;
  basketball: Record<number, Row>;
  /** The socket: open, or waiting to reconnect. */
  connection: 'connecting' | 'open' | 'waiting';
  /** Resynchronisations done after reconnecting (shown nowhere; tests read it). */
  resyncs: number;
}

export const matchRows = proxy<MatchRowsState>({ football: {}, basketball: {}, connection: 'connecting', resyncs: 0 });

const keyOf = (sport: 0 | 1): SportKey => (sport === 0 ? 'football' : 'basketball');

/** Ids on screen per sport, by who shows them: what a resync re-fetches. */
const watched = new Map<symbol, { sport: SportKey; ids: readonly number[] }>();

/** Registers the matches a view shows, for resynchronisation after a reconnect; returns the unregister. */
export function watchMatches(sport: SportKey, ids: readonly number[]): () => void {
  const token = Symbol(sport);
  watched.set(token, { sport, ids });
  return () => {
    watched.delete(token);
  };
}

export function watchedIds(sport: SportKey): number[] {
  const ids = new Set<number>();
  for (const w of watched.values()) if (w.sport === sport) for (const id of w.ids) ids.add(id);
  return [...ids];
}

/**
 * After the socket reconnects: re-fetch every match on screen (ScoreStore.sync replays frames that
 * arrive meanwhile), so a goal scored while the socket was down is neither lost nor shown twice.
 */
export async function resync(store: ScoreStore, fetch: typeof fetchMatches = fetchMatches): Promise<void> {
  await Promise.all(
    (['football', 'basketball'] as const).map((sport) => {
      const ids = watchedIds(sport);
      return ids.length ? store.sync(sportCode(sport), () => fetch(sport, { ids })) : undefined;
    }),
  );
  matchRows.resyncs += 1;
}

/** Mirrors a ScoreStore's rows into `matchRows`; returns the function that stops it. */
export function bindRows(store: ScoreStore): () => void {
  return store.on('change', ({ sport, id, row }) => {
    matchRows[keyOf(sport)][id] = ref(row as Row);
  });
}

/** Rows state follows a socket: open / waiting, and a resync of the rows on screen after it reconnects. */
function follow(socket: ScoreSocket, store: ScoreStore): () => void {
  const offs = [
    socket.on('open', () => {
      matchRows.connection = 'open';
    }),
    socket.on('close', () => {
      matchRows.connection = 'waiting';
    }),
    socket.on('resync', () => {
      void resync(store).catch(() => undefined); // the next reconnect tries again
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}

let bound = false;
/** The shared store, bound to the valtio rows and the (football) socket's state (once). */
export function rowsStore(): ScoreStore {
  const store = scoreStore();
  if (!bound) {
    bound = true;
    bindRows(store);
    follow(scoreSocket(), store);
  }
  return store;
}

let basketball: { socket: ScoreSocket; users: number; stop: () => void } | null = null;

/**
 * Keeps the pushes of `sport` coming while a view shows it; returns the release. Football comes over
 * the app's socket, always. The hub sends a connection one sport (WIRE.md `classify`), so basketball
 * gets a second connection, open while at least one view shows basketball: the football goal pop-ups
 * never pause on a basketball page, and the home page's two lists both move.
 */
export function followSport(sport: SportKey): () => void {
  const store = rowsStore();
  if (sport === 'football') return () => undefined;
  if (!basketball) {
    const socket = sportSocket(1);
    const offs = [bindScores(socket, store), follow(socket, store)];
    basketball = {
      socket,
      users: 0,
      stop: () => {
        for (const off of offs) off();
      },
    };
  }
  const held = basketball;
  held.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    if (held.users === 0 && basketball === held) {
      basketball = null;
      held.stop();
      held.socket.close();
    }
  };
}

/** Loads rows from an HTTP answer into the store (and so into `matchRows`). */
export function loadRows(sport: SportKey, rows: readonly Row[], store: ScoreStore = rowsStore()) {
  store.load(sportCode(sport), rows);
  // Rows the store already held unchanged emit no change: make sure each is present here.
  for (const row of rows) {
    const held = store.get(sportCode(sport), row.id);
    if (held && matchRows[sport][row.id] !== held) matchRows[sport][row.id] = ref(held as Row);
  }
}
