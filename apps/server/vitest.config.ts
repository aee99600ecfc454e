import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: new URL('.', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own databases; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
