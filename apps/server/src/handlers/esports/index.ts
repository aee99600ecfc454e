import type { Handlers } from '../types';
import { esportsLeagueHandlers } from './leagues';
import { esportsMatchHandlers } from './matches';

/** Esports (issue 19, tag `esports`): series, leagues; queries in src/esports. */
export const esportsHandlers: Handlers = {
  ...esportsMatchHandlers,
  ...esportsLeagueHandlers,
};
