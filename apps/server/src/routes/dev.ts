import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import type { Payments } from '../payments/index';
import type { DevSmsSink } from '../services/accounts';
import { reviewApplication } from '../services/applications';

/**
 * Development only (issue 12: registered only when config.devRoutes — development, or DEV_ROUTES=1):
 * the SMS codes sent (only while no SMS provider is configured), the operator's review of streamer
 * applications, and (issue 14, local payment driver) the signed notification the pay page delivered.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  devSms: DevSmsSink | undefined,
  db: Db,
  now: () => number,
  payments?: Payments,
): void {
  const local = payments?.local;
  if (local) {
    // The body the local pay page POSTed to /pay/notify/local for an order, so a test can deliver it again.
    app.get<{ Querystring: { order_id?: string } }>('/dev/pay/notification', async (request, reply) => {
      const fields = request.query.order_id ? local.lastNotification(request.query.order_id) : undefined;
      if (!fields) {
        reply.code(404);
        return { error: 'No notification was delivered for this order' }; // a developer's page, not the product's
      }
      return fields;
    });
  }

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
