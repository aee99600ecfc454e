import { leaderKind, leaders } from '../../database/leaders';
import { overview } from '../../database/overview';
import { currentRound, roundMatches, roundsOf } from '../../database/schedule';
import { leagueOf, seasonOf, seasonSpan } from '../../database/seasons';
import { teamStats } from '../../database/team-stats';
import { competitionTables } from '../../matches/standings';
import type { Handlers } from '../types';
import { viewerOf } from './shared';

// A competition's pages (/base-football?id=, /base-basketball?id=): overview, standings, schedule,
// leaders and team statistics of a season (the current one unless `season_id` says).

export const competitionHandlers: Handlers = {
  async database_competition(ctx) {
    return overview(ctx.services.db, ctx.input.id, ctx.input.season_id, viewerOf(ctx));
  },

  async database_standings(ctx) {
    const { db } = ctx.services;
    const viewer = viewerOf(ctx);
    const league = await leagueOf(db, ctx.input.id);
    const season = await seasonOf(db, league.id, ctx.input.season_id, viewer.today);
    const scope = ctx.input.scope ?? 'all';
    return { ...(await competitionTables(db, viewer.origin, league, seasonSpan(season), scope)), scope };
  },

  async database_schedule(ctx) {
    const { db } = ctx.services;
    const viewer = viewerOf(ctx);
    const league = await leagueOf(db, ctx.input.id);
    const season = await seasonOf(db, league.id, ctx.input.season_id, viewer.today);
    const round = ctx.input.round ?? currentRound(season, viewer.today);
    const list = await roundMatches(db, league, season, round, viewer.userId, viewer.origin);
    return { round, rounds: await roundsOf(db, league, season), list };
  },

  async database_leaders(ctx) {
    const { db } = ctx.services;
    const viewer = viewerOf(ctx);
    const league = await leagueOf(db, ctx.input.id);
    const kind = leaderKind(league.sport, ctx.input.kind);
    const season = await seasonOf(db, league.id, ctx.input.season_id, viewer.today);
    return { kind, list: await leaders(db, viewer.origin, league, seasonSpan(season), kind, ctx.input.limit ?? 20) };
  },

  async database_teamStats(ctx) {
    const { db } = ctx.services;
    const viewer = viewerOf(ctx);
    const league = await leagueOf(db, ctx.input.id);
    const season = await seasonOf(db, league.id, ctx.input.season_id, viewer.today);
    return { list: await teamStats(db, viewer.origin, league, seasonSpan(season)) };
  },
};
