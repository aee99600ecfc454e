import { teamMatches } from '../../database/matches';
import { teamOf, teamPage } from '../../database/team';
import type { Handlers } from '../types';
import { viewerOf } from './shared';

// A team's page and its fixtures and results.

export const teamHandlers: Handlers = {
  async database_team(ctx) {
    return teamPage(ctx.services.db, ctx.input.id, viewerOf(ctx), ctx.services.config.now());
  },

  async database_teamMatches(ctx) {
    const { db } = ctx.services;
    const team = await teamOf(db, ctx.input.id);
    const viewer = viewerOf(ctx);
    return teamMatches(db, {
      teamId: team.id,
      sport: team.sport,
      status: ctx.input.status ?? 0,
      page: ctx.input.page ?? 1,
      limit: ctx.input.limit ?? 20,
      userId: viewer.userId,
      origin: viewer.origin,
    });
  },
};
