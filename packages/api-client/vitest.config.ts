import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-client',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
