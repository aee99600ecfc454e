#!/usr/bin/env node
// `pnpm test:visual:update`: rebuild the Storybook and rewrite the story screenshots in
// e2e/__screenshots__ (review the changed PNGs before committing them).
import { run } from './lib.mjs';

await run('pnpm', ['exec', 'storybook', 'build', '-c', '.storybook', '-o', 'storybook-static', '--quiet']);
await run('pnpm', ['exec', 'playwright', 'test', '--project', 'stories', '--update-snapshots', ...process.argv.slice(2)]);
