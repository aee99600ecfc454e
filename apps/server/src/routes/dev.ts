import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import type { DevSmsSink } from '../services/accounts';
import { reviewApplication } from '../services/applications';

/**
 * Development only (issue 12: registered only when config.devRoutes — development, or DEV_ROUTES=1):
 * the SMS codes sent (only while no SMS provider is configured), and the operator's review of
 * streamer applications.
 */
export function registerDevRoutes(app: FastifyInstance, devSms: DevSmsSink | undefined, db: Db, now: () => number): void {
  if (devSms) {
    app.get<{ Querystring: { mobile?: string } }>('/dev/sms/latest', async (request, reply) => {
      const code = request.query.mobile ? devSms.latestFor(request.query.mobile) : undefined;
      if (!code) {
        reply.code(404);
        return { code: null, msg: 'No code was sent to this number' }; // a developer's page, not the product's
      }
      return { code };
    });
  }

  app.post<{ Body: { user_id?: number; approve?: boolean; reason?: string } }>('/dev/verified/review', async (request, reply) => {
    const { user_id, approve = true, reason = '' } = request.body ?? {};
    if (!Number.isInteger(user_id)) {
      reply.code(400);
      return { ok: false, error: 'user_id (integer) is required' };
    }
    const done = await reviewApplication(db, user_id!, Boolean(approve), String(reason), now());
    if (!done) reply.code(404);
    return { ok: done };
  });
}
