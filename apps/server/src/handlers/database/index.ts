import type { Handlers } from '../types';
import { competitionHandlers } from './competition';
import { competitionsHandlers } from './competitions';
import { foresightHandlers } from './foresight';
import { playerHandlers } from './player';
import { teamHandlers } from './team';

/** The sports database (issue 19, tag `database`): competitions, their seasons, teams and players; queries in src/database. */
export const databaseHandlers: Handlers = {
  ...competitionsHandlers,
  ...competitionHandlers,
  ...teamHandlers,
  ...playerHandlers,
  ...foresightHandlers,
};
