#!/usr/bin/env node
// `pnpm chromatic`: hosted visual review of the built Storybook. It runs only when
// CHROMATIC_PROJECT_TOKEN is set; the offline visual regression inside `pnpm test` needs no service.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping hosted review.');
  process.exit(0);
}
if (!existsSync(join(root, 'storybook-static', 'index.html'))) {
  await run('pnpm', ['exec', 'storybook', 'build', '-c', '.storybook', '-o', 'storybook-static', '--quiet']);
}
await run('pnpm', ['exec', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']);
