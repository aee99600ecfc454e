import { leagueList, leaguePage } from '../../esports/league';
import type { Handlers } from '../types';

// Esports leagues by game, and one league's page (issue 19).

export const esportsLeagueHandlers: Handlers = {
  async esports_leagues(ctx) {
    return leagueList(ctx.services.db, ctx.input.game, ctx.origin);
  },

  async esports_league(ctx) {
    return leaguePage(ctx.services.db, ctx.input.id, ctx.origin);
  },
};
