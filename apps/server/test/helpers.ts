import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type ArenaApp, buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import { type Db, openPglite, openPostgres } from '../src/db/index';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<boolean> | undefined;
/** Whether the PostgreSQL of this machine answers; its suites are skipped when it does not. */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

export interface TestDb {
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, uniquely named, empty PostgreSQL database: its URL, and dropping it (sessions still on it are ended). */
export async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `arena_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A fresh, uniquely named PostgreSQL database, dropped afterwards. */
async function freshPostgres(): Promise<TestDb> {
  const database = await postgresDatabase();
  const db = await openPostgres(database.url);
  return {
    db,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

export const variants = [
  {
    name: 'PGlite',
    skip: async () => false,
    open: async (): Promise<TestDb> => {
      const db = await openPglite(null);
      return { db, drop: () => db.close() };
    },
  },
  { name: 'PostgreSQL', skip: async () => !(await postgresReachable()), open: freshPostgres },
] as const;

/** A suite's title on a variant, saying why it is skipped when it is (PostgreSQL unreachable). */
export async function onVariant(title: string, variant: (typeof variants)[number]): Promise<string> {
  return (await variant.skip())
    ? `${title} on ${variant.name} (skipped: no PostgreSQL answers at ${PG_ADMIN_URL}, set TEST_PG_URL)`
    : `${title} on ${variant.name}`;
}

/** A controllable clock for code expiry and rate limits. */
export function clock(start = Date.UTC(2026, 10, 22, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function startApp(db: Db, overrides: Partial<Config> = {}): Promise<ArenaApp> {
  return buildApp(testConfig(overrides), { db });
}

export interface Env<T = any> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API through Fastify's inject and parses the envelope. */
export async function call<T = any>(
  arena: ArenaApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  token?: string,
  /** The client's language (`lang` header); the assertions of these suites read English. */
  lang: 'zh' | 'en' | 'vi' | null = 'en',
): Promise<Env<T> & { status: number }> {
  const res = await arena.app.inject({
    method,
    url: method === 'GET' && payload ? `${url}?${new URLSearchParams(payload as Record<string, string>)}` : url,
    ...(method === 'POST' && payload ? { payload } : {}),
    headers: { ...(token ? { token } : {}), ...(lang ? { lang } : {}) },
  });
  return { status: res.statusCode, ...(res.json() as Env<T>) };
}

/**
 * Passes the offline captcha the way a person does: asks for a question, reads it ("7 + 5 = ?"),
 * works it out and answers. Returns the `ticket` and `randstr` that login and register need (spec §5).
 */
export async function solveCaptcha(arena: ArenaApp): Promise<{ ticket: string; randstr: string }> {
  const prompt = await call<{ id: string; question: string }>(arena, 'GET', '/api/Captcha/get');
  if (prompt.code !== 0) throw new Error(`no captcha question: ${prompt.msg}`);
  const answer = await call<{ ticket: string; randstr: string }>(arena, 'POST', '/api/Captcha/check', {
    id: prompt.data.id,
    answer: String(solveQuestion(prompt.data.question)),
  });
  if (answer.code !== 0) throw new Error(`captcha not passed: ${answer.msg}`);
  return { ticket: answer.data.ticket, randstr: answer.data.randstr };
}

/** "7 + 5 = ?" → 12 (also −, ×). */
export function solveQuestion(question: string): number {
  const m = /^(\d+)\s*([+\-×])\s*(\d+)/.exec(question);
  if (!m) throw new Error(`not an arithmetic question: ${question}`);
  const [a, b] = [Number(m[1]), Number(m[3])];
  return m[2] === '+' ? a + b : m[2] === '-' ? a - b : a * b;
}

/** Password login after a passed captcha; the envelope as `call` returns it. */
export async function login<T = any>(arena: ArenaApp, mobile: string, password: string, lang: 'zh' | 'en' | 'vi' | null = 'en') {
  return call<T>(
    arena,
    'POST',
    '/api/user/login',
    { mobile, password, device_type: 'pc', ...(await solveCaptcha(arena)) },
    undefined,
    lang,
  );
}

/** Register after a passed captcha. */
export async function register(arena: ArenaApp, payload: Record<string, unknown>, lang: 'zh' | 'en' | 'vi' | null = 'en') {
  return call(arena, 'POST', '/api/user/registered', { ...payload, ...(await solveCaptcha(arena)) }, undefined, lang);
}
