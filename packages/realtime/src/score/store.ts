import { Emitter } from './emitter';
import type { BasketballRow, FootballRow, ScoreFrame, Sport } from './types';

// Rows of matches kept up to date by the socket's frames (WIRE.md): `football_match` and
// `basketball_match` are merged into the row with the same id, exponent frames into its odds. Goals
// are not separate events (WIRE.md): they are found by comparing a match's new score with the old one.
// A score that goes down (a disallowed goal) is reported as a correction, never silently.

/** spec §3 goal event: `iszhu` 1 when the home side scored, the minute, the teams and the score. */
export interface GoalEvent {
  sport: Sport;
  id: number;
  /** 1: the home side scored (WIRE.md), 0: the away side. */
  iszhu: 0 | 1;
  /** Goals (or points) added for that side since the previous state. */
  count: number;
  match_str: string;
  home_team_name_zh: string | undefined;
  away_team_name_zh: string | undefined;
  home_score: number;
  away_score: number;
  previous: { home_score: number; away_score: number };
  /** The row after the change (names in every language, logos…). */
  row: Readonly<FootballRow | BasketballRow>;
}

/** A score that went down: `iszhu` 1 when the home side's score was corrected. */
export type CorrectionEvent = GoalEvent;

/** A booking (football): colour and side, with the minute and the row. */
export interface CardEvent {
  id: number;
  color: 'yellow' | 'red';
  iszhu: 0 | 1;
  count: number;
  match_str: string;
  row: Readonly<FootballRow>;
}

export interface ScoreStoreEvents extends Record<string, unknown> {
  /** A football goal (basketball points are not goals: see `change`). */
  goal: GoalEvent;
  /** A score that went down (football or basketball). */
  correction: CorrectionEvent;
  card: CardEvent;
  /** A row changed (merged frame, load or resync). */
  change: { sport: Sport; id: number; row: Readonly<FootballRow | BasketballRow> };
  /** A frame for a match the store has no row for: fetch it (the store keeps what the frame said). */
  unknown: { sport: Sport; id: number };
}

type AnyRow = FootballRow | BasketballRow;

/** A journal of the frames received while a resynchronisation fetch is under way. */
interface Sync {
  sport: Sport;
  frames: ScoreFrame[];
}

const sportOf = (frame: ScoreFrame): Sport => (frame.type === 'football_match' || frame.type === 'football_exponent' ? 0 : 1);
const idOf = (frame: ScoreFrame): number => {
  switch (frame.type) {
    case 'football_match':
      return frame.id;
    case 'football_exponent':
      return frame.sourceid;
    case 'basketball_match':
      return frame.match_id;
    case 'basketball_exponent':
      return frame.team_id;
  }
};

function scores(sport: Sport, row: AnyRow): [number, number] {
  return sport === 0
    ? [Number((row as FootballRow).home_score ?? 0), Number((row as FootballRow).away_score ?? 0)]
    : [Number((row as BasketballRow).home_scores_total ?? 0), Number((row as BasketballRow).away_scores_total ?? 0)];
}

/** The row with the frame merged in (a new object: rows are never mutated, so views can compare by identity). */
function merged(row: AnyRow, frame: ScoreFrame): AnyRow {
  switch (frame.type) {
    case 'football_match': {
      const { type: _type, ...fields } = frame;
      return { ...row, ...fields };
    }
    case 'basketball_match': {
      const { type: _type, match_id: _id, ...fields } = frame;
      return { ...row, ...fields };
    }
    case 'football_exponent': {
      const exponent = { ...((row as FootballRow).exponent ?? {}) } as Record<string, Record<string, unknown>>;
      exponent[frame.name] = { ...(exponent[frame.name] ?? {}), [frame.name1]: frame.exponent };
      return { ...row, exponent } as AnyRow;
    }
    case 'basketball_exponent':
      return { ...row, [frame.exponent]: frame.data };
  }
}

export class ScoreStore extends Emitter<ScoreStoreEvents> {
  private readonly rows: [Map<number, AnyRow>, Map<number, AnyRow>] = [new Map(), new Map()];
  private syncs: Sync[] = [];

  /** The football rows by id. */
  get football(): ReadonlyMap<number, Readonly<FootballRow>> {
    return this.rows[0] as Map<number, FootballRow>;
  }

