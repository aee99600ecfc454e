import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// A bench's own page (a folder with index.html and its entry, e.g. bench/live-list): built for
// production into a temporary folder and served on a free loopback port, so Chromium measures the
// same React and CSS as the app ships. `close` stops the server and removes the build.

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export async function serveBenchPage(root: string, name: string): Promise<{ url: string; close: () => void }> {
  const outDir = mkdtempSync(join(tmpdir(), `arena-bench-${name}-`));
  await build({
    root,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const server = createServer((req, res) => {
    const path = join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0]!).replace(/^\/$/, '/index.html'));
    if (!path.startsWith(outDir) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/index.html`,
    close: () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
