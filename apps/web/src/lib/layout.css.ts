import { createVar } from '@vanilla-extract/css';

/**
 * The main column's side padding, set by the shell (24 px, a phone's 12 px); a page that runs
 * something edge to edge (the live room's player) cancels it.
 */
export const gutter = createVar();
