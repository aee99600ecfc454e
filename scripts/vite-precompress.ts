// Issue 13 (fast on a phone): every text asset of a Vite build is written a second and third time,
// brotli (`.br`, quality 11) and gzip (`.gz`, level 9), so the server sends the smallest copy the client
// accepts without compressing on each request (apps/server/src/routes/static.ts, `preCompressed`).
// Node's zlib does both; a plugin dependency would add nothing. Source maps are left alone: only the
// developer tools fetch them.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir` where they are smaller. */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number }> {
  const total = { files: 0, bytes: 0, br: 0 };
  for await (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    const body = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller is not written: the server then sends the file itself.
    if (br.length < body.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
    total.files += 1;
    total.bytes += body.length;
    total.br += Math.min(br.length, body.length);
  }
  return total;
}

/** The Vite plugin: runs `precompress` over the output folder once the build has written it. */
export function precompressPlugin() {
  let outDir = 'dist';
  let command = 'serve';
  return {
    name: 'arena:precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; command: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
      command = config.command;
    },
    async closeBundle() {
      if (command !== 'build' || !(await stat(outDir).catch(() => null))) return;
      const { files: count, bytes, br } = await precompress(outDir);
      console.log(`precompress: ${count} text files, ${(bytes / 1024).toFixed(1)} KB → ${(br / 1024).toFixed(1)} KB brotli`);
    },
  };
}
