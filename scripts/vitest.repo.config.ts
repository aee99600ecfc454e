import { defineProject } from 'vitest/config';

// Repository-wide checks: import rules, catalogs, README commands.
export default defineProject({
  test: {
    name: 'repo',
    root: new URL('..', import.meta.url).pathname,
    include: ['scripts/checks/**/*.test.ts'],
    exclude: ['scripts/checks/fixtures/**'],
    environment: 'node',
  },
});
