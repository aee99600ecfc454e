import { matchPreview, upcomingPreviews } from '../../database/forecast/previews';
import { modelReport } from '../../database/forecast/report';
import type { Handlers } from '../types';
import { viewerOf } from './shared';

// /foresight: previews of the next football matches and the model's record. These reads store a
// match's prediction the first time it is made (match_predictions), never changing one already stored.

const nowSec = (ms: number) => Math.floor(ms / 1000);

export const foresightHandlers: Handlers = {
  async database_previews(ctx) {
    const { db, config } = ctx.services;
    return { list: await db.tx((q) => upcomingPreviews(q, viewerOf(ctx), nowSec(config.now()), ctx.input.limit ?? 12)) };
  },

  async database_preview(ctx) {
    const { db, config } = ctx.services;
    return db.tx((q) => matchPreview(q, viewerOf(ctx), nowSec(config.now()), ctx.input.match_id));
  },

  async database_modelReport(ctx) {
    const { db, config } = ctx.services;
    return db.tx((q) => modelReport(q, ctx.origin, nowSec(config.now()), ctx.input.limit ?? 50));
  },
};
