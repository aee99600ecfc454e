import { defineConfig } from 'vitest/config';

// One Vitest run covers the whole repository. Each package owns its project config(s)
// (`vitest.config.ts`, and e.g. `vitest.storybook.config.ts` for browser projects).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts', 'apps/*/vitest*.config.ts', 'scripts/vitest.repo.config.ts'],
  },
});
