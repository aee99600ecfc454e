import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerArt } from './art';
import type { Config } from './config';
import { type Db, migrate, openPglite, openPostgres } from './db/index';
import { Answer, fail, ok, UserError } from './envelope';
import { accountHandlers, registerAccountDevRoutes } from './handlers/account';
import { authHandlers } from './handlers/auth';
import { giftHandlers } from './handlers/gifts/index';
import { liveHandlers } from './handlers/live/index';
import { matchHandlers } from './handlers/matches';
import { orderHandlers } from './handlers/orders';
import { searchHandlers } from './handlers/search';
import { taskHandlers } from './handlers/tasks';
import type { AnyHandler, Services } from './handlers/types';
import { universalHandlers } from './handlers/universal';
import { createHub } from './hub/index';
import { langOf, t } from './i18n/index';
import { startLive } from './live/start';
import { createValidator, describeError, loadContract, type Operation } from './openapi/contract';
import { ensureDemoAccounts, refreshSchedule, seedCatalogue } from './seed/seed';
import { Accounts, DevSmsSink, WebhookSms } from './services/accounts';
import { createCaptcha } from './services/captcha';
import { newToken } from './services/crypto';
import { ServerEventBus } from './services/events';
import { attachQrLogin, QrLogins } from './services/qr-login';
import { Tasks } from './services/tasks';
import { Uploads } from './services/uploads';
import { startSimulator } from './sim/index';

/** Every implemented operation, by operationId. Later issues add theirs here. */
export const handlers: Record<string, AnyHandler> = {
  ...authHandlers,
  ...universalHandlers,
  ...matchHandlers,
  ...liveHandlers,
  ...giftHandlers,
  ...accountHandlers,
  ...taskHandlers,
  ...searchHandlers,
  ...orderHandlers,
};

/** Paths served by something other than the web app's history-mode fallback. */
const RESERVED = /^\/(api|dev|ws|im|hls|embed|uploads|storybook|static)(\/|$)/i;

/** Calls an embedding site may read cross-origin (the score widget's list, hot matches, system settings). */
const PUBLIC_READS = /^\/api\/(football\/football_match|basketball\/getlist|hot_match\/[a-z_]+|universal\/gethot)\/?$/i;

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
  return secretOf(db, 'im_secret');
}

/** A random secret made on first start and kept in the database, so every instance shares it. */
async function secretOf(db: Db, key: string): Promise<string> {
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, newToken() + newToken()]);
  const [row] = await db.query<{ value: string }>('select value from settings where key = $1', [key]);
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

  // One WebSocket plugin for every socket route: the score hub (/ws) and the local IM service (/im).
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  const db = options.db ?? (await openDb(config, app));
  await migrate(db);
  const seeded = await seedCatalogue(db, config.now());
  const restoredDemoAccounts = seeded ? [] : await ensureDemoAccounts(db, config.now());
  const live = await refreshSchedule(db, config.now(), config.simulatorSpeed);
  app.log.info({ seeded, restoredDemoAccounts, ...live, database: db.kind }, 'database ready');

  const devSms = config.smsProvider ? undefined : new DevSmsSink((msg) => app.log.info(msg));
  const sms = config.smsProvider ? new WebhookSms(config.smsProvider.url) : devSms!;
  const accounts = new Accounts(db, config, sms);
  const imSecret = await imSecretOf(db, config);
  const events = new ServerEventBus();
  const tasks = new Tasks(db, config, (err, msg) => app.log.warn({ err }, msg));
  const stopTasks = tasks.listen(events);
  const hub = await createHub(app, config);
  const base = {
    config,
    db,
    accounts,
    imSecret,
    events,
    hub,
    captcha: createCaptcha(config.captcha, db, config.now),
    qr: new QrLogins(db, config, accounts, imSecret),
    tasks,
    uploads: new Uploads(db, config, await secretOf(db, 'upload_secret')),
  };
  const services: Services = { ...base, live: await startLive(app, base) };
  await services.uploads.register(app);

  // The embeddable widget (apps/embed) runs on other sites and reads the public match lists and system
  // settings from there: those GETs may be read cross-origin. Nothing with a session is (no credentials,
  // and a `token` header would need a preflight, which is not answered).
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && PUBLIC_READS.test(request.url.split('?')[0] ?? '')) {
      reply.header('access-control-allow-origin', '*');
    }
    return payload;
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const lang = langOf(request.headers);
    if (error instanceof UserError) return reply.code(200).send(fail(t(lang, error.id, error.params), error.code));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, body too large, unsupported content type: the client's fault, said plainly.
      const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      return reply
        .code(200)
        .send(fail(invalidJson ? t(lang, 'server.generic.badJson') : t(lang, 'server.generic.badRequest', { reason: error.message })));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(200).send(fail(t(lang, 'server.generic.failure')));
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
      const lang = langOf(request.headers);
      if (op.secured && !user) return fail(t(lang, 'server.auth.notLoggedIn'), 700);
      const input: Record<string, unknown> = {
        ...(request.query as Record<string, unknown>),
        ...(request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}),
      };
      if (!validate(input)) return fail(describeError(validate.errors![0]!, lang));
      if (!handler) return fail(t(lang, 'server.generic.notAvailable'));
      const result = await handler({ input, user, token, request, reply, services, origin: originOf(request), lang });
      return result instanceof Answer ? ok(result.data, t(lang, result.id, result.params)) : ok(result ?? null);
    };
    app.route({ method: ['GET', 'POST'], url: op.path, handler: route });
  }

  // ── Development SMS sink (absent when a provider is configured) ──
  if (devSms) {
    app.get<{ Querystring: { mobile?: string } }>('/dev/sms/latest', async (request, reply) => {
      const code = request.query.mobile ? devSms.latestFor(request.query.mobile) : undefined;
      if (!code) {
        reply.code(404);
        return { code: null, msg: 'No code was sent to this number' }; // a developer's page, not the product's
      }
      return { code };
    });
    registerAccountDevRoutes(app, db, config.now);
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

  // The embed widget's iframe page (README "Embedding live scores"): /embed/scores?sport=&league=&…
  if (existsSync(join(config.embedDist, 'scores.html'))) {
    app.get('/embed/scores', (_request, reply) => reply.type('text/html').sendFile('scores.html', config.embedDist));
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
    return reply.code(404).send({ code: 404, msg: t(langOf(request.headers), 'server.generic.notFound'), data: null });
  });

  const simulator = startSimulator(services, app.log);
  // QR login rides the score socket (WIRE.md: login → scanCode_Login → webLoginSuccess).
  const stopQr = attachQrLogin(services.hub, services.qr, (err, msg) => app.log.warn({ err }, msg));
  // WIRE.md: `liveKickout` reaches clients over the score socket too (the IM service tells the user's
  // own connections); the client compares uid with its user (spec §4: → /anchor?type=0).
  const stopKickouts = services.events.on('liveKickout', ({ roomUid, uid }) => {
    services.hub.publish({ code: 200, data: { type: 'liveKickout', uid, anchor_id: roomUid } }, { all: true });
  });

  return {
    app,
    services,
    operations,
    devSms,
    async close() {
      await simulator?.stop();
      stopQr();
      stopKickouts();
      await hub.close();
      stopTasks();
      await app.close();
      await tasks.idle();
      if (!options.db) await db.close();
    },
  };
}
