import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { DataFolderLocked, lockDataFolder } from '../src/db/data-lock';
import { onVariant, postgresDatabase, variants } from './helpers';
import { TestSocket } from './ws-client';

// Issue 12: graceful shutdown of the real entry (src/main.ts), one process per PGlite data folder,
// and a production start refused before it listens.

const SERVER = join(repoRoot, 'apps', 'server');
// `tsx src/main.ts` as one process (tsx's loader in node itself, no wrapper process between us and
// the server): signals reach the server directly, and a killed test leaves no orphan behind.
const NODE_ARGS = ['--import', 'tsx', 'src/main.ts'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, NODE_ARGS, {
    cwd: SERVER,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SIMULATOR_SPEED: '0', HLS_PREGENERATE: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function until(run: Run, text: string, ms: number) {
  const end = Date.now() + ms;
  while (!run.output().includes(text)) {
    if (Date.now() > end || run.child.exitCode !== null) throw new Error(`"${text}" not seen:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A request whose body never finishes (a slow client): it holds the drain open. */
async function slowRequest(port: number) {
  const slow = connect(port, '127.0.0.1');
  await new Promise((r) => slow.once('connect', r));
  slow.on('error', () => undefined);
  slow.write('POST /api/universal/getHot HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
  await new Promise((r) => setTimeout(r, 300));
  return slow;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('src/main.ts on a PGlite data folder', () => {
  it('SIGTERM with a socket open → exit 0 within SHUTDOWN_TIMEOUT_MS; a second process on the folder is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-shutdown-'));
    dirs.push(dir);
    const port = await freePort();
    const first = start({ ARENA_DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_TIMEOUT_MS: '8000' });
    try {
      await until(first, 'Arena is up', 150_000);

      const second = start({ ARENA_DATA_DIR: dir, PORT: String(await freePort()), HOST: '127.0.0.1' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(new RegExp(`in use by another Arena server \\(pid ${first.child.pid}, lock file .*pglite\\.lock\\)`));

      const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`);
      const t0 = Date.now();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(Date.now() - t0).toBeLessThan(8_000);
      await socket.closed;
      expect(first.output()).toContain('shut down');
      expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 240_000);

  it('a drain past SHUTDOWN_TIMEOUT_MS → exits at the deadline (code 1, saying so)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-deadline-'));
    dirs.push(dir);
    const port = await freePort();
    const run = start({ ARENA_DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_TIMEOUT_MS: '2000' });
    try {
      await until(run, 'Arena is up', 150_000);
      const slow = await slowRequest(port);
      const t0 = Date.now();
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(1);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1_900);
      expect(Date.now() - t0).toBeLessThan(6_000);
      expect(run.output()).toContain('shutdown did not finish within SHUTDOWN_TIMEOUT_MS=2000');
      slow.destroy();
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 240_000);

  it('a second signal during the drain → exits at once (code 1, the drain not waited for)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-twice-'));
    dirs.push(dir);
    const port = await freePort();
    const run = start({ ARENA_DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
    try {
      await until(run, 'Arena is up', 150_000);
      // A request still being sent holds the drain open (a slow client): the first signal waits for it.
      const slow = await slowRequest(port);
      run.child.kill('SIGTERM');
      await until(run, 'shutting down', 10_000);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(run.child.exitCode).toBeNull();
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('SIGTERM again: exiting now');
      slow.destroy();
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 240_000);

  it('NODE_ENV=production without the required settings → exits 1 naming them, never listens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-refuse-'));
    dirs.push(dir);
    const run = start({ ARENA_DATA_DIR: dir, PORT: String(await freePort()), NODE_ENV: 'production', CAPTCHA_DRIVER: 'local' });
    expect(await run.exited).toBe(1);
    for (const setting of ['SMS_PROVIDER', 'CAPTCHA_DRIVER', 'IM_SECRET', 'PUBLIC_ORIGIN']) expect(run.output()).toContain(setting);
    expect(run.output()).not.toContain('Arena is up');
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  }, 60_000);

  it('a setting with a bad value (IM_CONNECTIONS_PER_USER=0) → exits 1 naming it, without a stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-bad-setting-'));
    dirs.push(dir);
    const run = start({ ARENA_DATA_DIR: dir, PORT: String(await freePort()), IM_CONNECTIONS_PER_USER: '0' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('IM_CONNECTIONS_PER_USER must be a whole number ≥ 1, not "0"');
    expect(run.output()).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  }, 60_000);
});

// The same boots on PostgreSQL (DATABASE_URL), in this task's ports, skipped when it does not answer.
const postgres = variants.find((v) => v.name === 'PostgreSQL')!;
describe.skipIf(await postgres.skip())(await onVariant('src/main.ts', postgres), () => {
  it('SIGTERM with score and IM sockets open → exit 0 within SHUTDOWN_TIMEOUT_MS, the sockets closed', async () => {
    const database = await postgresDatabase();
    const port = 8654;
    const dir = mkdtempSync(join(tmpdir(), 'arena-pg-shutdown-'));
    dirs.push(dir);
    const run = start({
      DATABASE_URL: database.url,
      ARENA_DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHUTDOWN_TIMEOUT_MS: '8000',
    });
    try {
      await until(run, 'Arena is up', 150_000);
      expect(run.output()).toContain('"database":"postgres"');
      const sockets = [await TestSocket.open(`ws://127.0.0.1:${port}/ws`), await TestSocket.open(`ws://127.0.0.1:${port}/im`)];
      const t0 = Date.now();
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(Date.now() - t0).toBeLessThan(8_000);
      await Promise.all(sockets.map((s) => s.closed));
      expect(run.output()).toContain('shut down');
    } finally {
      run.child.kill('SIGKILL');
      await run.exited;
      await database.drop();
    }
  }, 240_000);

  it('NODE_ENV=production without the required settings → exits 1 naming them before touching the database', async () => {
    const database = await postgresDatabase();
    try {
      const dir = mkdtempSync(join(tmpdir(), 'arena-pg-refuse-'));
      dirs.push(dir);
      const run = start({ DATABASE_URL: database.url, ARENA_DATA_DIR: dir, PORT: '8655', NODE_ENV: 'production', CAPTCHA_DRIVER: 'local' });
      expect(await run.exited).toBe(1);
      for (const setting of ['SMS_PROVIDER', 'CAPTCHA_DRIVER', 'IM_SECRET', 'PUBLIC_ORIGIN']) expect(run.output()).toContain(setting);
      expect(run.output()).not.toContain('Arena is up');
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
      await client.end();
      expect(rows[0].n).toBe(0); // nothing migrated: the refusal came first
    } finally {
      await database.drop();
    }
  }, 60_000);
});

describe('the data folder lock', () => {
  it('a lock left by a process that is gone is taken over; one held by a live process is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-lock-'));
    dirs.push(dir);
    const path = join(dir, 'pglite.lock');
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => gone.on('exit', r));
    writeFileSync(path, `${gone.pid}\n`);
    const release = lockDataFolder(path);
    release();
    expect(existsSync(path)).toBe(false);

    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path, `${alive.pid}\n`);
      expect(() => lockDataFolder(path)).toThrow(DataFolderLocked);
    } finally {
      alive.kill('SIGKILL');
    }
  });
});
