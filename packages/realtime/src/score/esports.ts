import type { components } from '@arena/api-client/schema';
import { Emitter } from './emitter';
import type { ScoreSocket } from './socket';
import type { EsportsFrame } from './types';

// Esports series kept up to date by the score socket's `esports` pushes (issue 19, README "Esports
// pushes"): a frame's fields (all but `type`) are merged into the series with the same `id`. A series
// moving to another stage — it starts or ends, a game (map) starts or ends — is reported apart from its
// figures changing, because the players' lines are not pushed: a detail page re-fetches the series then.

/** A series as Esports/matches and Esports/match answer it, merged with the frames since. */
export type EsportsRow = Partial<components['schemas']['EsportsMatch']> & { id: number };

export interface EsportsStoreEvents extends Record<string, unknown> {
  /** A series changed (a frame, a load or a resync): `row` is a new object. */
  change: { id: number; row: Readonly<EsportsRow> };
  /** The series' status, its current game or that game's status changed (not its kills or rounds). */
  stage: { id: number; row: Readonly<EsportsRow>; previous: Readonly<EsportsRow> };
  /** A frame for a series the store does not hold: fetch it (the store keeps what the frame said). */
  unknown: { id: number };
}

/** What says which stage a series is at: a change here is a `stage` event. */
const stageOf = (row: EsportsRow) =>
  [row.status, row.current_game, row.live?.number, row.live?.status, row.home_score, row.away_score].join();

export class EsportsStore extends Emitter<EsportsStoreEvents> {
  private readonly rows = new Map<number, EsportsRow>();
  private journals: EsportsFrame[][] = [];

  get series(): ReadonlyMap<number, Readonly<EsportsRow>> {
    return this.rows;
  }

  get(id: number): Readonly<EsportsRow> | undefined {
    return this.rows.get(id);
  }

  /** Series from an HTTP call; one already held is replaced. */
  load(rows: readonly EsportsRow[]): void {
    for (const row of rows) this.put(row);
  }

  /** Forgets series (the page shows others). */
  remove(ids: readonly number[]): void {
    for (const id of ids) this.rows.delete(id);
  }

  /** Merges one push; returns whether a series changed. */
  apply(frame: EsportsFrame): boolean {
    for (const journal of this.journals) journal.push(frame);
    const { type: _type, ...fields } = frame;
    const old = this.rows.get(frame.id);
    if (!old) {
      this.rows.set(frame.id, fields);
      this.emit('unknown', { id: frame.id });
      return true;
    }
    return this.put({ ...old, ...fields });
  }

  /**
   * After a reconnection (the socket's `resync`): `fetch` answers the series on screen now
   * (Esports/matches?ids=…). Pushes that arrive while it runs are merged on top of its answer, so the
   * result is never older than what the socket said.
   */
  async sync(fetch: () => Promise<readonly EsportsRow[]>): Promise<void> {
    const journal: EsportsFrame[] = [];
    this.journals.push(journal);
    let fetched: readonly EsportsRow[];
    try {
      fetched = await fetch();
    } finally {
      this.journals = this.journals.filter((j) => j !== journal);
    }
    const next = new Map<number, EsportsRow>();
    for (const row of fetched) next.set(row.id, { ...(this.rows.get(row.id) ?? {}), ...row });
    for (const { type: _type, ...fields } of journal) {
      const base = next.get(fields.id);
      if (base) next.set(fields.id, { ...base, ...fields });
    }
    for (const row of next.values()) this.put(row);
  }

  private put(row: EsportsRow): boolean {
    const old = this.rows.get(row.id);
    if (old && JSON.stringify(old) === JSON.stringify(row)) return false;
    this.rows.set(row.id, row);
    if (old && stageOf(old) !== stageOf(row)) this.emit('stage', { id: row.id, row, previous: old });
    this.emit('change', { id: row.id, row });
    return true;
  }
}

/** Feeds a socket's esports pushes into the store; returns the function that stops it. */
export function bindEsports(socket: ScoreSocket, store: EsportsStore): () => void {
  return socket.on('esports', (frame) => store.apply(frame));
}
