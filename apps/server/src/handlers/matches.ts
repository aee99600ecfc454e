import { Answer } from '../envelope';
import { battle } from '../matches/battle';
import { collectedIds, collectMatches } from '../matches/collects';
import { matchDetail } from '../matches/detail';
import { hotMatch, recommendedMatches, todaysHotMatches } from '../matches/hot';
import { type ListQuery, listBasketball, listFootball, listMatches, matchFilters, type Reader } from '../matches/list';
import { idList } from '../matches/sports';
import { seasonTable } from '../matches/standings';
import { requireUser } from './guards';
import type { Handlers, InputOf, RequestContext } from './types';

// The match calls of the contract (openapi.yaml, tag `matches`): lists for the score pages, hot and
// recommended matches, one match in full, standings, head-to-head and favourites. Everything is read
// from the database the simulator writes (src/sim); the queries are in src/matches.

const readerOf = ({ services, origin, user }: Pick<RequestContext, 'services' | 'origin' | 'user'>): Reader => ({
  db: services.db,
  origin,
  userId: user?.id ?? 0,
  now: services.config.now(),
});

function listQuery(input: InputOf<'football_footballMatch'> | InputOf<'basketball_getList'>): ListQuery {
  return {
    status: input.status ?? 0,
    date: input.date,
    tz: input.tz ?? 0,
    competitionId: input.competition_id,
    countryId: input.country_id,
    ids: idList(input.ids),
    page: input.page ?? 1,
    limit: input.limit ?? 20,
  };
}

export const matchHandlers: Handlers = {
  async hotMatch_allMatch({ services, origin }) {
    return todaysHotMatches(services.db, origin, services.config.now());
  },

  /** A day of the score page: every football and/or basketball match of the day (in `tz`). */
  async hotMatch_initialList(ctx) {
    const { input } = ctx;
    const day = { status: 0, date: input.date, tz: input.tz ?? 0, page: 1, limit: 500 };
    return {
      football: input.type === 1 ? [] : (await listFootball(readerOf(ctx), day)).data,
      basketball: input.type === 0 ? [] : (await listBasketball(readerOf(ctx), day)).data,
    };
  },

  async hotMatch_recommend({ input, services, origin }) {
    return recommendedMatches(services.db, origin, services.config.now(), input.type ?? 0);
  },

  async hotMatch_msgGetSimple({ input, services, origin }) {
    return hotMatch(services.db, origin, input.type ?? 0, input.id);
  },

  async football_footballMatch(ctx) {
    return listFootball(readerOf(ctx), listQuery(ctx.input));
  },

  async basketball_getList(ctx) {
    return listBasketball(readerOf(ctx), listQuery(ctx.input));
  },

  async match_filters(ctx) {
    const { input } = ctx;
    return matchFilters(readerOf(ctx), { sport: input.type ?? 0, status: input.status ?? 0, date: input.date, tz: input.tz ?? 0 });
  },

  async match_detail(ctx) {
    return matchDetail(readerOf(ctx), ctx.input.type ?? 0, ctx.input.sourceid);
  },

  async football_seasonTable({ input, services, origin }) {
    return seasonTable(services.db, origin, input.id, services.config.now());
  },

  async match_battle({ input, services }) {
    return battle(services.db, input.type, input.sourceid);
  },

  /** Favourites (WIRE.md): `id` comma list, `type` 1 basketball / 2 football; per user, in one transaction. */
  async basketballuser_collect({ input, services, user }) {
    const collect = input.collect === undefined ? undefined : input.collect === 1;
    const result = await collectMatches(services.db, requireUser(user).id, input.type === 1 ? 1 : 0, idList(input.id) ?? [], collect);
    return new Answer({ collected: result.collected }, result.collect ? 'server.scores.collected' : 'server.scores.uncollected');
  },

  /** The collected view: the user's favourite matches of a sport, in progress first. */
  async basketballuser_collectList(ctx) {
    const sport = ctx.input.type === 1 ? 1 : 0;
    const ids = await collectedIds(ctx.services.db, requireUser(ctx.user).id, sport);
    return listMatches(readerOf(ctx), sport, { status: 0, tz: 0, ids, page: ctx.input.page ?? 1, limit: ctx.input.limit ?? 20 });
  },
};
