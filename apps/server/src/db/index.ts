import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataFolder } from './data-lock';

/** The server's view of the database: one schema, PGlite or PostgreSQL behind it. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** PGlite is one connection: a mutex keeps concurrent requests out of each other's transactions. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataFolder(`${dataDir}.lock`) : () => undefined;
  let db: PGlite;
  try {
    db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  } catch (error) {
    release();
    throw error;
  }
  const lock = new Mutex();
  const q: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
  };
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => lock.run(() => q.query<T>(sql, params)),
    tx: <T>(fn: (q: Queryable) => Promise<T>) =>
      lock.run(() =>
        db.transaction(async (t) =>
          fn({
            async query<R>(sql: string, params: unknown[] = []) {
              return (await t.query<R>(sql, params)).rows;
            },
          }),
        ),
      ),
    // After the last query queued (issue 12: shutdown closes the database after the last query).
    close: () => lock.run(() => db.close()).finally(release),
  };
}

export async function openPostgres(
  connectionString: string,
  onIdleError: (error: Error) => void = (error) => console.error('PostgreSQL connection lost:', error.message),
): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection dies (server restart, admin kill) emits 'error' on the pool; with
  // no listener that is an uncaught exception that ends the process. The pool replaces the client.
  pool.on('error', onIdleError);
  // Fail at start, not at the first request, when the database cannot be reached.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export const migrationsDir = new URL('../../migrations/', import.meta.url).pathname;

/** Applies the numbered migrations in order, each in its own transaction, once. */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.query('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(dir, name), 'utf8');
    await db.tx(async (q) => {
      for (const statement of splitSql(sql)) await q.query(statement);
      await q.query('insert into schema_migrations (name) values ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

/** Splits a migration into statements (our migrations use no dollar-quoted bodies). */
function splitSql(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}
