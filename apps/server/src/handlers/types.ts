import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { Accounts, UserRow } from '../services/accounts';

export type { UserRow };

export interface Services {
  config: Config;
  db: Db;
  accounts: Accounts;
  imSecret: string;
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
}

/** A handler returns the envelope's `data`, or throws `UserError` for a `code 1` answer. */
export type Handler = (ctx: HandlerContext) => Promise<unknown>;
export type Handlers = Record<string, Handler>;