  /** The basketball rows by id. */
  get basketball(): ReadonlyMap<number, Readonly<BasketballRow>> {
    return this.rows[1] as Map<number, BasketballRow>;
  }

  get(sport: Sport, id: number): Readonly<AnyRow> | undefined {
    return this.rows[sport].get(id);
  }

  /**
   * Rows from an HTTP call. A row already held is replaced, and a score that differs from the one
   * held is reported as goals or a correction (e.g. a goal scored while the socket was down).
   */
  load(sport: Sport, rows: readonly AnyRow[]): void {
    for (const row of rows) this.put(sport, row, true);
  }

  /** Forgets rows (the page shows other matches). */
  remove(sport: Sport, ids: readonly number[]): void {
    for (const id of ids) this.rows[sport].delete(id);
  }

  /** Merges one frame of the socket; returns whether a row changed. */
  apply(frame: ScoreFrame): boolean {
    const sport = sportOf(frame);
    for (const sync of this.syncs) if (sync.sport === sport) sync.frames.push(frame);
    const id = idOf(frame);
    const old = this.rows[sport].get(id);
    if (!old) {
      this.rows[sport].set(id, merged({ id }, frame));
      this.emit('unknown', { sport, id });
      return true;
    }
    return this.put(sport, merged(old, frame), true);
  }

  /**
   * Resynchronises rows after a reconnection (the socket's `resync`): `fetch` answers the current rows
   * from the server. Frames that arrive while it runs are replayed on top of its answer, so the
   * result is never older than what the socket said; differences from what was held (goals missed
   * while the socket was down) are reported once.
   */
  async sync(sport: Sport, fetch: () => Promise<readonly AnyRow[]>): Promise<void> {
    const journal: Sync = { sport, frames: [] };
    this.syncs.push(journal);
    let fetched: readonly AnyRow[];
    try {
      fetched = await fetch();
    } finally {
      this.syncs = this.syncs.filter((s) => s !== journal);
    }
    const next = new Map<number, AnyRow>();
    for (const row of fetched) next.set(row.id, { ...(this.rows[sport].get(row.id) ?? {}), ...row });
    for (const frame of journal.frames) {
      const id = idOf(frame);
      const base = next.get(id);
      if (base) next.set(id, merged(base, frame));
    }
    for (const row of next.values()) this.put(sport, row, true);
  }

  private put(sport: Sport, row: AnyRow, detect: boolean): boolean {
    const old = this.rows[sport].get(row.id);
    this.rows[sport].set(row.id, row);
    if (old && JSON.stringify(old) === JSON.stringify(row)) return false;
    if (old && detect) this.detect(sport, old, row);
    this.emit('change', { sport, id: row.id, row });
    return true;
  }

  private detect(sport: Sport, old: AnyRow, row: AnyRow) {
    const hadScore = sport === 0 ? old.home_score !== undefined : old.home_scores_total !== undefined;
    if (hadScore) {
      const [oh, oa] = scores(sport, old);
      const [nh, na] = scores(sport, row);
      for (const [side, before, after] of [
        [1, oh, nh],
        [0, oa, na],
      ] as const) {
        if (after === before) continue;
        const event: GoalEvent = {
          sport,
          id: row.id,
          iszhu: side,
          count: Math.abs(after - before),
          match_str: String((row as FootballRow).match_str ?? ''),
          home_team_name_zh: (row as FootballRow).home_team_name_zh ?? (row as BasketballRow).home_team_data?.short_name_zh,
          away_team_name_zh: (row as FootballRow).away_team_name_zh ?? (row as BasketballRow).away_team_data?.short_name_zh,
          home_score: nh,
          away_score: na,
          previous: { home_score: oh, away_score: oa },
          row,
        };
        if (after < before) this.emit('correction', event);
        else if (sport === 0) this.emit('goal', event);
      }
    }
    if (sport !== 0) return;
    const f = row as FootballRow;
    const o = old as FootballRow;
    for (const [color, key, side] of [
      ['yellow', 'home_yellow_card', 1],
      ['yellow', 'away_yellow_card', 0],
      ['red', 'home_red_card', 1],
      ['red', 'away_red_card', 0],
    ] as const) {
      if (o[key] === undefined || f[key] === undefined) continue;
      const added = Number(f[key]) - Number(o[key]);
      if (added > 0) this.emit('card', { id: row.id, color, iszhu: side, count: added, match_str: String(f.match_str ?? ''), row: f });
    }
  }
}
