import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: new URL('.', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
