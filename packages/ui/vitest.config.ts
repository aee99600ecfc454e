import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

// Component tests of the design system in jsdom. The vanilla-extract plugin is needed here too, or
// `*.css.ts` files fail to register their styles outside a bundler.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Radix and react-aria components each mount several effects; give slow shared CI cores room.
    testTimeout: 20_000,
  },
});
