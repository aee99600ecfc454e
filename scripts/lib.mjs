// Small helpers shared by the root scripts (start, dev, build).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Newest modification time (ms) of any file under the given paths, skipping build output. */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === 'node_modules' || name === 'dist' || name === '__screenshots__') continue;
        walk(join(path, name));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const p of paths) walk(join(root, p));
  return newest;
}

/** Builds the web app unless its dist is newer than every source it is made from. */
export async function buildWebIfStale({ force = false } = {}) {
  const marker = join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web', 'packages/ui/src', 'packages/api-client/src', 'packages/realtime/src'];
  if (!force && existsSync(marker) && statSync(marker).mtimeMs >= newestMtime(sources)) {
    console.log('web: dist is up to date');
    return;
  }
  await run('pnpm', ['--filter', '@arena/web', 'build']);
}

/** Builds the embeddable widget when the package has a build. */
export async function buildEmbed() {
  if (existsSync(join(root, 'apps/embed/vite.config.ts'))) await run('pnpm', ['--filter', '@arena/embed', 'build']);
}
