#!/usr/bin/env node
// `pnpm dev`: the server (tsx watch, API_PORT default 8081) and Vite with hot reload on PORT
// (default 8080), which proxies the API, sockets and media to the server.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const port = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('pnpm', ['--filter', '@arena/server', 'exec', 'tsx', 'watch', 'src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_WS_URL: process.env.PUBLIC_WS_URL ?? `ws://localhost:${port}/ws` },
  }),
  spawn('pnpm', ['--filter', '@arena/web', 'exec', 'vite'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = (signal) => {
  for (const c of children) c.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
