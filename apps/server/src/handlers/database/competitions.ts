import { competitions, setFavourite } from '../../database/competitions';
import { leagueOf } from '../../database/seasons';
import { Answer } from '../../envelope';
import { requireUser } from '../guards';
import type { Handlers } from '../types';
import { viewerOf } from './shared';

// /trophy/home: the competitions, and the user's favourites among them.

export const competitionsHandlers: Handlers = {
  async database_competitions(ctx) {
    const viewer = viewerOf(ctx);
    return { list: await competitions(ctx.services.db, { ...viewer, sport: ctx.input.type, keyword: ctx.input.keyword }) };
  },

  /** `favourite` 1 adds, 0 removes, absent toggles; the answer says which, in the request's language. */
  async database_favourite({ input, services, user }) {
    const userId = requireUser(user).id;
    const result = await services.db.tx(async (q) => {
      await leagueOf(q, input.id);
      return setFavourite(q, userId, input.id, input.favourite === undefined ? undefined : input.favourite === 1);
    });
    return new Answer(result, result.favourite === 1 ? 'server.database.favourited' : 'server.database.unfavourited');
  },
};
