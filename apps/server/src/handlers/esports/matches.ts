import { seriesDetail } from '../../esports/detail';
import { listSeries } from '../../esports/list';
import type { Handlers } from '../types';

// Series lists and a series' page (issue 19).

export const esportsMatchHandlers: Handlers = {
  async esports_matches(ctx) {
    const { input, services } = ctx;
    return listSeries(
      services.db,
      {
        game: input.game,
        leagueId: input.league_id,
        status: input.status ?? 0,
        date: input.date,
        tz: input.tz ?? 0,
        ids: input.ids,
        page: input.page ?? 1,
        limit: input.limit ?? 20,
      },
      services.config.now(),
      ctx.origin,
    );
  },

  async esports_match(ctx) {
    return seriesDetail(ctx.services.db, ctx.input.id, ctx.origin);
  },
};
