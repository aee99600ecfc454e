import type { Named } from '../types';

/** A player as the timeline and lineups name them. */
export interface PlayerData extends Named {
  number?: number;
  position?: string;
}
