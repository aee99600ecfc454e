import { join } from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerArt } from './art';
import type { Config } from './config';
import { type Db, migrate, openPglite, openPostgres } from './db/index';
import { registerEmoji } from './emoji';
import { fail, UserError } from './envelope';
import { esportsLeagueName, esportsTeamName } from './esports/names';
import { EsportsSimulator } from './esports/simulator';
import { refreshEsports } from './esports/start';
import { accountHandlers } from './handlers/account';
import { applicationHandlers } from './handlers/applications/index';
import { authHandlers } from './handlers/auth';
import { databaseHandlers } from './handlers/database/index';
import { esportsHandlers } from './handlers/esports/index';
import { giftHandlers } from './handlers/gifts/index';
import { liveHandlers } from './handlers/live/index';
import { matchHandlers } from './handlers/matches';
import { memberHandlers } from './handlers/member';
import { messagingHandlers } from './handlers/messaging/index';
import { orderHandlers } from './handlers/orders';
import { searchHandlers } from './handlers/search';
import { taskHandlers } from './handlers/tasks';
import type { AnyHandler, Services } from './handlers/types';
import { universalHandlers } from './handlers/universal';
import { walletHandlers } from './handlers/wallet/index';
import { createHub } from './hub/index';
import { langOf, t } from './i18n/index';
import { startLive } from './live/start';
import { leagueName, teamName } from './matches/names';
import { appointOperators } from './money/operators';
import type { Operation } from './openapi/contract';
import { Payments } from './payments/index';
import { registerPaymentRoutes } from './payments/routes';
import { UnsafeProduction, unsafeSettings } from './production';
import { registerCompression } from './routes/compression';
import { registerContractRoutes } from './routes/contract';
import { registerDevRoutes } from './routes/dev';
import { registerStatic } from './routes/static';
import { registerSecurityHeaders } from './security/headers';
import { registerRateLimits } from './security/rate-limit';
import { ensureDemoAccounts, refreshSchedule, seedCatalogue } from './seed/seed';
import { Accounts, DevSmsSink, WebhookSms } from './services/accounts';
import { createCaptcha } from './services/captcha';
import { ServerEventBus } from './services/events';
import { attachQrLogin, QrLogins } from './services/qr-login';
import { Tasks } from './services/tasks';
import { Uploads } from './services/uploads';
import { secretOf } from './settings';
import { startSimulator } from './sim/index';

/** Every implemented operation, by operationId. Later issues add theirs here. */
export const handlers: Record<string, AnyHandler> = {
  ...authHandlers,
  ...universalHandlers,
  ...matchHandlers,
  ...liveHandlers,
  ...giftHandlers,
  ...accountHandlers,
  ...applicationHandlers,
  ...memberHandlers,
  ...taskHandlers,
  ...searchHandlers,
  ...orderHandlers,
  ...walletHandlers,
  ...databaseHandlers,
  ...esportsHandlers,
  ...messagingHandlers,
};

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

export async function buildApp(config: Config, options: { db?: Db } = {}): Promise<ArenaApp> {
  // Issue 12: a production start with a setting that lets strangers in stops here, before anything opens.
  const unsafe = unsafeSettings(config);
  if (unsafe.length > 0) throw new UnsafeProduction(unsafe);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // WIRE.md: controller case varies between clients (Member / member).
    routerOptions: { caseSensitive: false },
    // Issue 12: X-Forwarded-* only from the proxies listed in TRUST_PROXY (addresses/CIDRs); none by default.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });

  // One WebSocket plugin for every socket route: the score hub (/ws) and the local IM service (/im).
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // Issue 13: larger API answers compressed (br/gzip); before any route, as the plugin hooks onRoute.
  await registerCompression(app);

  // ── Security headers (issue 12): CSP, frame-ancestors, HSTS over HTTPS, nosniff, Referrer-Policy ──
  await registerSecurityHeaders(app, config);
  // ── Abuse limits per client address (issue 12), before any route so every route is counted ──
  await registerRateLimits(app, config);

  const db = options.db ?? (await openDb(config, app));
  await migrate(db);
  // Issue 12: demo accounts (published passwords, coins) only in development or with SEED_DEMO=1.
  const seeded = await seedCatalogue(db, config.now(), { demo: config.seedDemo });
  const restoredDemoAccounts = seeded || !config.seedDemo ? [] : await ensureDemoAccounts(db, config.now());
  const live = await refreshSchedule(db, config.now(), config.simulatorSpeed);
  // Issue 19: esports series and their rooms, after refreshSchedule has put every room on air.
  const esports = await refreshEsports(db, config.now(), config.simulatorSpeed, { demo: config.seedDemo });
  // Issue 14: OPERATOR_MOBILES are made operators at every start (the development seed has its own).
  await appointOperators(db, config.wallet.operatorMobiles);
  app.log.info({ seeded, restoredDemoAccounts, ...live, ...esports, database: db.kind }, 'database ready');

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
    payments: new Payments(config.payment, config.devRoutes, db, config.now),
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

  // Issue 12: no form-urlencoded parser, and Fastify's text/plain one removed: POST bodies are JSON
  // (WIRE.md), so neither a form nor a no-preflight fetch on another site can post to the API
  // (answered 415 → code 1 "takes a POST with a JSON body"; uploads keep their own image parsers).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const lang = langOf(request.headers);
    if (error instanceof UserError) return reply.code(200).send(fail(t(lang, error.id, error.params), error.code));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, body too large, unsupported content type: the client's fault, said plainly.
      const invalidJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && request.url.startsWith('/api/')) {
        return reply.code(200).send(fail(t(lang, 'server.generic.postOnly')));
      }
      return reply
        .code(200)
        .send(fail(invalidJson ? t(lang, 'server.generic.badJson') : t(lang, 'server.generic.badRequest', { reason: error.message })));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(200).send(fail(t(lang, 'server.generic.failure')));
  });

  // ── The contract: every operation of openapi.yaml by its declared method, validated ──
  const operations = registerContractRoutes(app, services, handlers);

  // ── Payments (issue 14): providers' notifications and the local driver's pay page, outside /api ──
  await registerPaymentRoutes(app, services.payments, db, config.now);

  // ── Development routes (issue 12: only in development or with DEV_ROUTES=1; the SMS sink also needs no provider) ──
  if (config.devRoutes) registerDevRoutes(app, devSms, db, config.now, services.payments);

  registerEmoji(app);
  registerArt(app, {
    team: (id) => teamName(db, id),
    league: (id) => leagueName(db, id),
    esportsTeam: (id) => esportsTeamName(db, id),
    esportsLeague: (id) => esportsLeagueName(db, id),
  });

  // ── Static: the web app (history mode), the embed widget, the built Storybook ──
  await registerStatic(app, config);

  const simulator = startSimulator(services, app.log);
  // SIMULATOR_SPEED 0 leaves the esports series as the start wrote them too.
  const esportsSimulator =
    config.simulatorSpeed > 0
      ? new EsportsSimulator({ db, hub: services.hub, speed: config.simulatorSpeed, now: config.now, log: app.log }).start()
      : undefined;
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
      await esportsSimulator?.stop();
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
