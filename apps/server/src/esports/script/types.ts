import type { GameCode } from '../data';

// What a game (map) script answers at a moment: the contract's EsportsGameState and player lines,
// with team ids filled in by the caller (sides are 0 home, 1 away here).

export interface SideState {
  side: 'blue' | 'red' | 'radiant' | 'dire' | 'ct' | 't';
  kills: number | null;
  towers: number | null;
  gold: number | null;
  dragons: number | null;
  barons: number | null;
  roshans: number | null;
  rounds: number | null;
  half_rounds: number[] | null;
  money: number | null;
}

/** A player's line by line-up place (0–4) of one side. */
export interface LineState {
  hero: string | null;
  kills: number;
  deaths: number;
  assists: number;
  cs: number | null;
  gold: number | null;
  adr: number | null;
}

export interface GameMoment {
  /** Seconds of game time played (capped at the game's length). */
  duration: number;
  finished: boolean;
  /** 0 home, 1 away: set once finished. */
  winner: 0 | 1 | null;
  map: string | null;
  round: number | null;
  sides: [SideState, SideState];
  lines: [LineState[], LineState[]];
}

/** A game's whole course, decided in advance from the series id and its number. */
export interface GameScript {
  game: GameCode;
  /** Game time from its start to its end, seconds. */
  length: number;
  winner: 0 | 1;
  /** The game at `t` seconds after its start. */
  at(t: number): GameMoment;
}
