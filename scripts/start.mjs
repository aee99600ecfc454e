#!/usr/bin/env node
// `pnpm start`: build what is needed, then serve everything on one port (PORT, default 8080):
// the web app, the API, the sockets, HLS, the embed widget and the built Storybook when present.
import { spawn } from 'node:child_process';
import { buildEmbed, buildWebIfStale, root } from './lib.mjs';

await buildWebIfStale();
await buildEmbed();

const server = spawn('pnpm', ['--filter', '@arena/server', 'start'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
