import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import { langOf } from '../i18n/index';
import { closeRechargeOrder, rechargeOrder, yuanText } from '../money/recharge';
import { packageName } from '../money/recharge-names';
import type { Payments } from './index';
import { localPayPage } from './local-page';

// Issue 14: the payment routes, outside /api (they are not the contract's; providers and a browser
// form call them). POST /pay/notify/:driver takes a provider's notification form-encoded (Alipay) or as
// JSON; the local driver's page is GET /pay/local/<order id>, its buttons POST …/pay and …/cancel.
// Registered in their own scope: the form parser added here does not reach /api, which takes JSON only
// (issue 12, test/abuse-methods.test.ts).

type Fields = Record<string, string>;

/** A notification's fields as text, whatever the body was (form or JSON); nested values are not fields. */
function fieldsOf(body: unknown): Fields {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Fields = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
  return out;
}

export async function registerPaymentRoutes(app: FastifyInstance, payments: Payments, db: Db, now: () => number): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post<{ Params: { driver: string } }>('/pay/notify/:driver', async (request, reply) => {
      const answer = await payments.notify(request.params.driver, fieldsOf(request.body), request.log);
      return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.body);
    });

    const local = payments.local;
    if (!local) return;

    scope.get<{ Params: { orderId: string }; Querystring: { lang?: string } }>('/pay/local/:orderId', async (request, reply) => {
      const lang = langOf({ ...request.headers, lang: request.query.lang ?? request.headers.lang });
      const order = await rechargeOrder(db, request.params.orderId);
      const name = order ? packageName(lang, order.coin, order.give) : '';
      if (!order) reply.code(404);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(localPayPage(lang, order, request.params.orderId, request.cspNonce, name));
    });

    // Pay: the notification a provider would send, signed, delivered through the same route as theirs.
    scope.post<{ Params: { orderId: string } }>('/pay/local/:orderId/pay', async (request, reply) => {
      const order = await rechargeOrder(db, request.params.orderId);
      if (order && order.status === 0 && order.driver === 'local') {
        const fields = local.notification({ orderId: order.order_id, amount: yuanText(order.money), subject: order.name }, now());
        const delivered = await app.inject({ method: 'POST', url: '/pay/notify/local', payload: fields });
        if (delivered.statusCode !== 200) request.log.warn({ order: order.order_id, answer: delivered.body }, 'local payment not taken');
      }
      return reply.redirect(`/member?type=1&recharge=${encodeURIComponent(request.params.orderId)}`, 303);
    });

    scope.post<{ Params: { orderId: string } }>('/pay/local/:orderId/cancel', async (request, reply) => {
      if (await rechargeOrder(db, request.params.orderId)) await closeRechargeOrder(db, request.params.orderId);
      return reply.redirect(`/member?type=1&recharge=${encodeURIComponent(request.params.orderId)}`, 303);
    });
  });
}
