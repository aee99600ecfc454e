import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Answer, fail, ok } from '../envelope';
import type { AnyHandler, Services } from '../handlers/types';
import { fieldLabel, langOf, t } from '../i18n/index';
import { createValidator, describeError, loadContract, type Operation } from '../openapi/contract';
import { originOf } from '../origin';

/**
 * Every operation of openapi.yaml (by its declared method; reads also by POST), validated against the contract (and coerced) before
 * its handler runs; an operation without a handler answers "not available". Returns the operations.
 */
export function registerContractRoutes(app: FastifyInstance, services: Services, handlers: Record<string, AnyHandler>): Operation[] {
  const contract = loadContract();
  const { operations } = contract;
  const compile = createValidator(contract, { coerce: true, bounds: true });
  for (const op of operations) {
    const validate = compile(op.inputSchema);
    const handler = handlers[op.operationId];
    const route = async (request: FastifyRequest, reply: FastifyReply) => {
      const tokenHeader = request.headers.token;
      const token = Array.isArray(tokenHeader) ? tokenHeader[0] : tokenHeader;
      const user = await services.accounts.userForToken(token);
      const lang = langOf(request.headers);
      if (op.secured && !user) return fail(t(lang, 'server.auth.notLoggedIn'), 700);
      const body = request.body ?? {};
      // A JSON body is an object: an array or a bare value is not a request of this contract.
      if (typeof body !== 'object' || Array.isArray(body)) return fail(t(lang, 'server.security.bodyNotObject'));
      // Issue 12: a write (declared POST) reads its JSON body only. A query string is not read, so a
      // POST another site can send without a preflight (no body, or a text/plain one) carries nothing.
      const input: Record<string, unknown> =
        op.method === 'post' ? { ...body } : { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
      // PostgreSQL text cannot hold U+0000: refused by name here rather than failing in SQL (issue 12).
      const nul = pathWithNul(input);
      if (nul !== undefined) return fail(t(lang, 'server.security.nulCharacter', { field: fieldLabel(lang, nul) }));
      if (!validate(input)) return fail(describeError(validate.errors![0]!, lang));
      if (!handler) return fail(t(lang, 'server.generic.notAvailable'));
      const result = await handler({ input, user, token, request, reply, services, origin: originOf(services.config, request), lang });
      return result instanceof Answer ? ok(result.data, t(lang, result.id, result.params)) : ok(result ?? null);
    };
    // Issue 12: an operation the contract declares POST answers POST only (JSON bodies), so an <img>
    // or a link on another site cannot call it; GET reads keep both methods (WIRE.md: clients
    // disagree). Every write is declared POST, also those WIRE.md's clients send as GET (their
    // descriptions say so); test/abuse-methods.test.ts holds the reviewed list of reads.
    app.route({ method: op.method === 'get' ? ['GET', 'POST'] : ['POST'], url: op.path, handler: route });
    if (op.method === 'post') {
      app.route({
        method: 'GET',
        url: op.path,
        handler: async (request) => fail(t(langOf(request.headers), 'server.generic.postOnly')),
      });
    }
  }
  return operations;
}

/** The path (`a.b.0`) of the first string in the input holding U+0000, if any. */
function pathWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = pathWithNul(inner, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
