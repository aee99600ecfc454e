import { defineConfig } from 'vitest/config';

// One Vitest run covers the whole repository. Each package owns its project config(s)
// (`vitest.config.ts`); the stories run in Chromium under Playwright instead (e2e/stories.spec.ts).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts', 'apps/*/vitest*.config.ts', 'scripts/vitest.repo.config.ts'],
  },
});
