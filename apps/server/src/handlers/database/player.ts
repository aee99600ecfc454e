import { playerPage } from '../../database/player';
import type { Handlers } from '../types';
import { viewerOf } from './shared';

// A player's page.

export const playerHandlers: Handlers = {
  async database_player(ctx) {
    return playerPage(ctx.services.db, ctx.input.id, ctx.input.season_id, viewerOf(ctx), ctx.services.config.now());
  },
};
