import { defineProject } from 'vitest/config';

// Unit tests of the web app's framework-free parts (session start-up and timing), in jsdom.
export default defineProject({
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts', '*.test.ts'],
    environment: 'jsdom',
  },
});
