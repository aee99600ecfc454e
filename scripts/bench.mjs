#!/usr/bin/env node
// `pnpm bench`: every benchmark of the repository (`*/bench/*.bench.ts`), one after another so they
// don't share the two cores. Each prints its figures and ratios against a baseline measured in the
// same run; none of them passes or fails on timing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const benches = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).flatMap((name) => {
    const dir = join(group, name, 'bench');
    return existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((f) => f.endsWith('.bench.ts'))
          .map((f) => join(dir, f))
      : [];
  }),
);
// `pnpm bench <word>` runs only the benches whose path contains the word (e.g. `pnpm bench lighthouse`).
const only = process.argv[2];
for (const bench of benches.filter((b) => !only || b.includes(only))) {
  console.log(`\n━━ ${bench}`);
  await run('pnpm', ['exec', 'tsx', bench], { env: { ...process.env, LOG_LEVEL: 'silent' } });
}
