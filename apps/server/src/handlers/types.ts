import type { BodyOf, DataOf, operations, QueryOf } from '@arena/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Answer } from '../envelope';
import type { ScoreHub } from '../hub/hub';
import type { Lang } from '../i18n/index';
import type { LiveServices } from '../live/services';
import type { Payments } from '../payments/index';
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
  /** The payment provider for recharge (issue 14, payments/index.ts); its `driver` undefined when none. */
  payments: Payments;
}

/** Every operationId of openapi.yaml (the generated `operations` of @arena/api-client). */
export type OperationId = keyof operations;

type Empty = Record<never, never>;
/**
 * What a handler reads: the operation's query parameters and JSON body merged, typed from the
 * contract. The route validates (and coerces: `uid=8` → 8) the request against the same schema
 * before the handler runs, so these types are what arrives.
 */
export type InputOf<K extends OperationId> = ([QueryOf<operations[K]>] extends [never] ? Empty : QueryOf<operations[K]>) &
  ([BodyOf<operations[K]>] extends [never] ? Empty : BodyOf<operations[K]>);

/** The envelope's `data` of a successful answer, as the contract describes it. */
export type ResultOf<K extends OperationId> = DataOf<operations[K]>;

/** What every handler gets beside its input: the caller, the request and the server's services. */
export interface RequestContext {
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

export interface HandlerContext<K extends OperationId> extends RequestContext {
  input: InputOf<K>;
}

/**
 * The handler of operation `K`: takes the contract's input, returns the envelope's `data` (or an
 * `Answer` with its own message), or throws `UserError` for a `code 1` answer. A field the contract
 * does not have, or a wrong type, is a type error here.
 */
export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<ResultOf<K> | Answer<ResultOf<K>>>;

/** Handlers by operationId: each entry is checked against its own operation. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** What the route calls: any operation's handler, after the contract's validator has checked its input. */
// biome-ignore lint/suspicious/noExplicitAny: the dispatcher is the one place that holds every operation at once.
export type AnyHandler = (ctx: HandlerContext<any>) => Promise<unknown>;
