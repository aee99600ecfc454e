#!/usr/bin/env node
// `pnpm build`: the web app, the embed widget and the static Storybook (served at /storybook/).
import { buildEmbed, buildWebIfStale, run } from './lib.mjs';

await buildWebIfStale({ force: true });
await buildEmbed();
await run('pnpm', ['exec', 'storybook', 'build', '-c', '.storybook', '-o', 'storybook-static', '--quiet']);
