import { defineProject } from 'vitest/config';

// The embeddable widget's element and row formatting, in jsdom (no server).
export default defineProject({
  test: {
    name: 'embed',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
  },
});
