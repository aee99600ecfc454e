import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'realtime',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
