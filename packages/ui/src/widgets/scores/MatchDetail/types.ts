import type { Named } from '../types';

/** A player as the timeline and lineups name them. */
export interface PlayerData extends Named {
  /** The player's id in the database (Database/player), where the feed has one. */
  id?: number;
  number?: number;
  position?: string;
}
