// The benches' `pnpm start`: the real server on loopback, in its own process group so it can be
// stopped with everything it started, on a port and data folder of the bench's own.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** TOOLCHAIN.md's Chromium flags for this machine. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ArenaServer {
  origin: string;
  stop(): void;
}

/**
 * Starts `node scripts/start.mjs` and waits until the API answers (3 minutes at most: a first start
 * builds the web app). Only the room a bench opens is encoded (HLS_PREGENERATE=0), so background
 * encoding does not compete with the page for the CPU. `removeData` deletes the data folder on stop.
 */
export async function startArena(port: number, dataDir: string, { removeData = true } = {}): Promise<ArenaServer> {
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('node', ['scripts/start.mjs'], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ARENA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', HLS_PREGENERATE: '0' },
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    if (removeData) rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/universal/getHot`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 360) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin, stop };
}
