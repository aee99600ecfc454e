import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { ScoreHub } from '../hub/hub';
import type { Lang } from '../i18n/index';
import type { LiveServices } from '../live/services';
import type { Accounts, UserRow } from '../services/accounts';
import type { CaptchaDriver } from '../services/captcha';
import type { ServerEventBus } from '../services/events';
import type { QrLogins } from '../services/qr-login';
import type { Tasks } from '../services/tasks';
import type { Uploads } from '../services/uploads';

export type { UserRow };

export interface Services {
  config: Config;
  db: Db;
  accounts: Accounts;
  imSecret: string;
  /** The score hub at /ws: onClientMessage, onClientClose, broadcast, publish (src/hub/hub.ts). */
  hub: ScoreHub;
  /** In-process events: `task` for daily tasks, kickouts, rooms going on and off air (services/events.ts). */
  events: ServerEventBus;
  /** Live rooms: IM hub, HLS channels, horn reviewer, rate limits (live/services.ts). */
  live: LiveServices;
  captcha: CaptchaDriver;
  qr: QrLogins;
  tasks: Tasks;
  uploads: Uploads;
}

export interface HandlerContext {
  input: Record<string, unknown>;
  /** The logged-in user (always set for operations with `security`). */
  user: UserRow | undefined;
  token: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  /** `https://host` of this request, for absolute image URLs (WIRE.md). */
  origin: string;
  /** The request's language (the `lang` header, Accept-Language, else zh) for texts in the answer. */
  lang: Lang;
}

/** A handler returns the envelope's `data`, or throws `UserError` for a `code 1` answer. */
export type Handler = (ctx: HandlerContext) => Promise<unknown>;
export type Handlers = Record<string, Handler>;
