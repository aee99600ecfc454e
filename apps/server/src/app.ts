import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerArt } from './art';
import type { Config } from './config';
import { type Db, migrate, openPglite, openPostgres } from './db/index';
import { Answer, fail, GENERIC_FAILURE, NOT_AVAILABLE, NOT_LOGGED_IN, ok, UserError } from './envelope';
import { authHandlers } from './handlers/auth';
import { matchHandlers } from './handlers/matches';
import type { Handlers, Services } from './handlers/types';
import { universalHandlers } from './handlers/universal';
import { createValidator, describeError, loadContract, type Operation } from './openapi/contract';
import { Accounts, DevSmsSink, WebhookSms } from './services/accounts';
import { newToken } from './services/crypto';
import { ensureDemoAccounts, refreshSchedule, seedCatalogue } from './seed/seed';

/** Every implemented operation, by operationId. Later issues add theirs here. */
export const handlers: Handlers = { ...authHandlers, ...universalHandlers, ...matchHandlers };

/** Paths served by something other than the web app's history-mode fallback. */
const RESERVED = /^\/(api|dev|ws|im|hls|embed|uploads|storybook|static)(\/|$)/i;

export interface ArenaApp {
  app: FastifyInstance;
  services: Services;
  operations: Operation[];
  devSms: DevSmsSink | undefined;
  close(): Promise<void>;
}

async function openDb(config: Config, app: FastifyInstance): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, (error) => app.log.warn({ err: error }, 'PostgreSQL connection lost'));
  return openPglite(config.dataDir ? join(config.dataDir, 'pglite') : null);
}

async function imSecretOf(db: Db, config: Config): Promise<string> {
  if (config.imSecret) return config.imSecret;
  await db.query("insert into settings (key, value) values ('im_secret', $1) on conflict (key) do nothing", [newToken() + newToken()]);
  const [row] = await db.query<{ value: string }>("select value from settings where key = 'im_secret'");
  return row!.value;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function buildApp(config: Config, options: { db?: Db } = {}): Promise<ArenaApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // WIRE.md: controller case varies between clients (Member / member).
    routerOptions: { caseSensitive: false },
    trustProxy: true,
  });

  const db = options.db ?? (await openDb(config, app));
  await migrate(db);
  const seeded = await seedCatalogue(db);
  const restoredDemoAccounts = seeded ? [] : await ensureDemoAccounts(db);
  const live = await refreshSchedule(db, config.now());
  app.log.info({ seeded, restoredDemoAccounts, ...live, database: db.kind }, 'database ready');

  const devSms = config.smsProvider ? undefined : new DevSmsSink((msg) => app.log.info(msg));
  const sms = config.smsProvider ? new WebhookSms(config.smsProvider.url) : devSms!;
  const services: Services = { config, db, accounts: new Accounts(db, config, sms), imSecret: await imSecretOf(db, config) };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof UserError) return reply.code(200).send(fail(error.message, error.code));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, body too large, unsupported content type: the client's fault, said plainly.
      const msg = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message;
      return reply.code(200).send(fail(msg));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(200).send(fail(GENERIC_FAILURE));
  });

  // ── The contract: every operation of openapi.yaml, GET and POST, validated ──
  const contract = loadContract();
  const { operations } = contract;
  const compile = createValidator(contract, { coerce: true });
  for (const op of operations) {
    const validate = compile(op.inputSchema);
    const handler = handlers[op.operationId];
    const route = async (request: FastifyRequest, reply: FastifyReply) => {
      const tokenHeader = request.headers.token;
      const token = Array.isArray(tokenHeader) ? tokenHeader[0] : tokenHeader;
      const user = await services.accounts.userForToken(token);
      if (op.secured && !user) return fail(NOT_LOGGED_IN, 700);
      const input: Record<string, unknown> = {
        ...(request.query as Record<string, unknown>),
        ...(request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}),
      };
      if (!validate(input)) return fail(describeError(validate.errors![0]!));
      if (!handler) return fail(NOT_AVAILABLE);
      const result = await handler({ input, user, token, request, reply, services, origin: originOf(request) });
      return result instanceof Answer ? ok(result.data, result.msg) : ok(result ?? null);
    };
    app.route({ method: ['GET', 'POST'], url: op.path, handler: route });
  }

  // ── Development SMS sink (absent when a provider is configured) ──
  if (devSms) {
    app.get<{ Querystring: { mobile?: string } }>('/dev/sms/latest', async (request, reply) => {
      const code = request.query.mobile ? devSms.latestFor(request.query.mobile) : undefined;
      if (!code) {
        reply.code(404);
        return { code: null, msg: 'No code was sent to this number' };
      }
      return { code };
    });
  }

  registerArt(app, {
    team: async (id) => (await db.query<{ name: string }>('select name_en as name from teams where id = $1', [id]))[0]?.name,
    league: async (id) => (await db.query<{ name: string }>('select short_name_en as name from leagues where id = $1', [id]))[0]?.name,
  });

  // ── Static: the web app (history mode), the embed widget, the built Storybook ──
  const webIndex = join(config.webDist, 'index.html');
  let decorated = false;
  for (const [root, prefix] of [
    [config.webDist, '/'],
    [config.embedDist, '/embed/'],
    [config.storybookDist, '/storybook/'],
  ] as const) {
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, { root, prefix, decorateReply: !decorated, index: ['index.html'], wildcard: true });
    decorated = true;
  }

  // Browsers ask for /favicon.ico on every page, the Storybook iframe included.
  const favicon = join(config.webDist, 'favicon.svg');
  app.get('/favicon.ico', (_request, reply) => {
    if (!existsSync(favicon)) return reply.code(404).send({ code: 404, msg: 'Not found', data: null });
    return reply.type('image/svg+xml').sendFile('favicon.svg', config.webDist);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !RESERVED.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && existsSync(webIndex)) return reply.type('text/html').sendFile('index.html', config.webDist);
    return reply.code(404).send({ code: 404, msg: 'Not found', data: null });
  });

  return {
    app,
    services,
    operations,
    devSms,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
